/// The check that the public API keeps every declaration of the last release, unless the
/// changelog names it as breaking.
///
/// It compares texts only: the last release's API lists (`Tests/MVCSAPITests/Released/`), the
/// current ones (`Tests/MVCSAPITests/API/`), and `CHANGELOG.md`. A line of the release's list
/// that the current list does not hold is a declaration removed, or changed (its declaration
/// differs), or a conformance dropped. Each is allowed only when the changelog's
/// `## Unreleased` section names it in a `#### Breaking` subsection: a span in backticks that is
/// the declaration's whole path (`Mediator.register(view:_:)`), or ends with a dot and that path
/// (`MVCS.Mediator.register(view:_:)`); for a conformance line, `<type>: <protocol>` with the
/// protocol's full or last name (`Mediator: Sendable`). A member's last component alone
/// (`register(view:_:)`) does not name it: changelogs mention such names for other reasons, and
/// a check that they satisfied would let a break through. Lines added are not checked: an
/// addition breaks nothing.
struct ReleasedAPI {
  /// A declaration of the last release that the current API does not hold as it was.
  struct Change: Equatable, CustomStringConvertible {
    /// The module whose list held it.
    var module: String
    /// The release's line.
    var released: String
    /// The current line with the same kind and path, when the declaration changed rather than
    /// went.
    var current: String?

    var description: String {
      let file = "Tests/MVCSAPITests/Released/\(module).txt"
      return if let current {
        "\(file): changed: \(released)\n    now: \(current)"
      } else {
        "\(file): removed: \(released)"
      }
    }
  }

  /// The lines of an API list: every line that is not empty and not a `#` comment.
  static func lines(of list: String) -> [String] {
    list.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
      .filter { !$0.hasPrefix("#") }
  }

  /// The declarations of the last release that the current API lacks and the changelog does not
  /// name as breaking, in the order of the release's lists.
  ///
  /// - Parameters:
  ///   - released: The last release's API list of each module, by module name.
  ///   - current: The current API list of each module, by module name.
  ///   - changelog: The text of `CHANGELOG.md`.
  /// - Returns: The changes not named; empty when the API keeps the release.
  static func unnamedChanges(
    released: [String: String], current: [String: String], changelog: String
  ) -> [Change] {
    let named = breakingNames(in: changelog)
    var changes: [Change] = []
    for module in released.keys.sorted() {
      let currentLines = lines(of: current[module] ?? "")
      var remaining: [String: Int] = [:]
      for line in currentLines { remaining[line, default: 0] += 1 }
      for line in lines(of: released[module]!) {
        if let count = remaining[line], count > 0 {
          remaining[line] = count - 1
          continue
        }
        guard !isNamed(line, in: named) else { continue }
        let key = kindAndPath(of: line)
        let replacement = currentLines.first { kindAndPath(of: $0) == key && $0 != line }
        changes.append(Change(module: module, released: line, current: replacement))
      }
    }
    return changes
  }

  /// The text a failure shows: each change, where the lists are, and how to fix it.
  static func report(_ changes: [Change]) -> String {
    """
    \(changes.count) declaration(s) of the last release (Tests/MVCSAPITests/Released/<module>.txt) \
    are not in the current API (Tests/MVCSAPITests/API/<module>.txt), and CHANGELOG.md does not \
    name them as breaking:
    \(changes.map { "  \($0)" }.joined(separator: "\n"))
    To fix, name each one under #### Breaking in CHANGELOG.md's ## Unreleased section (its path \
    in backticks, such as \(changes.first.map { "`\(path(of: $0.released))`" } ?? "`Type.member`"), \
    with what to write instead), or restore it.
    """
  }

  // MARK: - Names

  /// The spans in backticks of every `#### Breaking` subsection of the `## Unreleased` section.
  static func breakingNames(in changelog: String) -> Set<String> {
    var names: Set<String> = []
    var inUnreleased = false
    var inBreaking = false
    for line in changelog.split(separator: "\n", omittingEmptySubsequences: false) {
      let trimmed = line.trimmingPrefix(while: { $0 == " " })
      if trimmed.hasPrefix("## ") {
        inUnreleased = trimmed.dropFirst(3).trimmingPrefix(while: { $0 == " " })
          .hasPrefix("Unreleased")
        inBreaking = false
        continue
      }
      if trimmed.hasPrefix("#") {
        inBreaking = inUnreleased && trimmed == "#### Breaking"
        continue
      }
      guard inBreaking else { continue }
      let spans = line.split(separator: "`", omittingEmptySubsequences: false)
      // The odd pieces are inside backticks.
      for index in stride(from: 1, to: spans.count - 1, by: 2) {
        names.insert(String(spans[index]))
      }
    }
    return names
  }

  /// Whether the changelog's breaking names name a line's declaration.
  static func isNamed(_ line: String, in named: Set<String>) -> Bool {
    names(of: line).contains { name in
      // ".path": a span that ends with it, the path spelt with its module.
      name.hasPrefix(".") ? named.contains { $0.hasSuffix(name) } : named.contains(name)
    }
  }

  /// The names by which the changelog can name a line's declaration.
  static func names(of line: String) -> [String] {
    let path = path(of: line)
    if line.hasPrefix("conformance ") {
      // `conformance Type: Module.Protocol where …`
      let text = line.dropFirst("conformance ".count)
      guard let colon = text.firstIndex(of: ":") else { return [String(text)] }
      let type = text[..<colon]
      let conformed = text[text.index(after: colon)...].split(separator: " ").first ?? ""
      let last = conformed.split(separator: ".").last ?? conformed
      return ["\(type): \(conformed)", "\(type): \(last)"]
    }
    return [path, "." + path]
  }

  /// The kind and path of a line: its first two fields.
  static func kindAndPath(of line: String) -> String {
    line.split(separator: " ", maxSplits: 2).prefix(2).joined(separator: " ")
  }

  /// The path of a symbol line, its second field.
  static func path(of line: String) -> String {
    let fields = line.split(separator: " ", maxSplits: 2)
    return fields.count > 1 ? String(fields[1]) : line
  }

}
