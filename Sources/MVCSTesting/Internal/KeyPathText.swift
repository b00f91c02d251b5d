import Foundation

/// How a test's key path reads in a failure: as the test wrote it.
///
/// Swift prints a key path through a property wrapper or a computed property as
/// `\PhotoPipeline.<computed 0x… (Optional<PhotoInfo>)>?.title`. The test's source is at hand
/// (the step's file and column), so the key path is read from there: `\.photo?.title`. When the
/// source cannot be read, the printed form is cleaned up instead, with the pipeline property's
/// name in place of its computed component.
enum KeyPathText {
  /// The key path's text, for a step at `location` whose pipeline property is `property`.
  static func text(
    of keyPath: AnyKeyPath, property: String?, at location: FailureLocation
  ) -> String {
    source(at: location) ?? cleaned(String(describing: keyPath), property: property)
  }

  /// The first key path literal at or after the step's column: from its `\` to the `,` or `)`
  /// that ends it at its own depth.
  static func source(at location: FailureLocation) -> String? {
    guard location.line > 0,
      let contents = try? String(contentsOfFile: location.filePath, encoding: .utf8)
    else { return nil }
    let lines = contents.split(separator: "\n", omittingEmptySubsequences: false)
    guard location.line <= lines.count else { return nil }
    let text = Array(lines[(location.line - 1)...].prefix(3).joined(separator: "\n"))
    return literal(in: text, from: max(0, location.column - 1))
  }

  static func literal(in text: [Character], from column: Int) -> String? {
    guard column < text.count, let start = text[column...].firstIndex(of: "\\") else {
      return nil
    }
    var depth = 0
    var end = start + 1
    while end < text.count {
      let char = text[end]
      if char == "(" || char == "[" {
        depth += 1
      } else if char == ")" || char == "]" {
        if depth == 0 { break }
        depth -= 1
      } else if (char == "," && depth == 0) || char.isNewline || char.isWhitespace && depth == 0 {
        break
      }
      end += 1
    }
    let literal = String(text[start..<end])
    return literal.count > 2 && literal.hasPrefix("\\.") ? literal : nil
  }

  /// `\Root.<computed 0x… (T)>.rest` as `\.property.rest`; other computed components as `<T>`.
  static func cleaned(_ description: String, property: String?) -> String {
    var text = description
    if let dot = text.firstIndex(of: "."), text.hasPrefix("\\") {
      text = "\\" + text[dot...]
    }
    var isFirst = true
    while let open = text.range(of: "<computed "),
      let end = text[open.upperBound...].range(of: ")>")
    {
      let close = text.index(before: end.upperBound)
      let inside = text[open.upperBound..<end.upperBound].dropLast()
      let type = inside.firstIndex(of: "(").map { inside[inside.index(after: $0)...].dropLast() }
      let replacement =
        isFirst
        ? (property.map { $0.split(separator: ".").last.map(String.init) ?? $0 }
          ?? "<\(type ?? "")>") : "<\(type ?? "")>"
      text.replaceSubrange(open.lowerBound...close, with: replacement)
      isFirst = false
    }
    return text
  }
}
