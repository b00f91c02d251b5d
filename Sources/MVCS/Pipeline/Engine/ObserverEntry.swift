// See the invariant in EngineInvariant.swift.

@usableFromInline
class ObserverEntry<Value>: AnyObserverEntry {
  /// Calls the handler; returns `false` without calling it if the owner is gone.
  @MainActor @usableFromInline
  func deliver(_ change: Change<Value>) -> Bool { false }
}
