// See invariants 3 and 5 in EngineInvariant.swift.

/// A write being notified, as the runtime's frame stack keeps it for loop reports.
@usableFromInline
struct NotificationFrame {
  @usableFromInline let property: Unmanaged<AnyObject>
  @usableFromInline let owner: Unmanaged<Pipeline>

  // Unretained: a frame lives only while its write runs, and the write holds both.
  @usableFromInline
  init(property: Unmanaged<AnyObject>, owner: Pipeline) {
    self.property = property
    self.owner = Unmanaged.passUnretained(owner)
  }
}
