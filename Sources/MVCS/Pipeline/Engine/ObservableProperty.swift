// See the invariant in EngineInvariant.swift.

/// A pipeline property as `observe` found it by key path: what code outside the engine may do
/// with its state.
@MainActor @usableFromInline
struct ObservableProperty<Value> {
  @usableFromInline let slot: any PropertySlot
  @usableFromInline let state: UnsafeMutablePointer<PropertyState<Value>>

  @inlinable
  init(slot: any PropertySlot, state: UnsafeMutablePointer<PropertyState<Value>>) {
    self.slot = slot
    self.state = state
  }

  /// The property's value now.
  @inlinable var value: Value { state.pointee.value }

  /// How many observer records the property keeps, including ended ones not yet removed.
  var observerRecordCount: Int { state.pointee.observers.count }

  /// Adds an observation, which hears the property's next change.
  @inlinable
  func add(_ entry: ObserverEntry<Value>) {
    state.pointee.add(entry, to: slot)
  }
}
