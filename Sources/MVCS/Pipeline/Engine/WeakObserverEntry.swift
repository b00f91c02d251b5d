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
