/// Why a ``ListChanges`` does not take a list from its value before to its value after, found by
/// ``ListChanges/validate(from:to:)`` with the checks UIKit makes in `performBatchUpdates`.
public enum ListChangesError: Error, Equatable, CustomStringConvertible {
  /// A list of positions is not sorted or repeats one; `kind` names it, such as "deleted rows".
  case unsorted(kind: String)
  /// A section index is out of range in the list it refers to (before or after).
  case sectionOutOfRange(Int, kind: String, list: String, valid: ClosedRange<Int>?)
  /// A row index is out of range in the list it refers to (before or after).
  case rowOutOfRange(ListIndexPath, kind: String, list: String, valid: ClosedRange<Int>?)
  /// One position has two changes that exclude each other, such as deleted and moved.
  case changedTwice(position: String, kinds: [String])
  /// A row change lies in a section that is itself inserted, deleted or updated.
  case rowInChangedSection(ListIndexPath, kind: String, section: String)
  /// The section counts do not add up.
  case sectionCount(before: Int, deleted: Int, inserted: Int, after: Int)
  /// The row counts of a section do not add up.
  case rowCount(
    section: Int, beforeSection: Int, before: Int, deleted: Int, movedOut: Int, inserted: Int,
    movedIn: Int, after: Int)
  /// Applying the change set puts another row at this position than the list after has.
  case rowMismatch(ListIndexPath, expected: String, origin: ListIndexPath, found: String)

  private static let fix =
    "To fix, compute the change set with ListData.batch(_:) or ListData.changes(from:)."

  public var description: String {
    switch self {
    case .unsorted(let kind):
      return "The \(kind) are not sorted or repeat a position. \(Self.fix)"
    case .sectionOutOfRange(let index, let kind, let list, let valid):
      let range = valid.map { "has sections \($0.lowerBound)...\($0.upperBound)" } ?? "has none"
      return "The change set lists section \(index) in \(kind), but the list \(list) \(range). "
        + Self.fix
    case .rowOutOfRange(let path, let kind, let list, let valid):
      let range =
        valid.map { "has rows \($0.lowerBound)...\($0.upperBound)" } ?? "has no rows"
      return """
        The change set lists row \(path) in \(kind), but section \(path.section) of the list \
        \(list) \(range). \(Self.fix)
        """
    case .changedTwice(let position, let kinds):
      return """
        The change set lists \(position) in \(kinds.joined(separator: " and ")); a position can \
        have one change only. \(Self.fix)
        """
    case .rowInChangedSection(let path, let kind, let section):
      return """
        The change set lists row \(path) in \(kind), but its section is \(section) as a whole, \
        which covers its rows. \(Self.fix)
        """
    case .sectionCount(let before, let deleted, let inserted, let after):
      return """
        The list had \(before) sections; \(deleted) deleted and \(inserted) inserted leave \
        \(before - deleted + inserted), but the list after has \(after). \(Self.fix)
        """
    case .rowCount(
      let section, let beforeSection, let before, let deleted, let movedOut, let inserted,
      let movedIn, let after):
      let expected = before - deleted - movedOut + inserted + movedIn
      return """
        Section \(section) after the change (section \(beforeSection) before) should have \
        \(before) - \(deleted) deleted - \(movedOut) moved out + \(inserted) inserted + \
        \(movedIn) moved in = \(expected) rows, but it has \(after). \(Self.fix)
        """
    case .rowMismatch(let path, let expected, let origin, let found):
      return """
        Applying the change set puts row \(origin) (id \(expected)) at \(path), but the list \
        after has id \(found) there. \(Self.fix)
        """
    }
  }
}
