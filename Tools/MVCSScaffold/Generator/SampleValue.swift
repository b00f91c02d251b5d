import MVCSSupport

/// The values generated tests give a context key or a result: a literal for the standard types
/// (and arrays, dictionaries and optionals of them), and for any other type a call of a sample
/// function that the generated test declares for the user to fill in.
enum SampleValue {
  /// A standard type's sample as Swift, JSON and link text.
  private struct Known {
    let swift: String
    let linkable: Bool
  }

  private static let known: [String: Known] = {
    var known: [String: Known] = [
      "String": Known(swift: "\"text\"", linkable: true),
      "Int": Known(swift: "42", linkable: true),
      "Double": Known(swift: "2.5", linkable: true),
      "Bool": Known(swift: "true", linkable: true),
      "Float": Known(swift: "2.5", linkable: false),
    ]
    for name in ["Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64"] {
      known[name] = Known(swift: "42", linkable: false)
    }
    return known
  }()

  /// The sample as a Swift expression; a type it has no literal for becomes
  /// `try sample<Name>()`, added to `functions` (function name → type).
  static func swift(_ type: SwiftType, functions: inout [String: String]) -> String {
    switch type {
    case .optional(let wrapped):
      return swift(wrapped, functions: &functions)
    case .array(let element):
      return "[\(swift(element, functions: &functions))]"
    case .dictionary(let key, let value):
      return "[\(swift(key, functions: &functions)): \(swift(value, functions: &functions))]"
    case .named:
      if let name = type.plainName, let known = known[name] { return known.swift }
      let function = functionName(for: type)
      functions[function] = type.description
      return "try \(function)()"
    }
  }

  /// The sample as JSON, as a scene test script gives context; `nil` for a type without one.
  static func json(_ type: SwiftType) -> String? {
    switch type {
    case .optional(let wrapped):
      return json(wrapped)
    case .array(let element):
      return json(element).map { "[\($0)]" }
    case .dictionary(let key, let value):
      guard key.plainName == "String", let value = json(value) else { return nil }
      return "{\"text\": \(value)}"
    case .named:
      return type.plainName.flatMap { known[$0]?.swift }
    }
  }

  /// The sample as a link's query texts for its key (one for a scalar, one an element for an
  /// array), or `nil` for a type a link cannot carry: String, Int, Double and Bool, arrays of
  /// them and optionals of those.
  static func linkTexts(_ type: SwiftType) -> [String]? {
    switch type.unwrapped {
    case .array(let element):
      guard case .named = element, let text = linkTexts(element), text.count == 1 else {
        return nil
      }
      return text
    case .named:
      guard let name = type.unwrapped.plainName, let known = known[name], known.linkable else {
        return nil
      }
      return [known.swift.filter { $0 != "\"" }]
    default:
      return nil
    }
  }

  /// `samplePhoto` for `Photo`, `sampleAlbumID` for `Album.ID`, `sampleBoxInt` for `Box<Int>`.
  static func functionName(for type: SwiftType) -> String {
    let letters = type.description.filter { $0.isLetter || $0.isNumber || $0 == "_" }
    return "sample" + letters.prefix(1).uppercased() + letters.dropFirst()
  }
}
