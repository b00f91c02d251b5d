// See the invariant in EngineInvariant.swift.

/// An observation made by a part of a scene while the scene is assembled.
///
/// Its owner — the scene's view, controller, store or a substore — is kept alive by the
/// ``AssembledScene``, which ends the observation when it is torn down or released, before it
/// lets go of its parts. So the owner outlives the observation, and a delivery needs neither
/// the weak load nor the retain and release that a weak owner costs: most of a write's price.
@usableFromInline
final class SceneObserverEntry<Owner: AnyObject, Value>: ObserverEntry<Value> {
  // Unretained (invariant 3 in EngineInvariant.swift): the scene keeps the owner alive until it
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
    super.init(ownerType: Owner.self, fileID: fileID, line: line) { entry, change in
      // The list holds only entries of this class under this delivery.
      let entry = unsafeDowncast(entry, to: SceneObserverEntry.self)
      // Lent to the handler without a retain, which was most of a delivery's cost.
      entry.owner.withGuaranteedReference { entry.handler($0, change) }
      return true
    }
  }

  @usableFromInline override var isOwnerAlive: Bool { true }
}
