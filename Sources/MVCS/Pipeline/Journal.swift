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
    if let cachedEntries, cachedEntries.count == records.writes.count,
      cachedObserverCount == records.observers.count
    {
      return cachedEntries.entries
    }
    var entries = records.writes.enumerated().map { position, record in
      Entry(
        number: position + 1, depth: Int(record.depth), property: record.propertyName,
        kind: record.kind, oldValue: record.oldValue,
        newValue: record.newValue, notified: record.notified, isStopped: record.isStopped,
        observers: [])
    }
    for observer in records.observers {
      entries[Int(observer.write)].observers.append(
        Observer(
          ownerType: String(describing: observer.ownerType), fileID: observer.fileID,
          line: UInt(observer.line)))
    }
    cachedEntries = CachedEntries(entries: entries)
    cachedObserverCount = records.observers.count
    return entries
  }
  // Weak, like `followed`: the pipelines hold their journal, and a journal left running must not
  // keep its tree alive. Through a token, so that the pipeline itself has no weak reference.
  private(set) weak var rootToken: PipelineToken?
  var root: Pipeline? { rootToken?.pipeline }
  private var followed: [WeakPipeline] = []
  // Whether this journal counts among the runtime's recording journals.
  private(set) var isRecording = false
  // Whether its records are kept for a reader, rather than only for a change log.
  var isKeptForReading: Bool {
    get { records.isKeptForReading }
    set { records.isKeptForReading = newValue }
  }
  // The writes and the observers that ran for them, as the engine recorded them: formatting
  // waits for a reader.
  @usableFromInline let records = JournalRecords()
  // The entries last read, valid while no write or observer was recorded since: checked by
  // count, so that recording does not touch it.
  private var cachedEntries: CachedEntries?
  private var cachedObserverCount = 0

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
    records.removeAll()
    cachedEntries = nil
  }

  // MARK: - Following the tree

  func startRecording() {
    isRecording = true
    PipelineRuntime.startRecording(self)
  }

  func stopRecording() {
    isRecording = false
    PipelineRuntime.stopRecording(self)
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

  /// The entries a journal formatted, with how many writes they cover.
  private struct CachedEntries {
    let entries: [Entry]
    var count: Int { entries.count }
  }

  private struct WeakPipeline {
    weak var token: PipelineToken?
  }
}

extension Journal: @MainActor CustomStringConvertible {
  public var description: String { timeline }
}
