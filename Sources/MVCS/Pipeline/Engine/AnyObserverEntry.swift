// Observers as a property keeps them; see the invariant in EngineInvariant.swift.

/// An observer as the pipeline keeps it: where it was added, and whether its owner lives.
@usableFromInline
class AnyObserverEntry: PipelineObservation {
  // Cleared by the property when the observation ends or the property is deinitialised, so an
  // entry never reaches a freed property. Nonisolated because a property is freed wherever its
  // pipeline is last released (the exception in invariant 1); every other use is on the main
  // actor.
  // Final and unchecked: `observe` sets it, and a dynamic exclusivity check and a dispatched
  // setter cost more than the store; every access is a short one on the main actor.
  @usableFromInline @exclusivity(unchecked) nonisolated(unsafe) unowned(unsafe)
    final var property: (any PropertySlot)?
  // Where the entry is in its property's observer list, so that ending it finds it at once; kept
  // up to date by the list, on the main actor (same exemptions as `property`).
  @usableFromInline @exclusivity(unchecked) nonisolated(unsafe) final var slot = -1
  @usableFromInline nonisolated let ownerType: Any.Type
  @usableFromInline nonisolated let fileID: StaticString
  @usableFromInline nonisolated let line: UInt

  // Inlinable, as the subclasses' are: `observe` stores the fields where it makes the entry.
  @inlinable
  init(ownerType: Any.Type, fileID: StaticString, line: UInt) {
    self.ownerType = ownerType
    self.fileID = fileID
    self.line = line
  }

  @usableFromInline var isOwnerAlive: Bool { false }

  /// Whether the observation has not ended: its property still has it.
  // Nonisolated for `TrackedObservations`' sweep, which runs on the main actor (same exemptions
  // as `property`). Reads only the reference's object word, through the field's address (`nil`
  // is a null object, as for any optional class reference): `property != nil` copied the
  // unowned reference to a strong one, retaining and releasing the property for each entry a
  // sweep checked, a tenth of an observation.
  final nonisolated var isAttached: Bool {
    withUnsafeMutablePointer(to: &property) {
      UnsafeRawPointer($0).load(as: Unmanaged<AnyObject>?.self) != nil
    }
  }

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
