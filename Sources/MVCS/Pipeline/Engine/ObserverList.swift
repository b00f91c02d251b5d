// See invariant 2 in EngineInvariant.swift.

/// A property's observers, in the order they were added.
///
/// A write walks this list for every change, so it is a plain buffer of unmanaged references
/// rather than an array of class references: reading a record costs no retain or release. The
/// list owns one strong reference to each entry, taken by `append` and given back when the
/// record is removed or the list is destroyed. Records are only removed while no notification
/// loop walks the list, so an entry outlives every delivery made through it.
@usableFromInline
struct ObserverList<Value> {
  @usableFromInline var base: UnsafeMutablePointer<ObserverRecord<Value>>?
  @usableFromInline var count = 0
  @usableFromInline var capacity = 0

  init() {}

  @inlinable var isEmpty: Bool { count == 0 }

  @inlinable
  subscript(index: Int) -> ObserverRecord<Value> {
    get {
      #if DEBUG
        EngineInvariant.check(EngineInvariant.slotViolation(index, count: count))
      #endif
      return base.unsafelyUnwrapped[index]
    }
    nonmutating set {
      #if DEBUG
        EngineInvariant.check(EngineInvariant.slotViolation(index, count: count))
      #endif
      base.unsafelyUnwrapped[index] = newValue
    }
  }

  /// The position of an entry's record, if the list has it.
  func index(of entry: AnyObserverEntry) -> Int? {
    // The entry knows where it is; a cancelled entry's slot may since hold another.
    let slot = entry.slot
    guard slot >= 0, slot < count,
      self[slot].entry.toOpaque() == Unmanaged.passUnretained(entry).toOpaque()
    else { return nil }
    return slot
  }

  @inlinable
  mutating func append(_ entry: ObserverEntry<Value>) {
    #if DEBUG
      EngineInvariant.check(EngineInvariant.appendViolation(slot: entry.slot))
    #endif
    if count == capacity {
      let newCapacity = Swift.max(4, capacity * 2)
      let newBase = UnsafeMutablePointer<ObserverRecord<Value>>.allocate(capacity: newCapacity)
      if let base {
        newBase.moveInitialize(from: base, count: count)
        base.deallocate()
      }
      base = newBase
      capacity = newCapacity
    }
    (base.unsafelyUnwrapped + count).initialize(
      to: ObserverRecord(entry: .passRetained(entry), isActive: true))
    entry.slot = count
    count += 1
  }

  /// Removes the records `shouldRemove` picks, keeping the others in order, and releases them.
  mutating func removeAll(where shouldRemove: (ObserverRecord<Value>) -> Bool) {
    var kept = 0
    for index in 0..<count {
      let record = self[index]
      if shouldRemove(record) {
        record.entry.release()
      } else {
        record.entry.takeUnretainedValue().slot = kept
        self[kept] = record
        kept += 1
      }
    }
    count = kept
  }

  /// Detaches every entry from the property, which is going away, releases it, and frees the
  /// buffer.
  @inlinable
  func destroy() {
    for index in 0..<count {
      self[index].entry.takeUnretainedValue().detach()
      self[index].entry.release()
    }
    base?.deallocate()
  }
}
