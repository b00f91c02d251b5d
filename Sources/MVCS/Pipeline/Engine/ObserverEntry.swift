// See the invariant in EngineInvariant.swift.

@usableFromInline
class ObserverEntry<Value>: AnyObserverEntry {
  /// Calls the handler; returns `false` without calling it if the owner is gone.
  ///
  /// Made by the subclass's initialiser, which `observe` inlines where the owner's and the
  /// value's types are known: a write, which knows only `Value`, then calls code specialised for
  /// both, where an overridden method of these generic classes would run unspecialised code,
  /// reading the types' metadata on every delivery.
  @usableFromInline let deliver: @MainActor (ObserverEntry<Value>, Change<Value>) -> Bool

  @inlinable
  init(
    ownerType: Any.Type, fileID: StaticString, line: UInt,
    deliver: @escaping @MainActor (ObserverEntry<Value>, Change<Value>) -> Bool
  ) {
    self.deliver = deliver
    super.init(ownerType: ownerType, fileID: fileID, line: line)
  }
}
