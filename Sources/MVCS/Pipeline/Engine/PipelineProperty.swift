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

  @inlinable
  init(value: Value, isSame: ((Value, Value) -> Bool)?) {
    state = .allocate(capacity: 1)
    state.initialize(to: PropertyState(value: value))
    self.isSame = isSame
    destroy = PropertyState<Value>.destroy
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
  @MainActor @inlinable
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
