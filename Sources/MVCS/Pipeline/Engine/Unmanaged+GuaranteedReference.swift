// See invariant 3 in EngineInvariant.swift.

extension Unmanaged {
  /// Calls `body` with the referenced object, neither retaining nor releasing it: the caller
  /// guarantees the object lives until `body` returns.
  ///
  /// Called straight from main-actor code, the standard library's `_withUnsafeGuaranteedRef`
  /// would check at run time that its closure runs on the main actor, which costs more than the
  /// retain it saves; through this nonisolated function, the closure is checked at compile time.
  @inlinable
  func withGuaranteedReference<Result>(_ body: (Instance) -> Result) -> Result {
    _withUnsafeGuaranteedRef { body($0) }
  }
}
