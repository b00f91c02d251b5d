/// One change of a pipeline property, as an observer receives it.
///
/// ```swift
/// pipeline.observe(\.searchText, by: store) { store, change in
///   store.search(for: change.newValue)
/// }
/// ```
public struct Change<Value> {
  /// The value before the write. For the initial call, the current value.
  public let oldValue: Value
  /// The value after the write.
  public let newValue: Value
  /// Whether this is the initial call that `observe(_:by:initial:_:)` makes when asked to,
  /// rather than a write.
  public let isInitial: Bool

  /// Creates a change.
  @inlinable
  public init(oldValue: Value, newValue: Value, isInitial: Bool = false) {
    self.oldValue = oldValue
    self.newValue = newValue
    self.isInitial = isInitial
  }
}

extension Change: Sendable where Value: Sendable {}
extension Change: Equatable where Value: Equatable {}
