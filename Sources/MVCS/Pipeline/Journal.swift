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
  public private(set) var entries: [Entry] = []
  // Weak, like `followed`: the pipelines hold their journal, and a journal left running must not
  // keep its tree alive.
  weak var root: Pipeline?
  private var followed: [WeakPipeline] = []
  // Whether this journal counts in `runtime.pointee.journalCount`.
  var isRecording = false
  // How many entries `removeAll()` forgot, so that a write whose observers are still running
  // when its entry is forgotten finds no entry rather than another write's.
  private var removedCount = 0

  init(root: Pipeline) {
    self.root = root
  }

  // Isolated, to take a journal whose pipeline went away while it was recording out of the
  // runtime's count; it runs right away when the last release is on the main actor.
  isolated deinit {
    if isRecording { runtime.pointee.journalCount -= 1 }
  }

  /// The timeline of recorded writes, one entry a line with its observers under it, numbers
  /// aligned.
  public var timeline: String {
    guard let last = entries.last else { return "(no writes)" }
    let width = String(last.number).count
    return entries.map { $0.description(numberWidth: width) }.joined(separator: "\n")
  }

  /// Forgets the recorded writes; recording goes on, numbered from 1 again.
  public func removeAll() {
    removedCount += entries.count
    entries.removeAll()
  }

  // MARK: - Recording

  func follow(_ pipeline: Pipeline, prefix: String) {
    pipeline.forEachPipeline { descendant, childPrefix in
      descendant.journal = self
      descendant.journalPrefix = prefix + childPrefix
      followed.append(WeakPipeline(pipeline: descendant))
    }
  }

  func unfollow() {
    for reference in followed {
      guard let pipeline = reference.pipeline, pipeline.journal === self else { continue }
      pipeline.journal = nil
      pipeline.journalPrefix = ""
    }
    followed.removeAll()
  }

  @usableFromInline
  func recordWrite<Value>(
    of property: AnyObject, in owner: Pipeline, change: Change<Value>, notified: Bool,
    isStopped: Bool
  ) -> Int {
    entries.append(
      Entry(
        number: entries.count + 1, depth: runtime.pointee.depth,
        property: owner.journalPrefix + owner.name(of: property),
        kind: (property as? any PropertySlot)?.kind ?? .piped,
        oldValue: change.oldValue, newValue: change.newValue, notified: notified,
        isStopped: isStopped, observers: []))
    return removedCount + entries.count - 1
  }

  @usableFromInline
  func recordObserver(_ observer: AnyObserverEntry, ranFor position: Int) {
    // `removeAll()` may have been called by an observer of this very write.
    let index = position - removedCount
    guard entries.indices.contains(index) else { return }
    entries[index].observers.append(
      Observer(
        ownerType: String(describing: observer.ownerType), fileID: "\(observer.fileID)",
        line: observer.line))
  }
}

private struct WeakPipeline {
  weak var pipeline: Pipeline?
}

extension Journal: @MainActor CustomStringConvertible {
  public var description: String { timeline }
}
