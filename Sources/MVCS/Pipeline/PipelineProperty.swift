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

  // MARK: - Writing

  @MainActor @inlinable
  func write(_ newValue: Value, in owner: Pipeline) {
    let oldValue = state.pointee.value
    state.pointee.value = newValue
    if state.pointee.observers.isEmpty && owner.runtimeState.pointee.journalCount == 0 { return }
    let isChange = !(isSame?(oldValue, newValue) ?? false)
    Self.notify(
      Change(oldValue: oldValue, newValue: newValue), isChange: isChange, state: state, in: owner)
  }

  @MainActor @inlinable
  static func notify(
    _ change: Change<Value>, isChange: Bool, state: UnsafeMutablePointer<PropertyState<Value>>,
    in owner: Pipeline
  ) {
    let property = state.pointee.property.unsafelyUnwrapped
    let runtime = owner.runtimeState
    let depth = runtime.pointee.depth
    // A runaway loop is stopped at the depth limit, and every write made while it unwinds is
    // stored without notifying: a loop that branches (two observers each writing back) would
    // otherwise run 2^limit writes before it ended.
    let isStopped =
      isChange
      && (runtime.pointee.isStoppingLoop || depth >= Pipeline.maximumNotificationDepth)
    let journal = runtime.pointee.journalCount == 0 ? nil : owner.journal
    let entry = journal?.recordWrite(
      of: property.takeUnretainedValue(), in: owner, change: change,
      notified: isChange && !isStopped, isStopped: isStopped)
    guard isChange, !runtime.pointee.isStoppingLoop else { return }
    guard depth < Pipeline.maximumNotificationDepth else {
      runtime.pointee.isStoppingLoop = true
      reportNotificationLoop(at: property.takeUnretainedValue(), in: owner)
      return
    }
    runtime.pointee.stack[depth] = NotificationFrame(property: property, owner: owner)
    runtime.pointee.depth = depth + 1
    state.pointee.notifying += 1
    // Observers added during this loop are past `count`: they hear the next change, not this one.
    let count = state.pointee.observers.count
    var index = 0
    while index < count {
      // Read afresh each time: a handler may add observers, which can move the buffer.
      let record = state.pointee.observers[index]
      if record.isActive {
        // Unretained, as the list keeps the entry until no loop runs over it.
        if record.entry.withGuaranteedReference({ $0.deliver(change) }) {
          if let entry {
            journal?.recordObserver(record.entry.takeUnretainedValue(), ranFor: entry)
          }
        } else {
          state.pointee.observers[index].isActive = false
          state.pointee.needsCompaction = true
        }
      }
      index += 1
    }
    state.pointee.notifying -= 1
    runtime.pointee.depth = depth
    if depth == 0 { runtime.pointee.isStoppingLoop = false }
    if state.pointee.needsCompaction && state.pointee.notifying == 0 {
      state.pointee.compact()
    }
  }
}

// MARK: - State

@usableFromInline
struct PropertyState<Value> {
  @usableFromInline var value: Value
  // The property this is the state of, for the journal and loop reports; set once it exists.
  @usableFromInline var property: Unmanaged<AnyObject>?
  @usableFromInline var observers = ObserverList<Value>()
  // How many notification loops over `observers` are running (writes nest depth first).
  @usableFromInline var notifying = 0
  // Records were cancelled or lost their owner while a loop ran; removed when none runs.
  @usableFromInline var needsCompaction = false

  @usableFromInline init(value: Value) { self.value = value }

  @MainActor
  mutating func add(_ entry: ObserverEntry<Value>, to property: any PropertySlot) {
    if needsCompaction && notifying == 0 { compact() }
    entry.property = property
    observers.append(entry)
  }

  /// Ends one observation: removed now, or marked and removed once no loop runs over the list.
  @MainActor
  mutating func cancel(_ entry: AnyObserverEntry) {
    guard let index = observers.index(of: entry) else { return }
    observers[index].isActive = false
    entry.property = nil
    needsCompaction = true
    if notifying == 0 { compact() }
  }

  /// Ends every observation, as `cancel(_:)` does.
  @MainActor
  mutating func cancelAll() {
    for index in 0..<observers.count {
      observers[index].isActive = false
      observers[index].entry.takeUnretainedValue().property = nil
    }
    needsCompaction = true
    if notifying == 0 { compact() }
  }

  @MainActor @usableFromInline
  mutating func compact() {
    observers.removeAll { record in
      let entry = record.entry.takeUnretainedValue()
      guard record.isActive, entry.isOwnerAlive else {
        entry.property = nil
        return true
      }
      return false
    }
    needsCompaction = false
  }

  @inlinable
  nonisolated static func destroy(_ raw: UnsafeMutableRawPointer) {
    let state = raw.assumingMemoryBound(to: PropertyState<Value>.self)
    state.pointee.observers.destroy()
    state.deinitialize(count: 1)
    state.deallocate()
  }
}

extension PipelineProperty: PropertySlot {
  var kind: PropertyKind { Kind.kind }
  var valueType: Any.Type { Value.self }
  var anyValue: Any { state.pointee.value }

  func cancel(_ entry: AnyObserverEntry) { state.pointee.cancel(entry) }

  func isActive(_ entry: AnyObserverEntry) -> Bool {
    state.pointee.observers.index(of: entry).map { state.pointee.observers[$0].isActive } ?? false
  }

  func cancelAll() { state.pointee.cancelAll() }

  func setValue(fromText text: String, in owner: Pipeline) throws(ValueText.Failure) {
    write(try ValueText.decode(text, as: Value.self), in: owner)
  }
}

/// What every pipeline property offers once its value type and kind are erased.
@MainActor
protocol PropertySlot: AnyObject {
  var kind: PropertyKind { get }
  var valueType: Any.Type { get }
  var anyValue: Any { get }
  func cancel(_ entry: AnyObserverEntry)
  func isActive(_ entry: AnyObserverEntry) -> Bool
  func cancelAll()
  func setValue(fromText text: String, in owner: Pipeline) throws(ValueText.Failure)
}
