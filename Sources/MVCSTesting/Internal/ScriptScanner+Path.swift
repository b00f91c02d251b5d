import MVCS

extension ScriptScanner {
  /// Reads a property path, `ident(.ident | [int])*`, after spaces.
  mutating func path(_ expected: String) throws(ScriptFailure) -> PropertyPath {
    skipSpaces()
    guard let head = identifier() else { throw failure("expected \(expected), found \(found)") }
    var components = [PathComponent.name(head.text)]
    while let char = current, char == "." || char == "[" {
      index += 1
      if char == "." {
        guard let name = identifier() else {
          throw failure("expected a name after \".\" in the path, found \(found)")
        }
        components.append(.name(name.text))
        continue
      }
      let digits = chars[index...].prefix { $0.isDigit }
      guard !digits.isEmpty, digits.count <= 9, let number = Int(String(digits)) else {
        throw failure("expected an index after \"[\" in the path, found \(found)")
      }
      index += digits.count
      guard current == "]" else {
        throw failure("expected \"]\" after the index \(number), found \(found)")
      }
      index += 1
      components.append(.index(number))
    }
    return PropertyPath(components, at: head.location)
  }
}
