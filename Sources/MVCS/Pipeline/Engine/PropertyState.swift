// A property's value and observers, inside its `PipelineProperty`, reached through the pointer
// `PipelineProperty.state`; see the invariant in EngineInvariant.swift.

//
// Its fields are declared twice, in the same order: here, as the type `state` points to, and in
// `PipelineProperty`, as that object's stored properties, which reserve the space and which Swift
// destroys with the object. Declared only here, as one stored `PropertyState<Value>`, they cost
// every release of a property a look-up of this generic type's metadata, a sixth of tearing a
// small scene down. The two layouts agree because Swift lays out a struct's fields and a class's
// stored properties alike, in order, each at its alignment, and both start at 16 (where no value
// needs more); `PipelineProperty.init` checks it in debug builds (invariant 2).
@usableFromInline
struct PropertyState<Value> {
  // The property this is the state of, for the journal and loop reports; set once it exists.
  @usableFromInline var property: Unmanaged<AnyObject>?
  @usableFromInline var observers: ObserverList<Value>
  // How many notification loops over `observers` are running (writes nest depth first).
  // 32 bits each, so that a property holding a word fits the 96-byte block an `@Observable`
  // class's own object is allocated in.
  @usableFromInline var notifying: Int32
  // How many records are inactive (cancelled, or their owner is gone). They are removed in one
  // pass once they are half the list and no loop runs over it, so that ending an observation
  // costs the same however many others the property has.
  @usableFromInline var inactiveCount: Int32
  // Observation interop (see `Pipeline+Observation.swift`): the property's own registrar, made by
  // its first read, and whether it was read since its last write, which is when an Observation
  // tracker (a SwiftUI view's body) may be waiting for the next write.
  // Boxed: `ObservationRegistrar` is a resilient type, and holding one inline would make every
  // field of this struct reached through run-time layout.
  @usableFromInline var registrar: PropertyRegistrar?
  @usableFromInline var isReadSinceWrite: Bool
  // Where the property keeps its witness (`PipelineProperty.witness`), never read through here.
  @usableFromInline let witness: Unmanaged<AnyObject>
  // Last, so that every field before it is at a fixed offset.
  @usableFromInline var value: Value

  @MainActor @inlinable
  mutating func add(
    _ entry: ObserverEntry<Value>, toPropertyOf type: any PropertySlot.Type,
    at address: UnsafeRawPointer
  ) {
    #if DEBUG
      EngineInvariant.checkMainActor()
    #endif
    if needsCompaction { compact() }
    type.attach(entry, toPropertyAt: address)
    observers.append(entry)
  }

  /// Ends one observation: its record is marked inactive at once, found through the entry's
  /// slot, and removed with the others in a later pass (see `needsCompaction`).
  // Always inlined, into `PipelineProperty.cancel(_:)` too: called there, from generic code, it
  // cost a look-up of `PropertyState<Value>`'s metadata each time a scene ended an observation.
  @MainActor @inline(__always)
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
  @MainActor @inline(__always)
  mutating func cancelAll() {
    for index in 0..<observers.count {
      observers[index].isActive = false
      observers[index].entry.takeUnretainedValue().property = nil
    }
    inactiveCount = Int32(truncatingIfNeeded: observers.count)
    if notifying == 0 { compact() }
  }

  @MainActor @usableFromInline @inline(__always)
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
  @inlinable @inline(__always) var needsCompaction: Bool {
    inactiveCount > 0 && Int(inactiveCount) * 2 >= observers.count && notifying == 0
  }
}

extension ObserverList {
  /// An empty list, for `PipelineProperty`'s inlinable initialiser.
  @usableFromInline static var empty: ObserverList { ObserverList() }
}
