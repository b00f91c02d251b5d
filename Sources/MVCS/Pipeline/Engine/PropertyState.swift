// MARK: - The engine's invariant
//
// The files in `Pipeline/Engine/` are the only MVCS code that bypasses Swift's memory safety;
// they do it because a write is the hot path (a class's stored `var` costs a dynamic exclusivity
// check, a retain costs as much as a call). Everything here is safe under one invariant, and code
// outside this folder reaches these pointers only through the functions declared here:
//
// 1. Main actor only. A property's `PropertyState`, an `ObserverList`'s buffer, the
//    `PipelineRuntime` and a pipeline's fields read by offset are touched only on the main actor,
//    so no two accesses overlap.
// 2. Ownership is single and explicit. A `PipelineProperty` allocates its `PropertyState` in
//    `init` and frees it in `deinit`; the pointer is used only while the property lives. An
//    `ObserverList` holds one strong reference to each entry, taken by `append` and given back by
//    `removeAll(where:)` or `destroy()`; records are removed only while no notification loop walks
//    the list (`notifying == 0`), so an entry outlives every delivery made through it.
// 3. Unretained references point at objects someone else keeps alive while they are used: a
//    write's property and owner are held by the writer; a `SceneObserverEntry`'s owner is held by
//    its `AssembledScene` until the entry ends; an entry's `property` is cleared when the property
//    ends the observation or is freed; a probe's references live only for the read that made them.
//    A `PipelineToken` references its pipeline weakly: a pipeline released off the main actor
//    is never retained again through its token while it is being destroyed.
// 4. Fields are read at the byte offsets the runtime reports for the pipeline's type, and only
//    fields whose declared type is a `PipelineProperty` or a non-optional `Pipeline` subclass: such
//    a field holds a single strong or unowned reference to an object of that class. Fields are
//    read only from a live pipeline (see `PipelineLayout`).

// MARK: - State

@usableFromInline
struct PropertyState<Value> {
  @usableFromInline var value: Value
  // The property this is the state of, for the journal and loop reports; set once it exists.
  @usableFromInline var property: Unmanaged<AnyObject>?
  @usableFromInline var observers = ObserverList<Value>()
  // How many notification loops over `observers` are running (writes nest depth first).
  @usableFromInline var notifying = 0
  // How many records are inactive (cancelled, or their owner is gone). They are removed in one
  // pass once they are half the list and no loop runs over it, so that ending an observation
  // costs the same however many others the property has.
  @usableFromInline var inactiveCount = 0
  // Observation interop (see `Pipeline+Observation.swift`): the property's own registrar, made by
  // its first read, and whether it was read since its last write, which is when an Observation
  // tracker (a SwiftUI view's body) may be waiting for the next write.
  // Boxed: `ObservationRegistrar` is a resilient type, and holding one inline would make every
  // field of this struct reached through run-time layout.
  @usableFromInline var registrar: PropertyRegistrar?
  @usableFromInline var isReadSinceWrite = false

  @usableFromInline init(value: Value) { self.value = value }

  @MainActor @inlinable
  mutating func add(_ entry: ObserverEntry<Value>, to property: any PropertySlot) {
    if needsCompaction { compact() }
    entry.property = property
    observers.append(entry)
  }

  /// Ends one observation: its record is marked inactive at once, found through the entry's
  /// slot, and removed with the others in a later pass (see `needsCompaction`).
  @MainActor
  mutating func cancel(_ entry: AnyObserverEntry) {
    guard let index = observers.index(of: entry) else { return }
    entry.property = nil
    // A record whose owner was found gone is inactive and counted already.
    guard observers[index].isActive else { return }
    observers[index].isActive = false
    inactiveCount += 1
    if needsCompaction { compact() }
  }

  /// Ends every observation, as `cancel(_:)` does.
  @MainActor
  mutating func cancelAll() {
    for index in 0..<observers.count {
      observers[index].isActive = false
      observers[index].entry.takeUnretainedValue().property = nil
    }
    inactiveCount = observers.count
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
    inactiveCount = 0
  }

  /// Whether to remove the inactive records now: when they are half the list (so each removal
  /// is paid for by the ends before it) and no loop runs over it.
  @inlinable var needsCompaction: Bool {
    inactiveCount > 0 && inactiveCount * 2 >= observers.count && notifying == 0
  }

  @inlinable
  nonisolated static func destroy(_ raw: UnsafeMutableRawPointer) {
    let state = raw.assumingMemoryBound(to: PropertyState<Value>.self)
    state.pointee.observers.destroy()
    state.deinitialize(count: 1)
    state.deallocate()
  }
}

// MARK: - Writing

