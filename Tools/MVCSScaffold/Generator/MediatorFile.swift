import Foundation

/// The app's mediator file: where `mvcs new` adds each scene's registrations.
///
/// The registrations go between two marker lines, usually inside a function that registers
/// every scene into a `Mediator` (see `Mediator+Scenes.swift.template`):
///
/// ```swift
/// func registerMyAppScenes() {
///   // mvcs:begin registrations
///   register(view: "PhotoListView") { PhotoListView(pipeline: $0) }
///   …
///   // mvcs:end registrations
/// }
/// ```
///
/// New registrations are added just above the end marker, indented like it. A registration that
/// is in the file already, such as a service that two scenes share, is not added again: a
/// `register(<kind>: "<name>")` call is there when one registers the same kind and name,
/// however the rest of the call reads (so a scene given `contextKeys` by hand is not registered
/// twice). Other
/// statements compare by their code, ignoring whitespace and comment lines. A comment goes with
/// the statement below it.
enum MediatorFile {
  /// The line above the registrations.
  static let beginMarker = "// mvcs:begin registrations"
  /// The line below the registrations.
  static let endMarker = "// mvcs:end registrations"

  /// The name `mvcs` gives the file, in `Sources/<module>/`.
  static let fileName = "Mediator+Scenes.swift"
  /// The name earlier versions of `mvcs` gave the file; a project made by them keeps it.
  static let formerFileName = "SceneRegistry.swift"

  /// Where `mvcs` makes a module's mediator file, relative to the package folder.
  static func path(module: String) -> String { "Sources/\(module)/\(fileName)" }

  /// A module's mediator file that exists: its path relative to the package folder, and whether
  /// it has the name earlier versions of `mvcs` gave it.
  struct Found: Equatable, Sendable {
    let path: String
    let hasFormerName: Bool
  }

  /// The module's mediator file, or `nil` when it has none yet.
  ///
  /// It is `Mediator+Scenes.swift`; or else `SceneRegistry.swift`, the name earlier versions of
  /// `mvcs` gave it; or else the one Swift file in the module's folder that holds the begin
  /// marker, as in a project that renamed the file. So a second file is never made beside it.
  ///
  /// - Throws: ``ScaffoldError/manyMediatorFiles(_:)`` when several files hold the marker.
  static func find(module: String, in packageFolder: URL) throws(ScaffoldError) -> Found? {
    let folder = "Sources/\(module)"
    for (name, isFormer) in [(fileName, false), (formerFileName, true)] {
      let path = "\(folder)/\(name)"
      if FileManager.default.fileExists(atPath: packageFolder.appending(path: path).path) {
        return Found(path: path, hasFormerName: isFormer)
      }
    }
    let marked = swiftFiles(in: packageFolder.appending(path: folder)).filter { relative in
      let url = packageFolder.appending(path: "\(folder)/\(relative)")
      // Only a hint: the file found is read again, with its errors reported.
      guard let data = FileManager.default.contents(atPath: url.path) else { return false }
      return lines(of: String(decoding: data, as: UTF8.self)).contains {
        $0.trimmingWhitespace() == beginMarker
      }
    }
    switch marked.count {
    case 0: return nil
    case 1: return Found(path: "\(folder)/\(marked[0])", hasFormerName: false)
    default: throw .manyMediatorFiles(marked.map { "\(folder)/\($0)" })
    }
  }

