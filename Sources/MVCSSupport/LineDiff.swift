/// A unified diff of two versions of a text, as `diff -u` prints it: for `mvcs --dry-run`, and
/// for scene tests to show what differs between an expected and an actual value.
package enum LineDiff {
  /// The diff as one hunk around the lines that differ, with `context` lines on either side.
  ///
  /// - Parameters:
  ///   - old: The file's text, or `nil` when the file is new.
  ///   - new: The new text.
  ///   - path: The file's path for the header.
  ///   - context: How many unchanged lines to show around the change.
  /// - Returns: The diff, ending in a newline; empty when the texts are equal.
  package static func unified(old: String?, new: String, path: String, context: Int = 3) -> String {
    let oldLines = old.map(lines) ?? []
    let newLines = lines(new)
    guard oldLines != newLines else { return "" }
    var prefix = 0
    while prefix < min(oldLines.count, newLines.count), oldLines[prefix] == newLines[prefix] {
      prefix += 1
    }
    var suffix = 0
    while suffix < min(oldLines.count, newLines.count) - prefix,
      oldLines[oldLines.count - 1 - suffix] == newLines[newLines.count - 1 - suffix]
    {
      suffix += 1
    }
    let start = max(0, prefix - context)
    let oldEnd = min(oldLines.count, oldLines.count - suffix + context)
    let newEnd = newLines.count - (oldLines.count - oldEnd)
    var text = "--- \(old == nil ? "/dev/null" : path)\n+++ \(path)\n"
    text += "@@ -\(range(start, oldEnd)) +\(range(start, newEnd)) @@\n"
    for line in oldLines[start..<prefix] { text += " \(line)\n" }
    for line in oldLines[prefix..<(oldLines.count - suffix)] { text += "-\(line)\n" }
    for line in newLines[prefix..<(newLines.count - suffix)] { text += "+\(line)\n" }
    for line in oldLines[(oldLines.count - suffix)..<oldEnd] { text += " \(line)\n" }
    return text
  }

  /// A hunk's range as `diff -u` writes it: the first line from 1 and the count, the count
  /// left out when 1, and the line before the hunk when the count is 0.
  private static func range(_ start: Int, _ end: Int) -> String {
    let count = end - start
    switch count {
    case 0: return "\(start),0"
    case 1: return "\(start + 1)"
    default: return "\(start + 1),\(count)"
    }
  }

  private static func lines(_ text: String) -> [String] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    return lines
  }
}