extension PipelineProperty {
  @MainActor @inlinable
  func write(_ newValue: Value, in owner: Pipeline) {
    if prepare != nil || state.pointee.isReadSinceWrite {
      return writePrepared(newValue, in: owner)
    }
    let oldValue = state.pointee.value
    state.pointee.value = newValue
    if state.pointee.observers.isEmpty && owner.runtimeState.pointee.journalCount == 0 { return }
    let isChange = !(isSame?(oldValue, newValue) ?? false)
    Self.notify(
      Change(oldValue: oldValue, newValue: newValue), isChange: isChange, state: state, in: owner)
  }

  // Apart from `write`, so that the common case stays as small as it was before lists and
  // Observation: a list's change set is recorded, and an Observation tracker that may be waiting
  // (the property was read since its last write) hears the change.
  @MainActor @inlinable @inline(never)
  func writePrepared(_ newValue: Value, in owner: Pipeline) {
    let oldValue = state.pointee.value
    var newValue = newValue
    if let prepare { prepare(&newValue, oldValue) }
    let isChange = !(isSame?(oldValue, newValue) ?? false)
    // Only a change is announced, as observers hear only changes; an unchanged value leaves a
    // waiting tracker waiting.
    let announces = isChange && state.pointee.isReadSinceWrite
    if announces {
      state.pointee.isReadSinceWrite = false
      state.pointee.registrar?.willSet(owner)
    }
    state.pointee.value = newValue
    if announces { state.pointee.registrar?.didSet(owner) }
    if state.pointee.observers.isEmpty && owner.runtimeState.pointee.journalCount == 0 { return }
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
    let journalLink = runtime.pointee.journalCount == 0 ? nil : owner.recordingJournalLink()
    // Unretained (invariant 3): the link holds its journal, and this write holds the link.
    // Retaining it, and the property, cost a third of a journaled write.
    let journal = journalLink.map { Unmanaged.passUnretained($0.journal) }
    let entry = journal?.withGuaranteedReference {
      $0.recordWrite(
        of: property, in: owner, at: journalLink.unsafelyUnwrapped, oldValue: change.oldValue,
        newValue: change.newValue, notified: isChange && !isStopped, isStopped: isStopped)
    }
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
          if let entry, let journal {
            journal.withGuaranteedReference { journal in
              record.entry.withGuaranteedReference { journal.recordObserver($0, ranFor: entry) }
            }
          }
        } else {
          state.pointee.observers[index].isActive = false
          state.pointee.inactiveCount += 1
        }
      }
      index += 1
    }
    state.pointee.notifying -= 1
    runtime.pointee.depth = depth
    if depth == 0 { runtime.pointee.isStoppingLoop = false }
    if state.pointee.needsCompaction {
      state.pointee.compact()
    }
  }
}

// MARK: - Type erasure

extension PipelineProperty: PropertySlot {
  @usableFromInline static var kind: PropertyKind { Kind.kind }
  @usableFromInline var kind: PropertyKind { Kind.kind }
  @usableFromInline var valueType: Any.Type { Value.self }
  @usableFromInline var anyValue: Any { state.pointee.value }
  @usableFromInline var rawState: UnsafeMutableRawPointer { UnsafeMutableRawPointer(state) }

  @usableFromInline func cancel(_ entry: AnyObserverEntry) { state.pointee.cancel(entry) }

  @usableFromInline func isActive(_ entry: AnyObserverEntry) -> Bool {
    state.pointee.observers.index(of: entry).map { state.pointee.observers[$0].isActive } ?? false
  }

  @usableFromInline func cancelAll() { state.pointee.cancelAll() }

  @usableFromInline static func slot(at address: UnsafeRawPointer) -> any PropertySlot {
    Unmanaged<PipelineProperty>.fromOpaque(address).takeUnretainedValue()
  }

  @usableFromInline func setValue(fromText text: String, in owner: Pipeline) throws(ValueText
    .Failure)
  {
    try writeText(self, text, owner)
  }
}

/// What every pipeline property offers once its value type and kind are erased.
@MainActor @usableFromInline
protocol PropertySlot: AnyObject {
  /// The kind every property of this type has.
  static var kind: PropertyKind { get }
  /// The property whose object starts at `address`; see the invariant above.
  static func slot(at address: UnsafeRawPointer) -> any PropertySlot
  var kind: PropertyKind { get }
  var valueType: Any.Type { get }
  var anyValue: Any { get }
  /// The property's `PropertyState<Value>`, for a caller that checked `valueType`.
  var rawState: UnsafeMutableRawPointer { get }
  func cancel(_ entry: AnyObserverEntry)
  func isActive(_ entry: AnyObserverEntry) -> Bool
  func cancelAll()
  func setValue(fromText text: String, in owner: Pipeline) throws(ValueText.Failure)
}
