/// The closest of a few candidates to a mistyped word, for "Did you mean …?".
enum Suggestion {
  /// The candidate closest to `word` by edit distance, if it is close enough to be a typo: at
  /// most a third of the word's length away, and at least one edit for short words.
  static func closest(to word: String, in candidates: some Sequence<String>) -> String? {
    let limit = max(1, word.count / 3)
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
      let distance = editDistance(word.lowercased(), candidate.lowercased())
      guard distance <= limit else { continue }
      if best == nil || distance < best!.distance { best = (candidate, distance) }
    }
    return best?.candidate
  }

  /// The edit distance: how many single-character insertions, deletions, substitutions and
  /// swaps of neighbours turn one string into the other (optimal string alignment).
  static func editDistance(_ source: String, _ target: String) -> Int {
    let source = Array(source)
    let target = Array(target)
    guard !source.isEmpty else { return target.count }
    guard !target.isEmpty else { return source.count }
    // distances[i][j]: from the first i characters of source to the first j of target.
    var distances = [[Int]](
      repeating: [Int](repeating: 0, count: target.count + 1), count: source.count + 1)
    for i in 0...source.count { distances[i][0] = i }
    for j in 0...target.count { distances[0][j] = j }
    for i in 1...source.count {
      for j in 1...target.count {
        let cost = source[i - 1] == target[j - 1] ? 0 : 1
        var distance = min(
          distances[i - 1][j] + 1, distances[i][j - 1] + 1, distances[i - 1][j - 1] + cost)
        if i > 1, j > 1, source[i - 1] == target[j - 2], source[i - 2] == target[j - 1] {
          distance = min(distance, distances[i - 2][j - 2] + 1)
        }
        distances[i][j] = distance
      }
    }
    return distances[source.count][target.count]
  }
}
