/// The position of a row in ``ListData``: its section, then its row in that section.
///
/// Index paths sort by section, then row, the order in which a table shows them. They print as
/// `section-row`, so `ListIndexPath(section: 0, row: 2)` reads `0-2` in messages and change sets.
///
/// ```swift
/// let path = ListIndexPath(section: 1, row: 0)
/// let photo = try list.row(at: path)
/// ```
///
/// With UIKit, convert with `IndexPath(row: path.row, section: path.section)`.
public struct ListIndexPath: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The section's index.
  public var section: Int
  /// The row's index in its section.
  public var row: Int

  /// Creates an index path.
  public init(section: Int, row: Int) {
    self.section = section
    self.row = row
  }

  public static func < (lhs: ListIndexPath, rhs: ListIndexPath) -> Bool {
    (lhs.section, lhs.row) < (rhs.section, rhs.row)
  }

  public var description: String { "\(section)-\(row)" }
}
