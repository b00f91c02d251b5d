/// A record of every write to a pipeline tree: who changed it, and who cared.
///
/// Start one with ``Pipeline/startJournal()``. Each entry names the property, its kind, the old
/// and new values, and the observers that ran, with the file and line where each was added.
/// Printed, a journal is a timeline; writes made by an observer are indented under the write
/// that ran it.
///
/// ```
/// 1  searchText (input): "" → "cats"
///      ran SearchStore observer at PhotoSearch/SearchStore.swift:24
/// 2    requestFinished (flag): false → true
///        ran SearchView observer at PhotoSearch/SearchView.swift:31
/// ```
///
/// Journals cost nothing while none is recording.
@MainActor
public final class Journal {
  /// One write, as the journal recorded it.
  public struct Entry: CustomStringConvertible {
    /// The entry's position in the journal, from 1.
    public let number: Int
    /// How many writes were running when this one was made: 0 for a write from outside any
    /// observer, 1 for a write made by an observer of a depth-0 write, and so on.
    public let depth: Int
    /// The property's dotted name from the journal's pipeline, such as `photoList.photos`.
    public let property: String
    /// The kind of the property.
    public let kind: PropertyKind
    /// The value before the write.
    public let oldValue: Any
    /// The value after the write.
    public let newValue: Any
    /// Whether observers were notified: `false` for a write of an equal value to a property that
    /// notifies only on change, and for a write stopped in a runaway loop.
    public let notified: Bool
    /// Whether the write was stopped from notifying because a runaway loop of writes reached
    /// ``Pipeline/maximumNotificationDepth`` (a ``Diagnostic`` reports the loop).
    public let isStopped: Bool
    /// The observers that ran, in order.
    public internal(set) var observers: [Observer]

    /// The old value as text: JSON when `Encodable`.
    public var oldText: String { ValueText.describe(oldValue) }
    /// The new value as text: JSON when `Encodable`.
    public var newText: String { ValueText.describe(newValue) }

    public var description: String { description(numberWidth: 0) }

    /// The entry with its number right-aligned in `numberWidth` columns, so that the entries of
    /// a timeline line up.
    func description(numberWidth: Int) -> String {
      let digits = String(number)
      let number = String(repeating: " ", count: max(0, numberWidth - digits.count)) + digits
      let indent = String(repeating: "  ", count: depth)
      var line = "\(number)  \(indent)\(property) (\(kind)): \(oldText) → \(newText)"
      if isStopped {
        line += "  (loop stopped, no observer notified)"
      } else if !notified {
        line += "  (unchanged, no observer notified)"
      }
      let observerIndent = String(repeating: " ", count: number.count + 4) + indent
      for observer in observers { line += "\n\(observerIndent)ran \(observer)" }
      return line
    }
  }

  /// An observer that ran for a write.
  public struct Observer: Sendable, Equatable, CustomStringConvertible {
    /// The type of the observer's owner, such as `SearchView`.
    public let ownerType: String
    /// The file where the observation was added.
    public let fileID: String
    /// The line where the observation was added.
    public let line: UInt

    public var description: String { "\(ownerType) observer at \(fileID):\(line)" }
  }

