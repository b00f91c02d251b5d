// What a journal records, as a write records it; see the invariant in EngineInvariant.swift.

/// The writes a ``Journal`` recorded and the observers that ran for them, as raw values:
/// formatting waits for a reader.
///
/// A journaled write appends here from the engine's notification loop, so the arrays skip the
/// dynamic exclusivity check, which cost more than the append (invariant 1: every access is a
/// short one on the main actor, and no method here calls out while it holds one).
@MainActor @usableFromInline
final class JournalRecords {
  /// A write as a journal records it, formatted only when read.
  ///
  /// Narrow fields, last: a journaled write with ten observers recorded 600 bytes, and a journal
  /// that outgrows the cache is what a busy machine slows most.
  struct Write {
    // The link's layout and prefix, not the link: the link holds the journal, which holds this.
    let layout: PipelineLayout
    let prefix: String
    let oldValue: Any
    let newValue: Any
    let depth: Int32
    /// The property's index in `layout`, or -1 when the layout does not have it.
    let propertyIndex: Int32
    let notified: Bool
    let isStopped: Bool

    var index: Int? { propertyIndex < 0 ? nil : Int(propertyIndex) }
  }

  /// An observer that ran for a write, by the write's position in `writes`: 24 bytes.
  struct RanObserver {
    let ownerType: Any.Type
    /// The start of the observer's `#fileID`, a literal, which the compiler ends with a NUL.
    let fileIDStart: UnsafePointer<UInt8>
    let write: Int32
    let line: UInt32

    var fileID: String { String(cString: fileIDStart) }
  }

  /// Where a `#fileID` literal starts; a static string that holds one scalar instead of a pointer
  /// (only the standard library's built-in initialiser makes one) reads as `<unknown file>`.
  @inline(__always)
  static func start(of fileID: StaticString) -> UnsafePointer<UInt8> {
    let known: StaticString = fileID.hasPointerRepresentation ? fileID : "<unknown file>"
    return known.utf8Start
  }

  @exclusivity(unchecked) private(set) var writes = RecordChunks<Write>()
  @exclusivity(unchecked) private(set) var observers = RecordChunks<RanObserver>()
  // How many writes `removeAll()` forgot, so that a write whose observers are still running
  // when its record is forgotten finds no record rather than another write's.
  @exclusivity(unchecked) private(set) var removedCount = 0
  /// The change log reading these records, if one does (`Pipeline.logChanges(to:)`).
  @exclusivity(unchecked) var changeLog: ChangeLogPrinter? {
    didSet {
      runtime.pointee.changeLogCount += (changeLog == nil ? 0 : 1) - (oldValue == nil ? 0 : 1)
    }
  }
  /// Whether the records are kept for a reader of the journal, rather than only for the change
  /// log, which then forgets each write once logged.
  @exclusivity(unchecked) var isKeptForReading = true

  init() {}

  /// Forgets the recorded writes and observers.
  func removeAll() {
    removedCount += writes.count
    writes.removeAll()
    observers.removeAll()
  }

  /// Records a write to `property` of `owner`, found at `link`; returns the position
  /// `recordObserver(_:ranFor:)` takes.
  ///
  /// Not generic: an unspecialised generic call looks its type metadata up at run time, which
  /// cost more than the rest of the record. The caller boxes the values. The property is
  /// unretained (invariant 3): the write holds it.
  @usableFromInline
  func recordWrite(
    of property: Unmanaged<AnyObject>, in owner: Pipeline, at link: JournalLink,
    oldValue: consuming Any, newValue: consuming Any, notified: Bool, isStopped: Bool
  ) -> Int {
    // Raw values only: the path and the layout name the property when the journal is read.
    let layout = link.layout
    writes.append(
      Write(
        layout: layout, prefix: link.prefix, oldValue: oldValue, newValue: newValue,
        depth: Int32(truncatingIfNeeded: runtime.pointee.depth),
        propertyIndex: Int32(layout.index(of: property.takeUnretainedValue(), in: owner) ?? -1),
        notified: notified, isStopped: isStopped))
    return removedCount + writes.count - 1
  }

  /// Logs the changes a write from outside any observer made, once its observers have run, in
  /// every change log; called by the write, in debug builds, only while a change log is on.
  @usableFromInline
  static func outermostWriteEnded() {
    // A batch logs its writes together, when it ends (`Pipeline.batch(_:)`); one that an
    // observer runs, with the write that ran the observer.
    guard WriteBatch.depth == 0 else { return }
    flushChangeLogs(isBatch: false)
  }

  /// Logs the changes a batch made, once it has ended, in every change log.
  static func batchEnded() {
    flushChangeLogs(isBatch: true)
  }

  private static func flushChangeLogs(isBatch: Bool) {
    for journal in PipelineRuntime.journalsRecording {
      let records = journal.records
      records.changeLog?.flush(records, isBatch: isBatch)
    }
  }

  /// Records that an observer ran for the write `recordWrite` numbered `position`.
  @usableFromInline
  func recordObserver(_ observer: AnyObserverEntry, ranFor position: Int) {
    // `removeAll()` may have been called by an observer of this very write.
    let index = position - removedCount
    guard writes.indices.contains(index) else { return }
    observers.append(
      RanObserver(
        ownerType: observer.ownerType, fileIDStart: Self.start(of: observer.fileID),
        write: Int32(truncatingIfNeeded: index), line: UInt32(truncatingIfNeeded: observer.line)))
  }
}

extension JournalRecords.Write {
  /// The property's dotted name from the journal's pipeline, as ``Journal/Entry`` and the
  /// change log name it.
  @MainActor var propertyName: String {
    prefix + (index.map { layout.properties[$0].name } ?? "<unknown property>")
  }

  /// The property's kind, as ``Journal/Entry`` and the change log give it.
  @MainActor var kind: PropertyKind {
    index.map { layout.properties[$0].type.kind } ?? .piped
  }
}
