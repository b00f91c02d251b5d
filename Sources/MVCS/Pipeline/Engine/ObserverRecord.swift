// See invariant 2 in EngineInvariant.swift.

/// One observer of a property: its entry, and whether it is still to be called.
@usableFromInline
struct ObserverRecord<Value> {
  @usableFromInline let entry: Unmanaged<ObserverEntry<Value>>
  @usableFromInline var isActive: Bool

  @inlinable
  init(entry: Unmanaged<ObserverEntry<Value>>, isActive: Bool) {
    self.entry = entry
    self.isActive = isActive
  }
}