  /// The recorded writes, oldest first.
  ///
  /// A write is recorded as raw values and turned into an entry when first read.
  public var entries: [Entry] {
    if let cachedEntries, cachedEntries.count == records.count,
      cachedObserverCount == observerRecords.count
    {
      return cachedEntries.entries
    }
    var entries = records.enumerated().map { position, record in
      let property = record.index.map { record.layout.properties[$0] }
      return Entry(
        number: position + 1, depth: record.depth,
        property: record.prefix + (property?.name ?? "<unknown property>"),
        kind: property?.type.kind ?? .piped, oldValue: record.oldValue,
        newValue: record.newValue, notified: record.notified, isStopped: record.isStopped,
        observers: [])
    }
    for observer in observerRecords {
      entries[observer.write].observers.append(
        Observer(
          ownerType: String(describing: observer.ownerType), fileID: "\(observer.fileID)",
          line: observer.line))
    }
    cachedEntries = CachedEntries(entries: entries)
    cachedObserverCount = observerRecords.count
    return entries
  }
  // Weak, like `followed`: the pipelines hold their journal, and a journal left running must not
  // keep its tree alive. Through a token, so that the pipeline itself has no weak reference.
  private weak var rootToken: PipelineToken?
  var root: Pipeline? { rootToken?.pipeline }
  private var followed: [WeakPipeline] = []
  // Whether this journal counts in `runtime.pointee.journalCount`.
  private(set) var isRecording = false
  // The writes and the observers that ran for them, as recorded: formatting waits for a reader.
  // Unchecked: a recorded write appends to both, and the dynamic exclusivity checks cost more
  // than the append. Every access is a short, non-overlapping one on the main actor (no method
  // here calls out while it holds an access), which is what the check would prove.
  @exclusivity(unchecked) private var records: [WriteRecord] = []
  @exclusivity(unchecked) private var observerRecords: [RanObserverRecord] = []
  // The entries last read, valid while no write or observer was recorded since: checked by
  // count, so that recording does not touch it.
  private var cachedEntries: CachedEntries?
  private var cachedObserverCount = 0
  // How many entries `removeAll()` forgot, so that a write whose observers are still running
  // when its entry is forgotten finds no entry rather than another write's.
  @exclusivity(unchecked) private var removedCount = 0

  init(root: Pipeline) {
    rootToken = root.token
  }

  // Isolated, to take a journal whose pipeline went away while it was recording out of the
  // runtime's count; it runs right away when the last release is on the main actor.
  isolated deinit {
    if isRecording { stopRecording() }
  }

  /// The timeline of recorded writes, one entry a line with its observers under it, numbers
  /// aligned.
  public var timeline: String {
    let entries = entries
    guard let last = entries.last else { return "(no writes)" }
    let width = String(last.number).count
    return entries.map { $0.description(numberWidth: width) }.joined(separator: "\n")
  }

  /// Forgets the recorded writes; recording goes on, numbered from 1 again.
  public func removeAll() {
    removedCount += records.count
    records.removeAll(keepingCapacity: true)
    observerRecords.removeAll(keepingCapacity: true)
    cachedEntries = nil
  }

  // MARK: - Following the tree

  func startRecording() {
    isRecording = true
    runtime.pointee.startRecording(self)
  }

  func stopRecording() {
    isRecording = false
    runtime.pointee.stopRecording(self)
  }

  /// Records the writes to `pipeline` and its descendants, naming them from `prefix`.
  func follow(_ pipeline: Pipeline, prefix: String, parent: Pipeline?) {
    pipeline.walkTree { descendant, childPrefix, childParent, offset in
      descendant.journalLink = JournalLink(
        journal: self, prefix: prefix + childPrefix, parent: (childParent ?? parent)?.token,
        offset: offset, isRoot: childParent == nil && parent == nil, layout: descendant.layout)
      followed.append(WeakPipeline(token: descendant.token))
    }
  }

  func unfollow() {
    for reference in followed {
      guard let pipeline = reference.token?.pipeline, pipeline.journal === self else { continue }
      pipeline.journalLink = nil
    }
    followed.removeAll()
  }

  /// Follows the tree as it is now: a child held in a `var` may have been replaced.
  func refollow() {
    // Unfollowing drops the pipelines' links, which may be all that kept this journal alive.
    withExtendedLifetime(self) {
      unfollow()
      if let root { follow(root, prefix: "", parent: nil) }
    }
  }

  // MARK: - Recording

