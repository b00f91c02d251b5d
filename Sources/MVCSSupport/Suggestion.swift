/// "Did you mean …": the closest name to a mistyped one. Shared by the libraries, MVCSTesting's
/// scripts and the `mvcs` tool, so that they all suggest alike.
package enum Suggestion {
  /// The candidate nearest to `name` by edit distance, if it is near enough to be a typo; the
  /// first of equally near ones.
  ///
  /// Near enough is at most a third of the shorter name's length away, and two edits for short
  /// names; case is ignored.
  package static func closest(to name: String, in candidates: [String]) -> String? {
    // Nothing typed, or far more than any name (a pasted paragraph), is not a typo.
    guard !name.isEmpty, name.count <= 2 * (candidates.map(\.count).max() ?? 0) else {
      return nil
    }
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
      let limit = max(2, min(name.count, candidate.count) / 3)
      // The distance is at least the difference in length; skip the quadratic measure.
      guard abs(name.count - candidate.count) <= limit else { continue }
      let distance = editDistance(name.lowercased(), candidate.lowercased())
      if distance <= limit, distance < best?.distance ?? .max {
        best = (candidate, distance)
      }
    }
    return best?.candidate
  }

  /// The suggestion as a sentence to append to a message: ` Did you mean "expect"?`, or empty.
  package static func hint(for name: String, in candidates: [String]) -> String {
    closest(to: name, in: candidates).map { " Did you mean \"\($0)\"?" } ?? ""
  }

  /// The edit distance in characters: how many insertions, deletions, substitutions and swaps of
  /// neighbours turn one string into the other (optimal string alignment).
  ///
  /// A swap counts as one edit, as the commonest typo (`nwe` for `new`) should.
  package static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    // Three rows of the distance table: from the first i - 2, i - 1 and i characters of a to the
    // first j of b.
    var beforePrevious = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          current[j] = min(current[j], beforePrevious[j - 2] + 1)
        }
      }
      (beforePrevious, previous, current) = (previous, current, beforePrevious)
    }
    return previous[b.count]
  }
}
