/// A JSON literal in a script: its value, its exact text and where it starts.
///
/// The value serves comparisons; the text serves `JSONDecoder` when the runner sets a typed
/// property, so integers beyond `Double`'s precision and the author's spelling survive.
///
/// ```swift
/// // set photoID = 12345678901234567890
/// literal.text   // "12345678901234567890"
/// literal.value  // .number(1.2345678901234567e+19)
/// ```
package struct JSONLiteral: Sendable, Hashable, CustomStringConvertible {
  /// The parsed value.
  package var value: JSONValue
  /// The literal exactly as written, without surrounding spaces.
  package var text: String
  /// Where the literal starts.
  package var location: ScriptLocation

  /// Creates a literal.
  ///
  /// - Parameters:
  ///   - value: The parsed value.
  ///   - text: The literal exactly as written.
  ///   - location: Where the literal starts.
  package init(value: JSONValue, text: String, location: ScriptLocation) {
    self.value = value
    self.text = text
    self.location = location
  }

  /// The literal's text.
  package var description: String { text }
}