  // Not generic: an unspecialised generic call looks its type metadata up at run time, which
  // cost more than the rest of the record. The caller boxes the values.
  @usableFromInline
  func recordWrite(
    of property: Unmanaged<AnyObject>, in owner: Pipeline, at link: JournalLink, oldValue: Any,
    newValue: Any, notified: Bool, isStopped: Bool
  ) -> Int {
    // Raw values only: the path and the layout name the property when the journal is read.
    let layout = link.layout
    records.append(
      WriteRecord(
        depth: runtime.pointee.depth, layout: layout,
        index: layout.index(of: property.takeUnretainedValue(), in: owner), prefix: link.prefix,
        oldValue: oldValue, newValue: newValue, notified: notified, isStopped: isStopped))
    return removedCount + records.count - 1
  }

  @usableFromInline
  func recordObserver(_ observer: AnyObserverEntry, ranFor position: Int) {
    // `removeAll()` may have been called by an observer of this very write.
    let index = position - removedCount
    guard records.indices.contains(index) else { return }
    observerRecords.append(
      RanObserverRecord(
        write: index, ownerType: observer.ownerType, fileID: observer.fileID, line: observer.line))
  }
}

/// A write as a journal records it, formatted only when read.
private struct WriteRecord {
  let depth: Int
  // The link's layout and prefix, not the link: the link holds the journal, which holds this.
  let layout: PipelineLayout
  let index: Int?
  let prefix: String
  let oldValue: Any
  let newValue: Any
  let notified: Bool
  let isStopped: Bool
}

/// The entries a journal formatted, with how many writes they cover.
private struct CachedEntries {
  let entries: [Journal.Entry]
  var count: Int { entries.count }
}

/// An observer that ran for a write, as a journal records it.
private struct RanObserverRecord {
  let write: Int
  let ownerType: Any.Type
  let fileID: StaticString
  let line: UInt
}

/// Where a journal found a pipeline in its tree; replaced, never changed, when the journal
/// follows the tree again.
@usableFromInline
final class JournalLink {
  @usableFromInline let journal: Journal
  /// The pipeline's dotted path from the journal's pipeline, such as `photoList.`.
  let prefix: String
  /// The pipeline it was found in; `nil` for the journal's own pipeline.
  weak let parent: PipelineToken?
  /// The offset of the parent's field that held it; `nil` for an attached child, which stays.
  let offset: Int?
  /// Whether it is the journal's own pipeline.
  let isRoot: Bool
  /// The pipeline's layout, to name the property a write reached.
  let layout: PipelineLayout

  init(
    journal: Journal, prefix: String, parent: PipelineToken?, offset: Int?, isRoot: Bool,
    layout: PipelineLayout
  ) {
    self.journal = journal
    self.prefix = prefix
    self.parent = parent
    self.offset = offset
    self.isRoot = isRoot
    self.layout = layout
  }
}

extension Pipeline {
  /// The link to the journal recording this pipeline's writes, if one does: checked against the
  /// tree as it is now, so that a replaced child's writes are not recorded and its
  /// replacement's are.
  @usableFromInline
  func recordingJournalLink() -> JournalLink? {
    if let journalLink, journalLink.isRoot || isStillFollowed(from: journalLink),
      journalLink.journal.isRecording
    {
      return journalLink
    }
    // The tree changed since the journals followed it, or this pipeline is in none: follow the
    // recorded trees again.
    for journal in runtime.pointee.journalsRecording { journal.refollow() }
    if let journalLink, journalLink.journal.isRecording { return journalLink }
    return nil
  }

  /// Whether the path by which a journal found this pipeline still leads to it.
  private func isStillFollowed(from link: JournalLink) -> Bool {
    var pipeline = self
    var link = link
    while !link.isRoot {
      guard let parent = link.parent?.pipeline, let parentLink = parent.journalLink,
        parentLink.journal === link.journal
      else { return false }
      if let offset = link.offset, !parentLink.layout.holds(pipeline, at: offset, in: parent) {
        return false
      }
      pipeline = parent
      link = parentLink
    }
    return true
  }
}

private struct WeakPipeline {
  weak var token: PipelineToken?
}

extension Journal: @MainActor CustomStringConvertible {
  public var description: String { timeline }
}