  /// The Swift files under a folder, relative to it and sorted; none when it does not exist.
  private static func swiftFiles(in folder: URL) -> [String] {
    guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return [] }
    var files: [String] = []
    while let path = enumerator.nextObject() as? String {
      if path.hasSuffix(".swift") { files.append(path) }
    }
    return files.sorted()
  }

  /// What is wrong with a mediator file's marker lines, or `nil` if there is exactly one of each,
  /// in order.
  static func markerProblem(in text: String) -> String? {
    markers(in: lines(of: text)).problem
  }

  /// The mediator file's text with the registrations added, or `nil` when every one of them is
  /// there already.
  ///
  /// - Parameters:
  ///   - registrations: The statements to add, unindented, as the registration template renders
  ///     them.
  ///   - text: The mediator file's text.
  ///   - path: The mediator file's path, for messages.
  /// - Throws: ``ScaffoldError/mediatorFileWithoutMarkers(_:problem:)``.
  static func adding(_ registrations: String, to text: String, path: String)
    throws(ScaffoldError) -> String?
  {
    var lines = lines(of: text)
    let (range, problem) = markers(in: lines)
    guard let range else { throw .mediatorFileWithoutMarkers(path, problem: problem!) }
    let existing = lines[(range.lowerBound + 1)..<range.upperBound]
    // Code anywhere in the file counts, comments do not.
    let code = normalized(lines)
    let registered = Self.registrations(in: code)
    let new = statements(in: Self.lines(of: registrations)[...]).filter { statement in
      let keys = Self.registrations(in: normalized(statement))
      return keys.isEmpty ? !code.contains(normalized(statement)) : !keys.isSubset(of: registered)
    }
    guard !new.isEmpty else { return nil }
    let indent = String(lines[range.upperBound].prefix { $0 == " " || $0 == "\t" })
    var inserted: [String] = []
    if existing.contains(where: { !$0.trimmingWhitespace().isEmpty }) { inserted.append("") }
    for statement in new {
      inserted += statement.map { $0.trimmingWhitespace().isEmpty ? "" : indent + $0 }
    }
    lines.insert(contentsOf: inserted, at: range.upperBound)
    return lines.joined(separator: "\n") + (text.hasSuffix("\n") || text.isEmpty ? "\n" : "")
  }

  /// The lines of a text, without the empty piece after a final newline.
  private static func lines(of text: String) -> [String] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    return lines
  }

  /// The lines of the begin and end markers, or what is wrong with them.
  private static func markers(in lines: [String]) -> (range: Range<Int>?, problem: String?) {
    let begins = lines.indices.filter { lines[$0].trimmingWhitespace() == beginMarker }
    let ends = lines.indices.filter { lines[$0].trimmingWhitespace() == endMarker }
    switch (begins.count, ends.count) {
    case (0, 0): return (nil, "it has no \"\(beginMarker)\" or \"\(endMarker)\" line")
    case (0, _): return (nil, "it has no \"\(beginMarker)\" line")
    case (_, 0): return (nil, "it has no \"\(endMarker)\" line")
    case (1, 1) where begins[0] < ends[0]: return (begins[0]..<ends[0], nil)
    case (1, 1): return (nil, "its \"\(endMarker)\" line comes before \"\(beginMarker)\"")
    default: return (nil, "it has more than one \"\(beginMarker)\" or \"\(endMarker)\" line")
    }
  }

  /// The statements in some lines, each with the comment lines above it, indentation relative
  /// to the least indented line.
  ///
  /// A statement starts at a line of the least indentation, unless that line closes a bracket
  /// or continues a chain (`)`, `]`, `}`, `.`), or the lines so far are comments.
  static func statements(in lines: ArraySlice<String>) -> [[String]] {
    let filled = lines.filter { !$0.trimmingWhitespace().isEmpty }
    let base = filled.map { $0.prefix { $0 == " " || $0 == "\t" }.count }.min() ?? 0
    var statements: [[String]] = []
    var current: [String] = []
    for line in filled {
      let text = String(line.dropFirst(base))
      let startsStatement =
        !text.hasPrefix(" ") && !text.hasPrefix("\t") && !")]}.".contains(text.first!)
      let isCommentsSoFar = current.allSatisfy { $0.trimmingWhitespace().hasPrefix("//") }
      if startsStatement, !current.isEmpty, !isCommentsSoFar {
        statements.append(current)
        current = []
      }
      current.append(text)
    }
    if !current.isEmpty { statements.append(current) }
    return statements
  }

  /// Whether a mediator file's code, comments left out, registers a scene of this name.
  static func registers(scene name: String, in text: String) -> Bool {
    registrations(in: normalized(lines(of: text))).contains(Registration(kind: "scene", name: name))
  }

  /// What a `register(<kind>: "<name>")` call registers.
  struct Registration: Hashable, Sendable {
    /// The call's first label: `view`, `controller`, `store`, `scene`, `service` or `storage`.
    let kind: String
    /// The registered name, such as `PhotoListView` or `PhotoList`.
    let name: String
  }

  /// The labels a registration starts with.
  private static let kinds: Set<String> = [
    "view", "controller", "store", "scene", "service", "storage",
  ]

  /// The text with `import <module>` added among its imports, in order, unless it has it; an
  /// import added to the file is what the new registrations need (`MVCSHTTP` for messages).
  static func addingImport(_ module: String, to text: String) -> String {
    var lines = lines(of: text)
    let imports = lines.indices.filter { lines[$0].hasPrefix("import ") }
    guard !imports.contains(where: { lines[$0] == "import \(module)" }) else { return text }
    let line = "import \(module)"
    let index =
      imports.first { lines[$0] > line } ?? imports.last.map { $0 + 1 } ?? 0
    lines.insert(line, at: index)
    if imports.isEmpty { lines.insert("", at: index + 1) }
    return lines.joined(separator: "\n") + (text.hasSuffix("\n") || text.isEmpty ? "\n" : "")
  }

  /// Every registration in some code, without whitespace (see ``normalized(_:)``).
  ///
  /// A scene registered by its route, `register(PhotoListRoute.self, …)`, counts as the scene
  /// `PhotoList`, as `mvcs new` names routes.
  static func registrations(in code: String) -> Set<Registration> {
    let isIdentifierCharacter = { (character: Character) in
      character.isLetter || character.isNumber || character == "_"
    }
    var found: Set<Registration> = []
    var rest = code[...]
    while let call = rest.firstRange(of: "register(") {
      let isCall =
        call.lowerBound == rest.startIndex
        || !isIdentifierCharacter(rest[rest.index(before: call.lowerBound)])
      rest = rest[call.upperBound...]
      let kind = String(rest.prefix(while: isIdentifierCharacter))
      let argument = rest.dropFirst(kind.count)
      if isCall, kind.hasSuffix("Route"), kind.count > "Route".count,
        argument.hasPrefix(".self,")
      {
        found.insert(Registration(kind: "scene", name: String(kind.dropLast("Route".count))))
        continue
      }
      guard isCall, argument.first == ":", kinds.contains(kind),
        argument.dropFirst().first == "\""
      else { continue }
      let name = argument.dropFirst(2).prefix { $0 != "\"" }
      found.insert(Registration(kind: kind, name: String(name)))
    }
    return found
  }

  /// Lines of code without their comment lines and without whitespace, to compare.
  private static func normalized(_ lines: some Sequence<String>) -> String {
    String(
      lines.filter { !$0.trimmingWhitespace().hasPrefix("//") }.joined()
        .filter { !$0.isWhitespace })
  }
}
