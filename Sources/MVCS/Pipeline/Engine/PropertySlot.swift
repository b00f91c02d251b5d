// A pipeline property with its value type and kind erased, as the tree, journals and by-name access
// see it.

extension PipelineProperty: PropertySlot {
  @usableFromInline static var kind: PropertyKind { Kind.kind }
  @usableFromInline var kind: PropertyKind { Kind.kind }
  @usableFromInline var valueType: Any.Type { Value.self }
  // The stored property: generic code finds it without `PropertyState<Value>`'s metadata.
  @usableFromInline var anyValue: Any { stateValue }

  @usableFromInline func cancel(_ entry: AnyObserverEntry) { state.pointee.cancel(entry) }

  @usableFromInline func isActive(_ entry: AnyObserverEntry) -> Bool {
    state.pointee.observers.index(of: entry).map { state.pointee.observers[$0].isActive } ?? false
  }

  @usableFromInline func cancelAll() { state.pointee.cancelAll() }

  @usableFromInline static func slot(at address: UnsafeRawPointer) -> any PropertySlot {
    Unmanaged<PipelineProperty>.fromOpaque(address).takeUnretainedValue()
  }

  @usableFromInline static func attach(
    _ entry: AnyObserverEntry, toPropertyAt address: UnsafeRawPointer
  ) {
    Unmanaged<PipelineProperty>.fromOpaque(address).withGuaranteedReference { entry.property = $0 }
  }

  @usableFromInline func setValue(fromText text: String, in owner: Pipeline) throws(ValueText
    .Failure)
  {
    try witness.writeText(self, text, owner)
  }
}

/// What every pipeline property offers once its value type and kind are erased.
@MainActor @usableFromInline
protocol PropertySlot: AnyObject {
  /// The kind every property of this type has.
  static var kind: PropertyKind { get }
  /// The property whose object starts at `address`; see invariant 4 in EngineInvariant.swift.
  static func slot(at address: UnsafeRawPointer) -> any PropertySlot
  /// Points `entry` at the property whose object starts at `address`, without retaining it
  /// (invariant 3), where ``slot(at:)`` would return the property retained.
  static func attach(_ entry: AnyObserverEntry, toPropertyAt address: UnsafeRawPointer)
  var kind: PropertyKind { get }
  var valueType: Any.Type { get }
  var anyValue: Any { get }
  func cancel(_ entry: AnyObserverEntry)
  func isActive(_ entry: AnyObserverEntry) -> Bool
  func cancelAll()
  func setValue(fromText text: String, in owner: Pipeline) throws(ValueText.Failure)
}
