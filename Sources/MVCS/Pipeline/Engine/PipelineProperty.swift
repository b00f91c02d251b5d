/// A property of a ``Pipeline`` whose writes notify observers.
///
/// You don't name this type: declare properties with the typealias for their kind, inside a
/// `Pipeline` subclass.
///
/// ```swift
/// @MainActor final class SearchPipeline: Pipeline {
///   @Input var searchText = ""
///   @Flag var requestFinished = false
///   @Piped var photos: [Photo] = []
///   @Context var selectedPhotoID: String?
/// }
/// ```
///
/// A write stores the value first, then calls the property's observers in the order they were
/// added. Inputs and flags notify on every write; normal data, status and context notify only
/// when an `Equatable` value changes (and on every write of a value that is not `Equatable`).
@propertyWrapper
public final class PipelineProperty<Value, Kind: _PropertyKindMarker> {
  // The fields of `PropertyState<Value>`, in its order: this object holds the state (one
  // allocation, not two), which is reached only through `state`, a pointer to the first: a
  // class's stored `var` costs a dynamic exclusivity check on every access, which was 40% of a
  // write. Named only to initialise them; see `PropertyState` and invariant 2 in
  // EngineInvariant.swift.
  @usableFromInline @exclusivity(unchecked) var stateProperty: Unmanaged<AnyObject>?
  @usableFromInline @exclusivity(unchecked) var stateObservers: ObserverList<Value>
  @usableFromInline @exclusivity(unchecked) var stateNotifying: Int32
  @usableFromInline @exclusivity(unchecked) var stateInactiveCount: Int32
  @usableFromInline @exclusivity(unchecked) var stateRegistrar: PropertyRegistrar?
  @usableFromInline @exclusivity(unchecked) var stateIsReadSinceWrite: Bool
  // What every property of this type and variant shares (`==`, preparing a list, writing text),
  // made once: four closures in each property were 64 of its bytes. A strong `let`: reading an
  // unowned one retains and releases it, which doubled a write's cost. Before the value, at a
  // fixed offset: after it, it would be found through the class's metadata.
  @usableFromInline let witness: PropertyWitness<Value, Kind>
  @usableFromInline @exclusivity(unchecked) var stateValue: Value

  /// The value and the observers.
  @inlinable var state: UnsafeMutablePointer<PropertyState<Value>> {
    (UnsafeMutableRawPointer(Unmanaged.passUnretained(self).toOpaque()) + Self.stateOffset)
      .assumingMemoryBound(to: PropertyState<Value>.self)
  }

  /// Where the state starts: after the object's header (two words: its class and its reference
  /// counts), aligned for its type, whose first field is a pointer. Computed from `Value` alone,
  /// not `PropertyState<Value>`, whose metadata generic code (a `PropertySlot` method, `deinit`)
  /// would look up. Checked in debug builds as each property is made.
  @inlinable static var stateOffset: Int { pipelinePropertyStateOffset(Value.self) }

  // `==` for `Equatable` values of the kinds that notify only on change; `nil` otherwise. Called
  // as a closure (`isSame?(old, new)`), but a value of no cost to copy that has the witness call
  // its closure: a closure taken out of the witness is a copy, whose context a write would retain
  // and release.
  @inlinable var isSame: PropertyWitness<Value, Kind>.Comparison? {
    witness.isComparing ? .init(witness: Unmanaged.passUnretained(witness)) : nil
  }
  // Prepares each value before it is stored, given the value it replaces; `nil` unless the value
  // is `_PipelinePreparable` (a list, which records its change set). Called as a closure, but a
  // value of no cost to copy or compare with `nil`: every write checks it, and a closure checked
  // for `nil` was copied (its context retained and released).
  @inlinable var prepare: PropertyWitness<Value, Kind>.Preparation? {
    witness.isPreparing ? .init(witness: Unmanaged.passUnretained(witness)) : nil
  }

  @inlinable
  init(
    value: Value, isSame: ((Value, Value) -> Bool)?,
    prepare: ((inout Value, Value) -> Void)? = nil
  ) {
    stateProperty = nil
    stateObservers = .empty
    stateNotifying = 0
    stateInactiveCount = 0
    stateRegistrar = nil
    stateIsReadSinceWrite = false
    witness = PropertyWitness.shared(isSame: isSame, prepare: prepare)
    stateValue = value
    #if DEBUG
      // The state's first and last fields, and its copy of the witness, where the object has them.
      let stored = [
        withUnsafeMutablePointer(to: &stateProperty) { UnsafeRawPointer($0) },
        withUnsafeMutablePointer(to: &stateValue) { UnsafeRawPointer($0) },
        UnsafeRawPointer(Unmanaged.passUnretained(witness).toOpaque()),
      ]
      let found = [
        UnsafeRawPointer(state),
        withUnsafeMutablePointer(to: &state.pointee.value) { UnsafeRawPointer($0) },
        UnsafeRawPointer(state.pointee.witness.toOpaque()),
      ]
      EngineInvariant.check(EngineInvariant.stateViolation(stored: stored, found: found))
    #endif
    state.pointee.property = Unmanaged.passUnretained(self)
  }

