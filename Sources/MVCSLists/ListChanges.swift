/// Exactly what changed between two versions of a ``ListData``, in the contract of UIKit's
/// `performBatchUpdates`: what a table or collection view needs to animate the change.
///
/// - Deleted rows and sections, updated (reloaded) rows and sections, and the sources of moves
///   are positions *before* the change.
/// - Inserted rows and sections and the destinations of moves are positions *after* it.
/// - Rows inside a deleted, inserted or updated section are not listed: the section covers them.
/// - Each list is sorted and holds no duplicates.
///
/// A change set holds positions only, so it is `Sendable` and `Equatable` whatever the items
/// are, and it prints as one line:
///
/// ```swift
/// let changes = try list.batch { list in
///   try list.insertRow(photo, at: ListIndexPath(section: 0, row: 2))
///   try list.removeSection(at: 1)
/// }
/// print(changes)  // insert rows [0-2], delete sections [1]
/// ```
///
/// ``validate(from:to:)`` checks a change set against the lists before and after it, the way
/// UIKit does.
public struct ListChanges: Hashable, Sendable, CustomStringConvertible {
  /// Rows inserted, at their positions after the change.
  public var insertedRows: [ListIndexPath]
  /// Rows deleted, at their positions before the change.
  public var deletedRows: [ListIndexPath]
  /// Rows that stayed in the list but moved, from before to after.
  public var movedRows: [ListMove<ListIndexPath>]
  /// Rows whose item was replaced by one with the same identity, at their positions before the
  /// change.
  public var updatedRows: [ListIndexPath]
  /// Sections inserted, at their indexes after the change.
  public var insertedSections: [Int]
  /// Sections deleted, at their indexes before the change.
  public var deletedSections: [Int]
  /// Sections that stayed in the list but moved, from before to after.
  public var movedSections: [ListMove<Int>]
  /// Sections whose value was replaced, at their indexes before the change.
  public var updatedSections: [Int]

  /// Creates a change set; each list is sorted and its duplicates removed.
  public init(
    insertedRows: [ListIndexPath] = [], deletedRows: [ListIndexPath] = [],
    movedRows: [ListMove<ListIndexPath>] = [], updatedRows: [ListIndexPath] = [],
    insertedSections: [Int] = [], deletedSections: [Int] = [],
    movedSections: [ListMove<Int>] = [], updatedSections: [Int] = []
  ) {
    self.insertedRows = Self.normalized(insertedRows)
    self.deletedRows = Self.normalized(deletedRows)
    self.movedRows = Self.normalized(movedRows)
    self.updatedRows = Self.normalized(updatedRows)
    self.insertedSections = Self.normalized(insertedSections)
    self.deletedSections = Self.normalized(deletedSections)
    self.movedSections = Self.normalized(movedSections)
    self.updatedSections = Self.normalized(updatedSections)
  }

  /// A change set that changes nothing.
  public static var none: ListChanges { ListChanges() }

  /// Whether the change set changes nothing.
  public var isEmpty: Bool {
    insertedRows.isEmpty && deletedRows.isEmpty && movedRows.isEmpty && updatedRows.isEmpty
      && insertedSections.isEmpty && deletedSections.isEmpty && movedSections.isEmpty
      && updatedSections.isEmpty
  }

  /// One line naming each kind of change and its positions, such as
  /// `insert rows [0-2, 0-3], delete sections [1]`; `no changes` when empty.
  public var description: String {
    var parts: [String] = []
    func add<T>(_ verb: String, _ values: [T]) {
      guard !values.isEmpty else { return }
      parts.append("\(verb) [\(values.map { "\($0)" }.joined(separator: ", "))]")
    }
    add("insert rows", insertedRows)
    add("delete rows", deletedRows)
    add("move rows", movedRows)
    add("update rows", updatedRows)
    add("insert sections", insertedSections)
    add("delete sections", deletedSections)
    add("move sections", movedSections)
    add("update sections", updatedSections)
    return parts.isEmpty ? "no changes" : parts.joined(separator: ", ")
  }

  private static func normalized<T: Comparable>(_ values: [T]) -> [T] {
    // A batch's change set comes mostly sorted already: then there is nothing to do.
    if zip(values, values.dropFirst()).allSatisfy({ $0 < $1 }) { return values }
    var sorted = values.sorted()
    var kept = 0
    for value in sorted where kept == 0 || sorted[kept - 1] != value {
      sorted[kept] = value
      kept += 1
    }
    sorted.removeSubrange(kept...)
    return sorted
  }
}
