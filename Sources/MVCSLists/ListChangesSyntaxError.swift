/// Why a line is not a change set: what was expected, and where.
package struct ListChangesSyntaxError: Error, Equatable, CustomStringConvertible {
  /// The line.
  package let text: String
  /// The character offset where reading stopped.
  package let offset: Int
  /// What was expected there.
  package let expected: String

  package var description: String {
    let rest = String(text.dropFirst(offset))
    let found = rest.isEmpty ? "the end" : "\"\(rest.prefix(20))\""
    return """
      "\(text)" is not a list change set: \(expected), found \(found) at character \
      \(offset + 1). To fix, write it as a change set prints, such as \
      "insert rows [0-2, 0-3], delete sections [1]", "move rows [0-1 → 2-0]" or "no changes".
      """
  }
}
