import Foundation

/// The rules for names that end up in Swift code or name a part of it: the names `mvcs` puts
/// into generated code (scene, service, storage and module names), and the names a pipeline's
/// children are given.
///
/// There are two rules. ``isValid(_:)`` is the scaffolder's: ASCII letters, digits and
/// underscores and no keyword, since scene test scripts name scenes, services and storages in
/// ASCII. ``isUnicodeIdentifier(_:)`` is Swift's own for the letters it takes: a pipeline's child
/// may be named `café`. Every name the first accepts, the second accepts too.
package enum Identifier {
  /// Swift's keywords, which cannot name a type or a module without backticks.
  package static let keywords: Set<String> = [
    "Any", "Protocol", "Self", "Type", "_", "as", "associatedtype", "async", "await", "break",
    "case", "catch", "class", "continue", "default", "defer", "deinit", "do", "else", "enum",
    "extension", "fallthrough", "false", "fileprivate", "for", "func", "guard", "if", "import",
    "in", "init", "inout", "internal", "is", "let", "nil", "open", "operator", "precedencegroup",
    "private", "protocol", "public", "repeat", "rethrows", "return", "self", "some", "static",
    "struct", "subscript", "super", "switch", "throw", "throws", "true", "try", "typealias",
    "var", "where", "while",
  ]

  /// Types of the Swift standard library, its concurrency types among them, that an app's code
  /// uses: a service named like one of them would hide it in the whole module, as
  /// `struct String: Service` hides `Swift.String`.
  package static let swiftTypeNames: Set<String> = [
    "Actor", "AnyObject", "Array", "Bool", "Character", "Clock", "Codable", "Collection",
    "Comparable", "Decodable", "Dictionary", "Double", "Duration", "Encodable", "Equatable",
    "Error", "Float", "Hashable", "Identifiable", "Int", "MainActor", "Never", "Optional", "Range",
    "Result", "Sendable", "Sequence", "Set", "String", "Substring", "Task", "UInt", "Void",
  ]

  /// Foundation's types that an app's code commonly uses, for the same reason.
  package static let foundationTypeNames: Set<String> = [
    "Calendar", "Data", "Date", "Decimal", "JSONDecoder", "JSONEncoder", "Locale", "Notification",
    "TimeInterval", "TimeZone", "URL", "URLQueryItem", "URLRequest", "URLSession", "UUID",
  ]

  /// The standard type a type of this name would hide, as "Swift's String" or "Foundation's
  /// URL", or `nil` when it hides none of them.
  package static func hiddenStandardType(by name: String) -> String? {
    if swiftTypeNames.contains(name) { return "Swift's \(name)" }
    if foundationTypeNames.contains(name) { return "Foundation's \(name)" }
    return nil
  }

  /// Why a name is not a plain Swift identifier, or `nil` when it is one: ASCII letters, digits
  /// and underscores, not starting with a digit.
  package static func problem(with name: String) -> String? {
    guard let first = name.first else { return "it is empty" }
    if let bad = name.first(where: { !isIdentifierCharacter($0) }) {
      return bad == " " ? "it contains a space" : "it contains \"\(bad)\""
    }
    if first.isNumber { return "it starts with a digit" }
    return nil
  }

  /// The first letter or digit outside ASCII, such as the `é` of `Café`: Swift takes it, but the
  /// scene test scripts of MVCSTesting, which name scenes, services and storages, do not.
  package static func nonASCIICharacter(in name: String) -> Character? {
    name.first { !$0.isASCII && ($0.isLetter || $0.isNumber) }
  }

  /// Whether a name is a Swift identifier that needs no backticks.
  package static func isValid(_ name: String) -> Bool {
    problem(with: name) == nil && !keywords.contains(name)
  }

  /// A valid identifier close to an invalid name, keeping its casing: `photo-list` and
  /// `photo list` become `PhotoList`, `class` becomes `Class`, `2Photos` becomes `Photos2`,
  /// `Café` becomes `Cafe`. There is none for a letter that has no ASCII form, such as `ß`,
  /// rather than a name with letters left out.
  package static func suggestion(for name: String) -> String? {
    let folded = name.folding(options: .diacriticInsensitive, locale: nil)
    guard nonASCIICharacter(in: folded) == nil else { return nil }
    let words = folded.split { !isIdentifierCharacter($0) }
    var candidate = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    let leadingDigits = candidate.prefix { $0.isNumber }
    candidate = String(candidate.dropFirst(leadingDigits.count) + leadingDigits)
    guard candidate != name, isValid(candidate) else { return nil }
    return candidate
  }

  /// The name with its leading capitals lowered, for a variable or function: `PhotoList`
  /// becomes `photoList`, `URLList` becomes `urlList`, `App` becomes `app`.
  package static func lowerCamelCase(_ name: String) -> String {
    let capitals = name.prefix { $0.isUppercase }
    guard !capitals.isEmpty else { return name }
    // Keep the last capital of a run when a lowercase word follows it: `URLList` → `urlList`.
    let rest = name.dropFirst(capitals.count)
    if capitals.count > 1, let next = rest.first, next.isLowercase {
      return capitals.dropLast().lowercased() + String(capitals.last!) + rest
    }
    return capitals.lowercased() + rest
  }

  /// Whether a name is a Swift identifier by Unicode's rules: a letter of any script or an
  /// underscore, then letters, digits and joining marks (XID_Start, XID_Continue). Keywords pass:
  /// this rule is for names looked up as text, such as a pipeline child's, never written as code.
  package static func isUnicodeIdentifier(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first else { return false }
    let isHead = { (s: Unicode.Scalar) in s == "_" || s.properties.isXIDStart }
    return isHead(first)
      && name.unicodeScalars.dropFirst().allSatisfy { $0.properties.isXIDContinue }
  }

  private static func isIdentifierCharacter(_ character: Character) -> Bool {
    character.isASCII && (character.isLetter || character.isNumber || character == "_")
  }
}
