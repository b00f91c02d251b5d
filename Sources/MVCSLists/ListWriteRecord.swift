/// What a list remembers once a pipeline property stores it.
///
/// Immutable, so a list that carries one stays `Sendable`.
@usableFromInline final class ListWriteRecord: Sendable {
  /// Unique to the value as stored: copies read from the property carry it, so a write can tell
  /// whether the list it is given was edited from the value it replaces.
  @usableFromInline let stamp: UInt64
  /// The stamp of the value this one replaced.
  @usableFromInline let base: UInt64?
  /// The change set from that value to this one.
  @usableFromInline let changes: ListChanges

  @usableFromInline init(stamp: UInt64, base: UInt64?, changes: ListChanges) {
    self.stamp = stamp
    self.base = base
    self.changes = changes
  }

  private static let stamps = StampCounter()

  /// A stamp no other stored list has had. A lock rather than the main actor, because a property
  /// stores its initial value wherever its pipeline is created.
  @usableFromInline static func nextStamp() -> UInt64 {
    stamps.next()
  }
}
