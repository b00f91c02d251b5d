// A property's value and observers, inside its `PipelineProperty`, reached through the pointer
// `PipelineProperty.state`; see the invariant in EngineInvariant.swift.

@usableFromInline
struct PropertyState<Value> {
  @usableFromInline var value: Value
  // The property this is the state of, for the journal and loop reports; set once it exists.
  @usableFromInline var property: Unmanaged<AnyObject>?
  @usableFromInline var observers = ObserverList<Value>()
  // How many notification loops over `observers` are running (writes nest depth first).
  // 32 bits each, so that the state of a property holding a word fits the 96-byte block an
  // `@Observable` class's own object is allocated in, with a word to spare.
  @usableFromInline var notifying: Int32 = 0
  // How many records are inactive (cancelled, or their owner is gone). They are removed in one
  // pass once they are half the list and no loop runs over it, so that ending an observation
  // costs the same however many others the property has.
  @usableFromInline var inactiveCount: Int32 = 0
  // Observation interop (see `Pipeline+Observation.swift`): the property's own registrar, made by
  // its first read, and whether it was read since its last write, which is when an Observation
  // tracker (a SwiftUI view's body) may be waiting for the next write.
  // Boxed: `ObservationRegistrar` is a resilient type, and holding one inline would make every
  // field of this struct reached through run-time layout.
  @usableFromInline var registrar: PropertyRegistrar?
  @usableFromInline var isReadSinceWrite = false

  // Inlinable, so that a property's initialiser, specialised, makes its state without looking up
  // `PropertyState<Value>`'s metadata.
  @inlinable init(value: Value) { self.value = value }

  @MainActor @inlinable
  mutating func add(_ entry: ObserverEntry<Value>, to property: any PropertySlot) {
    #if DEBUG
      EngineInvariant.checkMainActor()
    #endif
    if needsCompaction { compact() }
    entry.property = property
    observers.append(entry)
  }

  /// Ends one observation: its record is marked inactive at once, found through the entry's
  /// slot, and removed with the others in a later pass (see `needsCompaction`).
  @MainActor
  mutating func cancel(_ entry: AnyObserverEntry) {
    #if DEBUG
      EngineInvariant.checkMainActor()
    #endif
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
    inactiveCount = Int32(truncatingIfNeeded: observers.count)
    if notifying == 0 { compact() }
  }

  @MainActor @usableFromInline
  mutating func compact() {
    #if DEBUG
      EngineInvariant.check(EngineInvariant.removalViolation(notifying: Int(notifying)))
    #endif
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
    inactiveCount > 0 && Int(inactiveCount) * 2 >= observers.count && notifying == 0
  }
}
