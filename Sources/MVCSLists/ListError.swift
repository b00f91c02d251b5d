/// An edit or lookup that ``ListData`` refused. The list is unchanged.
///
/// ```swift
/// do {
///   try list.removeRow(at: ListIndexPath(section: 0, row: 9))
/// } catch {
///   print(error)
///   // Cannot remove row 0-9: valid rows in section 0 are 0...2. To fix, pass a row in that
///   // range; rowCount(inSection:) tells how many rows a section has.
/// }
/// ```
public enum ListError: Error, Equatable, CustomStringConvertible {
  /// The section index is outside the valid range, `nil` when there is none.
  case sectionOutOfRange(Int, operation: String, valid: ClosedRange<Int>?)
  /// The row index is outside the valid range of its section, `nil` when there is none.
  case rowOutOfRange(ListIndexPath, operation: String, valid: ClosedRange<Int>?)
  /// The operation adds, removes or moves sections, and the list has none of its own.
  case sectionless(operation: String, list: String)
  /// The operation needs a section and the list has none yet.
  case noSections(operation: String)
  /// Two rows of one list share an identity, so a change by identity is ambiguous.
  case duplicateID(String, indexPaths: [ListIndexPath], list: String)
  /// Two sections of one list carry equal values, so a change by identity is ambiguous.
  case duplicateSection(String, indexes: [Int], list: String)

  public var description: String {
    switch self {
    case .sectionOutOfRange(let index, let operation, let valid):
      guard let valid else {
        return """
          Cannot \(operation) section \(index): the list has no sections. \
          To fix, append a section first with appendSection(_:rows:).
          """
      }
      return """
        Cannot \(operation) section \(index): valid sections are \(valid.lowerBound)...\
        \(valid.upperBound). To fix, pass a section in that range; sectionCount tells how many \
        sections the list has.
        """
    case .rowOutOfRange(let indexPath, let operation, let valid):
      guard let valid else {
        return """
          Cannot \(operation) row \(indexPath): section \(indexPath.section) has no rows. \
          To fix, insert at row 0 or append a row first.
          """
      }
      return """
        Cannot \(operation) row \(indexPath): valid rows in section \(indexPath.section) are \
        \(valid.lowerBound)...\(valid.upperBound). To fix, pass a row in that range; \
        rowCount(inSection:) tells how many rows a section has.
        """
    case .sectionless(let operation, let list):
      return """
        Cannot \(operation): \(list) has no sections of its own, only its rows. \
        To fix, give the list a section type, such as ListData<String, Row>(sections: …), \
        or edit its rows.
        """
    case .noSections(let operation):
      return """
        Cannot \(operation): the list has no sections yet. \
        To fix, append a section first with appendSection(_:rows:).
        """
    case .duplicateID(let id, let indexPaths, let list):
      let places = indexPaths.map(\.description).joined(separator: ", ")
      return """
        The \(list) list has several rows with the identity \(id), at \(places), so rows cannot \
        be matched by identity. To fix, give every row a unique id.
        """
    case .duplicateSection(let value, let indexes, let list):
      let places = indexes.map(String.init).joined(separator: " and ")
      return """
        The \(list) list has several sections carrying \(value), at \(places), so sections \
        cannot be matched by identity. To fix, give every section a distinct value, such as a \
        title with an id.
        """
    }
  }
}
