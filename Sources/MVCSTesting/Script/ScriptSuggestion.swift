/// "Did you mean …" for scripts: the closest valid word to a mistyped one.
enum ScriptSuggestion {
  /// The candidate nearest to `word` by edit distance, ignoring case, if near enough to be a
  /// typo; the first of equally near ones.
  static func closest(to word: String, in candidates: [String]) -> String? {
    guard !word.isEmpty else { return nil }
    let typed = Array(word.lowercased())
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
      let limit = max(2, min(typed.count, candidate.count) / 3)
      // The distance is at least the difference in length; skip the quadratic measure.
      guard abs(typed.count - candidate.count) <= limit else { continue }
      let distance = editDistance(typed, Array(candidate.lowercased()))
      if distance <= limit, distance < best?.distance ?? .max {
        best = (candidate, distance)
      }
    }
    return best?.candidate
  }

  /// The suggestion as a sentence to append to a message: ` Did you mean "expect"?`, or empty.
  static func hint(for word: String, in candidates: [String]) -> String {
    closest(to: word, in: candidates).map { " Did you mean \"\($0)\"?" } ?? ""
  }

  /// Levenshtein distance between character arrays.
  static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    var previous = Array(0...b.count)
    var current = previous
    for i in a.indices {
      current[0] = i + 1
      for j in b.indices {
        let substitution = previous[j] + (a[i] == b[j] ? 0 : 1)
        current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, substitution)
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}
