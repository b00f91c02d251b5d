// See the invariant in EngineInvariant.swift.

/// A pipeline property as `observe` found it by key path: what code outside the engine may do
/// with its state.
@MainActor @usableFromInline
struct ObservableProperty<Value> {
  // The property's object and type rather than an `any PropertySlot`: a protocol method that
  // returned one returned it retained, and its retain and release were a tenth of `observe`.
  // Unretained: the pipeline keeps its property alive while `observe` runs (invariant 3).
  @usableFromInline let object: UnsafeRawPointer
  @usableFromInline let type: any PropertySlot.Type
  @usableFromInline let state: UnsafeMutablePointer<PropertyState<Value>>

  /// The property of type `type`, a `PipelineProperty` of `Value`, whose object starts at
  /// `object`.
  @inlinable
  init(object: UnsafeRawPointer, type: any PropertySlot.Type) {
    self.object = object
    self.type = type
    state = (UnsafeMutableRawPointer(mutating: object) + pipelinePropertyStateOffset(Value.self))
      .assumingMemoryBound(to: PropertyState<Value>.self)
  }

  /// The property's kind.
  var kind: PropertyKind { type.kind }

  /// The property's value now.
  @inlinable var value: Value { state.pointee.value }

  /// How many observer records the property keeps, including ended ones not yet removed.
  var observerRecordCount: Int { state.pointee.observers.count }

  /// Adds an observation, which hears the property's next change.
  @inlinable
  func add(_ entry: ObserverEntry<Value>) {
    state.pointee.add(entry, toPropertyOf: type, at: object)
  }
}
