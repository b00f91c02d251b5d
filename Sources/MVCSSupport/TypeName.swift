/// Readable Swift type names for messages, shared by the libraries so that a storage, a pipeline
/// and a scene test name a type alike.
package enum TypeName {
  /// The type's name as code writes it, without the names of well-known modules.
  package static func of(_ type: Any.Type) -> String { readable(String(reflecting: type)) }

  /// `Swift.Optional<Swift.Int>` → `Optional<Int>`: drops the module names of well-known
  /// modules, and the `(unknown context at $…)` of private types, so that messages read like
  /// code. A module name is dropped only where a name starts (`TaylorSwift.Song` stays).
  package static func readable(_ reflectedName: String) -> String {
    let modules = [
      "Swift.", "Foundation.", "FoundationEssentials.", "MVCS.", "MVCSLists.", "MVCSLoading.",
    ]
    let unknownContext = "(unknown context at $"
    var rest = Substring(reflectedName)
    var result = ""
    var isNameStart = true
    while let character = rest.first {
      if isNameStart, let module = modules.first(where: { rest.hasPrefix($0) }) {
        rest = rest.dropFirst(module.count)
      } else if rest.hasPrefix(unknownContext), let end = rest.firstIndex(of: ")") {
        rest = rest[rest.index(after: end)...]
        if rest.first == "." { rest = rest.dropFirst() }
      } else {
        result.append(character)
        rest = rest.dropFirst()
        isNameStart = !(character.isLetter || character.isNumber || character == "_")
      }
    }
    return result
  }

  /// ", for example 3", for the common types; empty otherwise.
  package static func example(for type: String) -> String {
    let optional = type.hasPrefix("Optional<")
    let base = optional ? String(type.dropFirst(9).dropLast()) : type
    let examples = [
      "Int": "3", "Double": "2.5", "Bool": "true", "String": "\"text\"",
      "Float": "2.5",
    ]
    guard let example = examples[base] ?? (base.hasPrefix("Array<") ? "[]" : nil) else { return "" }
    return ", for example \(example)\(optional ? " or null" : "")"
  }
}
