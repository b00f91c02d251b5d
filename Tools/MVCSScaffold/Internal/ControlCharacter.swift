import MVCSSupport

/// How the scaffolder names a refused character, and why generated code must not hold one.
///
/// Author and organization names go into `//` comments: a carriage return or a line feed ends
/// the comment and the rest of the value is compiled as Swift. The shared ``ControlCharacter``
/// in MVCSSupport decides which characters are refused and escapes them in messages.
extension ControlCharacter {
  /// A character as a message names it: "U+000D (carriage return)".
  static func name(_ scalar: Unicode.Scalar) -> String {
    let code = String(scalar.value, radix: 16, uppercase: true)
    let number = "U+" + String(repeating: "0", count: max(0, 4 - code.count)) + code
    let names: [UInt32: String] = [
      0x00: "null", 0x09: "tab", 0x0A: "line feed", 0x0D: "carriage return", 0x1B: "escape",
      0x7F: "delete", 0x2028: "line separator", 0x2029: "paragraph separator",
    ]
    let kind =
      names[scalar.value]
      ?? (scalar.value >= 0x202A ? "a bidirectional text control" : "a control character")
    return "\(number) (\(kind))"
  }

  /// Why a value with a refused character cannot be used, and how to fix it; the caller names
  /// the value first.
  static func problem(_ scalar: Unicode.Scalar) -> String {
    "contains \(name(scalar)). Generated code holds values in comments and strings, where "
      + "such a character could end the comment and turn the rest into code, or change how the "
      + "code reads. To fix, give the value on one line without control characters."
  }
}
