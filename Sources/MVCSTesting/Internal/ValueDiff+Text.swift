import MVCSSupport

extension ValueDiff {
  /// The message for an expected text, such as a screen, that the actual one does not match:
  /// always a diff of their lines, in the form of the diffs of values.
  ///
  /// - Parameters:
  ///   - heading: What differs, such as `The screen is not as expected`.
  ///   - expected: The expected text.
  ///   - actual: The actual text.
  static func textMessage(_ heading: String, expected: String, actual: String) -> String {
    let diff = LineDiff.unified(old: expected, new: actual, path: "text", context: 3)
    // LineDiff names one file; an expectation has two sides.
    let hunks = diff.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(2)
    var text =
      "\(heading) (- expected, + actual):\n--- expected\n+++ actual\n"
      + hunks.joined(separator: "\n")
    if text.hasSuffix("\n") { text.removeLast() }
    return text
  }
}
