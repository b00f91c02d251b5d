import MVCS

extension Diagnostic {
  /// A row whose type has no registration in a ``CellRegistry``.
  static func noCellRegistered(rowType: String, indexPath: ListIndexPath, registered: [String])
    -> Diagnostic
  {
    let list = registered.isEmpty ? "none" : registered.joined(separator: ", ")
    return Diagnostic(
      message: """
        No cell is registered for rows of type \(rowType), so the fallback made the cell of row \
        \(indexPath). Registered row types: \(list). \
        To fix, register one: cells.register(\(rowType).self) { context, row, indexPath in … }.
        """)
  }
}
