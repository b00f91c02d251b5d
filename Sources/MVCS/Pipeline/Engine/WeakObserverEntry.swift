// See the invariant in EngineInvariant.swift.

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
    super.init(ownerType: Owner.self, fileID: fileID, line: line) { entry, change in
      // The list holds only entries of this class under this delivery.
      let entry = unsafeDowncast(entry, to: WeakObserverEntry.self)
      guard let owner = entry.owner else { return false }
      entry.handler(owner, change)
      return true
    }
  }

  @usableFromInline override var isOwnerAlive: Bool { owner != nil }
}
