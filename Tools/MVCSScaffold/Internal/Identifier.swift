import Foundation

/// The rules for the names `mvcs` puts into Swift code: scene, service, storage and module
/// names.
package enum Identifier {
  /// Swift's keywords, which cannot name a type or a module without backticks.
  static let keywords: Set<String> = [
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
  static let swiftTypeNames: Set<String> = [
    "Actor", "AnyObject", "Array", "Bool", "Character", "Clock", "Codable", "Collection",
    "Comparable", "Decodable", "Dictionary", "Double", "Duration", "Encodable", "Equatable",
    "Error", "Float", "Hashable", "Identifiable", "Int", "MainActor", "Never", "Optional", "Range",
    "Result", "Sendable", "Sequence", "Set", "String", "Substring", "Task", "UInt", "Void",
  ]

  /// Foundation's types that an app's code commonly uses, for the same reason.
  static let foundationTypeNames: Set<String> = [
    "Calendar", "Data", "Date", "Decimal", "JSONDecoder", "JSONEncoder", "Locale", "Notification",
    "TimeInterval", "TimeZone", "URL", "URLRequest", "URLSession", "UUID",
  ]

  /// The standard type a type of this name would hide, as "Swift's String" or "Foundation's
  /// URL", or `nil` when it hides none of them.
  static func hiddenStandardType(by name: String) -> String? {
    if swiftTypeNames.contains(name) { return "Swift's \(name)" }
    if foundationTypeNames.contains(name) { return "Foundation's \(name)" }
    return nil
  }

  /// The type of MVCS or MVCSTesting a type of this name would hide, as "MVCS's Status", or
  /// `nil` when it hides none of them. The names come from the libraries' public API lists (see
  /// `Identifier+LibraryNames.swift`).
  static func hiddenLibraryType(by name: String) -> String? {
    if mvcsTypeNames.contains(name) { return "MVCS's \(name)" }
    if mvcsTestingTypeNames.contains(name) { return "MVCSTesting's \(name)" }
    return nil
  }

  /// The modules generated code imports, which an app's module cannot be named like: those the
  /// default templates import, and Swift's and Foundation's, which every module sees.
  static let importedModuleNames: Set<String> = {
    var names: Set<String> = ["Swift", "Foundation"]
    for file in TemplateFile.allCases {
      for line in file.defaultText.split(separator: "\n") {
        let words = line.split(separator: " ")
        guard let index = words.firstIndex(of: "import"), index + 1 == words.count - 1,
          !words[index + 1].contains("{")
        else { continue }
        names.insert(String(words[index + 1]))
      }
    }
    return names
  }()

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

  private static func isIdentifierCharacter(_ character: Character) -> Bool {
    character.isASCII && (character.isLetter || character.isNumber || character == "_")
  }
}
