// Observers as a property keeps them; see the invariant in PropertyState.swift.

/// An observer as the pipeline keeps it: where it was added, and whether its owner lives.
@usableFromInline
class AnyObserverEntry: PipelineObservation {
  // Cleared by the property when the observation ends or the property is deinitialised, so an
  // entry never reaches a freed property. Nonisolated because a property is freed wherever its
  // pipeline is released; by the engine's invariant, that and every other use is on the main
  // actor.
  // Final and unchecked: `observe` sets it, and a dynamic exclusivity check and a dispatched
  // setter cost more than the store; every access is a short one on the main actor.
  @usableFromInline @exclusivity(unchecked) nonisolated(unsafe) unowned(unsafe)
    final var property: (any PropertySlot)?
  // Where the entry is in its property's observer list, so that ending it finds it at once; kept
  // up to date by the list, on the main actor (same exemptions as `property`).
  @usableFromInline @exclusivity(unchecked) nonisolated(unsafe) final var slot = -1
  nonisolated let ownerType: Any.Type
  nonisolated let fileID: StaticString
  nonisolated let line: UInt

  @usableFromInline
  init(ownerType: Any.Type, fileID: StaticString, line: UInt) {
    self.ownerType = ownerType
    self.fileID = fileID
    self.line = line
  }

  @usableFromInline var isOwnerAlive: Bool { false }

  /// Whether the observation has not ended: its property still has it.
  final var isAttached: Bool { property != nil }

  override var isActive: Bool {
    guard let property else { return false }
    return isOwnerAlive && property.isActive(self)
  }

  override func cancel() { end() }

  /// Ends this observation, if it has not ended.
  func end() {
    property?.cancel(self)
  }

  /// Forgets the property, which is going away.
  @usableFromInline nonisolated func detach() { property = nil }
}

@usableFromInline
class ObserverEntry<Value>: AnyObserverEntry {
  /// Calls the handler; returns `false` without calling it if the owner is gone.
  @MainActor @usableFromInline
  func deliver(_ change: Change<Value>) -> Bool { false }
}

/// An observation whose owner the pipeline holds weakly: it ends when the owner is released.
@usableFromInline
final class WeakObserverEntry<Owner: AnyObject, Value>: ObserverEntry<Value> {
  // `weak let`: the pipeline never keeps an observer alive, and an immutable reference needs
  // no exclusivity check when a write delivers a change.
  @usableFromInline weak let owner: Owner?
  @usableFromInline let handler: @MainActor (Owner, Change<Value>) -> Void

  @inlinable
  init(
    owner: Owner, fileID: StaticString, line: UInt,
    handler: @escaping @MainActor (Owner, Change<Value>) -> Void
  ) {
    self.owner = owner
    self.handler = handler
    super.init(ownerType: Owner.self, fileID: fileID, line: line)
  }

  @usableFromInline override var isOwnerAlive: Bool { owner != nil }

  @MainActor @usableFromInline
  override func deliver(_ change: Change<Value>) -> Bool {
    guard let owner else { return false }
    handler(owner, change)
    return true
  }
}

/// An observation made by a part of a scene while the scene is assembled.
///
/// Its owner — the scene's view, controller, store or a substore — is kept alive by the
/// ``AssembledScene``, which ends the observation when it is torn down or released, before it
/// lets go of its parts. So the owner outlives the observation, and a delivery needs neither
/// the weak load nor the retain and release that a weak owner costs: most of a write's price.
@usableFromInline
final class SceneObserverEntry<Owner: AnyObject, Value>: ObserverEntry<Value> {
  // Unretained (invariant 3 in PropertyState.swift): the scene keeps the owner alive until it
  // ends the observation, and an ended observation is never delivered. Not strong: the owner
  // may keep the handle `observe` returns, which is this entry, and the two would keep each
  // other alive.
  @usableFromInline let owner: Unmanaged<Owner>
  @usableFromInline let handler: @MainActor (Owner, Change<Value>) -> Void

  @inlinable
  init(
    owner: Owner, fileID: StaticString, line: UInt,
    handler: @escaping @MainActor (Owner, Change<Value>) -> Void
  ) {
    self.owner = .passUnretained(owner)
    self.handler = handler
    super.init(ownerType: Owner.self, fileID: fileID, line: line)
  }

  @usableFromInline override var isOwnerAlive: Bool { true }

  @MainActor @usableFromInline
  override func deliver(_ change: Change<Value>) -> Bool {
    // Lent to the handler without a retain, which was most of a delivery's cost.
    owner.withGuaranteedReference { handler($0, change) }
    return true
  }
}