  /// Creates a property with its initial value.
  @inlinable
  public convenience init(wrappedValue: Value) {
    self.init(value: wrappedValue, isSame: nil)
  }

  /// Creates a property with its initial value, which notifies only when the value changes
  /// (unless its kind is an event: an input or a flag).
  @inlinable
  public convenience init(wrappedValue: Value) where Value: Equatable {
    self.init(value: wrappedValue, isSame: Kind.kind.isEvent ? nil : { $0 == $1 })
  }

  /// Creates a property holding a value that prepares itself for each write, such as a list,
  /// whose observers get each write's change set from `Change.listChanges`.
  ///
  /// - Parameter wrappedValue: The initial value.
  @inlinable
  public convenience init(wrappedValue: Value) where Value: _PipelinePreparable {
    self.init(preparing: wrappedValue, isSame: nil)
  }

  /// Creates a property holding a value that prepares itself for each write, such as a list;
  /// writing an equal value notifies no one, except for event kinds.
  ///
  /// - Parameter wrappedValue: The initial value.
  @inlinable
  public convenience init(wrappedValue: Value) where Value: _PipelinePreparable & Equatable {
    self.init(preparing: wrappedValue, isSame: Kind.kind.isEvent ? nil : { $0 == $1 })
  }

  @inlinable
  convenience init(
    preparing initial: Value, isSame: ((Value, Value) -> Bool)?
  ) where Value: _PipelinePreparable {
    var value = initial
    value._prepareForPipeline(replacing: nil)
    self.init(value: value, isSame: isSame) { $0._prepareForPipeline(replacing: $1) }
  }

  /// Creates an optional property that starts as `nil`.
  @inlinable
  public convenience init() where Value: ExpressibleByNilLiteral {
    self.init(wrappedValue: nil)
  }

  /// Creates an optional `Equatable` property that starts as `nil`.
  @inlinable
  public convenience init() where Value: ExpressibleByNilLiteral & Equatable {
    self.init(wrappedValue: nil)
  }

  deinit {
    // Through the stored properties, which generic code reaches without `PropertyState<Value>`'s
    // metadata.
    #if DEBUG
      EngineInvariant.check(EngineInvariant.freeViolation(notifying: Int(stateNotifying)))
    #endif
    // Swift destroys the value after this; the observer list is a buffer it does not know.
    stateObservers.destroy()
  }

  /// Unavailable: pipeline properties notify their pipeline, so they can only be declared in a
  /// `Pipeline` subclass.
  @available(
    *, unavailable,
    message:
      "@Piped, @Flag, @Status, @Input and @Context can only be declared in a Pipeline subclass"
  )
  public var wrappedValue: Value {
    get { fatalError("unavailable") }
    set { fatalError("unavailable") }
  }

  /// Reads and writes the property of a pipeline; Swift calls this for you.
  // Always inlined into the accessors Swift makes for each property, where the key paths are
  // literals that fold into a field load; a key path's getter and setter thunks, which call
  // those accessors, would otherwise apply `storageKeyPath` at run time, a third of a key-path
  // write.
  @MainActor @inlinable @inline(__always)
  public static subscript<Owner: Pipeline>(
    _enclosingInstance owner: Owner,
    wrapped wrappedKeyPath: ReferenceWritableKeyPath<Owner, Value>,
    storage storageKeyPath: ReferenceWritableKeyPath<Owner, PipelineProperty>
  ) -> Value {
    get {
      let property = owner[keyPath: storageKeyPath]
      if runtime.pointee.isProbing {
        recordProbe(property, owner: owner, keyPath: wrappedKeyPath)
      }
      property.recordAccess(by: owner)
      return property.state.pointee.value
    }
    set {
      // Unretained: the pipeline owns the property and the caller keeps the pipeline alive for the
      // write, so the retain and release a plain read adds (a third of an observed write) buy
      // nothing.
      Unmanaged.passUnretained(owner[keyPath: storageKeyPath]).withGuaranteedReference {
        $0.write(newValue, in: owner)
      }
    }
  }
}

/// Where the state of a `PipelineProperty` of `Value` starts in its object, whatever its kind;
/// see `PipelineProperty.stateOffset`.
@inlinable
func pipelinePropertyStateOffset<Value>(_: Value.Type) -> Int {
  let alignment = Swift.max(MemoryLayout<Int>.alignment, MemoryLayout<Value>.alignment)
  return (2 * MemoryLayout<Int>.size + alignment - 1) & ~(alignment - 1)
}
