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
  // The value and the observers live behind a pointer rather than in stored `var`s: a class's
  // stored `var` costs a dynamic exclusivity check on every access, which was 40% of a write.
  // The pointer is allocated in `init`, freed in `deinit`, and never escapes this class.
  @usableFromInline let state: UnsafeMutablePointer<PropertyState<Value>>
  // `==` for `Equatable` values of the kinds that notify only on change; `nil` otherwise.
  @usableFromInline let isSame: ((Value, Value) -> Bool)?
  // Frees the state. Made where `Value` is known, so `deinit` needs no generic metadata lookup,
  // which cost more than the rest of a pipeline's release.
  @usableFromInline let destroy: (UnsafeMutableRawPointer) -> Void
  // Prepares each value before it is stored, given the value it replaces; `nil` unless the value
  // is `_PipelinePreparable` (a list, which records its change set).
  @usableFromInline let prepare: ((inout Value, Value) -> Void)?
  // Decodes text and writes it; see `init`.
  @usableFromInline let writeText:
    @MainActor (PipelineProperty, String, Pipeline) throws(ValueText.Failure) -> Void

  @inlinable
  init(
    value: Value, isSame: ((Value, Value) -> Bool)?,
    prepare: ((inout Value, Value) -> Void)? = nil
  ) {
    state = .allocate(capacity: 1)
    state.initialize(to: PropertyState(value: value))
    self.isSame = isSame
    self.prepare = prepare
    destroy = PropertyState<Value>.destroy
    // Made here, where the caller's module knows `Value`, so that a write by name runs the same
    // specialised write as Swift code does, not the generic one (four times slower).
    writeText = { property, text, owner throws(ValueText.Failure) in
      property.write(try ValueText.decode(text, as: Value.self), in: owner)
    }
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
    destroy(UnsafeMutableRawPointer(state))
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
