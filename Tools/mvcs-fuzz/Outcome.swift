/// What a parser did with an input that kept the properties.
enum Outcome: Sendable {
  /// The parser accepted it: a script parsed, a link opened, a write read back.
  case accepted
  /// The parser rejected it with an error, as it should reject malformed input.
  case rejected
}
