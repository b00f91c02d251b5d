import MVCSSupport

/// The names generated code must not take: the libraries' types it would hide, and the modules its
/// templates import. Tool-specific, so they stay next to the templates and the API lists.
extension Identifier {
  /// The type of MVCS or MVCSTesting a type of this name would hide, as "MVCS's Status", or
  /// `nil` when it hides none of them. The names come from the libraries' public API lists (see
  /// `Identifier+LibraryNames.swift`).
  static func hiddenLibraryType(by name: String) -> String? {
    if mvcsTypeNames.contains(name) { return "MVCS's \(name)" }
    if mvcsTestingTypeNames.contains(name) { return "MVCSTesting's \(name)" }
    if mvcsHTTPTypeNames.contains(name) { return "MVCSHTTP's \(name)" }
    return nil
  }

  /// The types of MVCSHTTP that a scene's message (`--message`) uses, which a type of the app
  /// would hide in the files that import MVCSHTTP.
  static let mvcsHTTPTypeNames: Set<String> = [
    "DemoResponse", "HTTPService", "Message", "MessagePath",
  ]

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
}
