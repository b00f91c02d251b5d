extension ListChanges: LosslessStringConvertible {
  /// Reads a change set from the line its `description` prints, such as
  /// `insert rows [0-2, 0-3], delete sections [1]` or `no changes`.
  ///
  /// Moves may be written `0-1 → 2-0` or `0-1 -> 2-0`; the kinds may come in any order and
  /// spaces are free. Scene scripts write expected list changes this way.
  ///
  /// - Parameter description: The change set's line.
  public init?(_ description: String) {
    guard let changes = try? Self.parse(description) else { return nil }
    self = changes
  }

  /// Reads a change set from its line, or says what is wrong with it.
  package static func parse(_ text: String) throws(ListChangesSyntaxError) -> ListChanges {
    var scanner = ChangesScanner(text)
    scanner.skipSpaces()
    if scanner.take("no changes") {
      scanner.skipSpaces()
      guard scanner.isAtEnd else { throw scanner.error("nothing after \"no changes\"") }
      return .none
    }
    var changes = ListChanges()
    repeat {
      scanner.skipSpaces()
      let verb = try scanner.word(["insert", "delete", "move", "update"])
      scanner.skipSpaces()
      let noun = try scanner.word(["rows", "sections"])
      scanner.skipSpaces()
      try scanner.expect("[")
      var first = true
      while true {
        scanner.skipSpaces()
        if scanner.take("]") { break }
        if !first { try scanner.expect(",") }
        first = false
        scanner.skipSpaces()
        switch (verb, noun) {
        case ("move", "rows"):
          let from = try scanner.indexPath()
          try scanner.arrow()
          changes.movedRows.append(ListMove(from: from, to: try scanner.indexPath()))
        case ("move", _):
          let from = try scanner.number()
          try scanner.arrow()
          changes.movedSections.append(ListMove(from: from, to: try scanner.number()))
        case ("insert", "rows"): changes.insertedRows.append(try scanner.indexPath())
        case ("delete", "rows"): changes.deletedRows.append(try scanner.indexPath())
        case ("update", "rows"): changes.updatedRows.append(try scanner.indexPath())
        case ("insert", _): changes.insertedSections.append(try scanner.number())
        case ("delete", _): changes.deletedSections.append(try scanner.number())
        default: changes.updatedSections.append(try scanner.number())
        }
      }
      scanner.skipSpaces()
    } while scanner.take(",")
    guard scanner.isAtEnd else {
      throw scanner.error("expected \",\" and the next kind of change, or the end")
    }
    // Through the initialiser, which sorts each list and drops duplicates.
    return ListChanges(
      insertedRows: changes.insertedRows, deletedRows: changes.deletedRows,
      movedRows: changes.movedRows, updatedRows: changes.updatedRows,
      insertedSections: changes.insertedSections, deletedSections: changes.deletedSections,
      movedSections: changes.movedSections, updatedSections: changes.updatedSections)
  }
}

/// Reads a change set's line from left to right.
private struct ChangesScanner {
  let text: String
  let characters: [Character]
  var position = 0

  init(_ text: String) {
    self.text = text
    characters = Array(text)
  }

  var isAtEnd: Bool { position == characters.count }

  mutating func skipSpaces() {
    while position < characters.count, characters[position].isWhitespace { position += 1 }
  }

  mutating func take(_ literal: String) -> Bool {
    let literal = Array(literal)
    guard characters[position...].starts(with: literal) else { return false }
    position += literal.count
    return true
  }

  mutating func expect(_ literal: String) throws(ListChangesSyntaxError) {
    guard take(literal) else { throw error("expected \"\(literal)\"") }
  }

  mutating func word(_ choices: [String]) throws(ListChangesSyntaxError) -> String {
    for choice in choices where take(choice) { return choice }
    throw error("expected \(choices.map { "\"\($0)\"" }.joined(separator: " or "))")
  }

  mutating func arrow() throws(ListChangesSyntaxError) {
    skipSpaces()
    guard take("→") || take("->") else { throw error("expected \"→\" or \"->\"") }
    skipSpaces()
  }

  mutating func number() throws(ListChangesSyntaxError) -> Int {
    let start = position
    while position < characters.count, characters[position].isASCII,
      characters[position].isNumber
    {
      position += 1
    }
    guard position > start, let value = Int(String(characters[start..<position])) else {
      position = start
      throw error("expected a number")
    }
    return value
  }

  mutating func indexPath() throws(ListChangesSyntaxError) -> ListIndexPath {
    let section = try number()
    guard take("-") else { throw error("expected \"-\" between a section and a row") }
    return ListIndexPath(section: section, row: try number())
  }

  func error(_ expected: String) -> ListChangesSyntaxError {
    ListChangesSyntaxError(text: text, offset: position, expected: expected)
  }
}
