/// A record of every write to a pipeline tree: who changed it, and who cared.
///
/// Start one with ``Pipeline/startJournal()``. Each entry names the property, its kind, the old
/// and new values, and the observers that ran, with the file and line where each was added.
/// Printed, a journal is a timeline; writes made by an observer are indented under the write
/// that ran it.
///
/// ```
/// 1  searchText (input): "" → "cats"
///      ran SearchStore observer at SearchStore.swift:24
/// 2    requestFinished (flag): false → true
///        ran SearchView observer at SearchView.swift:31
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
    /// notifies only on change.
    public let notified: Bool
    /// The observers that ran, in order.
    public internal(set) var observers: [Observer]

    /// The old value as text: JSON when `Encodable`.
    public var oldText: String { ValueText.describe(oldValue) }
    /// The new value as text: JSON when `Encodable`.
    public var newText: String { ValueText.describe(newValue) }

    public var description: String {
      let indent = String(repeating: "  ", count: depth)
      var line = "\(number)  \(indent)\(property) (\(kind)): \(oldText) → \(newText)"
      if !notified { line += "  (unchanged, no observer notified)" }
      for observer in observers { line += "\n     \(indent)ran \(observer)" }
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
  public private(set) var entries: [Entry] = []
  let root: Pipeline
  private var followed: [Pipeline] = []

  init(root: Pipeline) {
    self.root = root
  }

  /// The timeline of recorded writes, one entry a line with its observers under it.
  public var timeline: String {
    entries.isEmpty ? "(no writes)" : entries.map(\.description).joined(separator: "\n")
  }

  /// Forgets the recorded writes; recording goes on.
  public func removeAll() {
    entries.removeAll()
  }

  // MARK: - Recording

  func follow(_ pipeline: Pipeline, prefix: String) {
    pipeline.journal = self
    pipeline.journalPrefix = prefix
    followed.append(pipeline)
    for child in pipeline.children {
      follow(child.pipeline, prefix: prefix + child.name + ".")
    }
  }

  func unfollow(_ pipeline: Pipeline) {
    for pipeline in followed where pipeline.journal === self {
      pipeline.journal = nil
      pipeline.journalPrefix = ""
    }
    followed.removeAll()
  }

  @usableFromInline
  func recordWrite<Value>(
    of property: AnyObject, in owner: Pipeline, change: Change<Value>, isChange: Bool
  ) -> Int {
    entries.append(
      Entry(
        number: entries.count + 1, depth: runtime.pointee.depth,
        property: owner.journalPrefix + owner.name(of: property),
        kind: (property as? any PropertySlot)?.kind ?? .data,
        oldValue: change.oldValue, newValue: change.newValue, notified: isChange, observers: []))
    return entries.count - 1
  }

  @usableFromInline
  func recordObserver(_ observer: AnyObserverEntry, ranFor index: Int) {
    entries[index].observers.append(
      Observer(
        ownerType: String(describing: observer.ownerType), fileID: "\(observer.fileID)",
        line: observer.line))
  }
}

extension Journal: @MainActor CustomStringConvertible {
  public var description: String { timeline }
}
