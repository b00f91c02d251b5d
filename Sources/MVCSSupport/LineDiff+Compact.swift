/// One line of a compact diff: kept on both sides, only on the old side, only on the new side,
/// or a run of lines equal on both sides that the diff leaves out.
package enum DiffLine: Equatable, Sendable {
  case same(String)
  case removed(String)
  case added(String)
  /// So many equal lines, left out.
  case elided(Int)
}

extension LineDiff {
  /// The longest pair of middles, in lines multiplied, compared line by line; longer ones are
  /// shown as all removed and all added, so that a diff never takes quadratic time on big values.
  static let matchingLimit = 1_000_000

  /// The lines that differ between two texts, each run with `context` equal lines around it,
  /// and every other run of equal lines left out as one ``DiffLine/elided(_:)`` line.
  ///
  /// Unlike ``unified(old:new:path:context:)``, which shows one hunk from the first difference
  /// to the last, this matches the lines between (a longest common subsequence), so that two
  /// rows wrong at both ends of a long list show as two short runs.
  ///
  /// - Parameters:
  ///   - old: The old (expected) lines.
  ///   - new: The new (actual) lines.
  ///   - context: How many equal lines to keep on either side of a difference.
  /// - Returns: The diff; empty when the lines are equal.
  package static func compact(old: [String], new: [String], context: Int = 2) -> [DiffLine] {
    guard old != new else { return [] }
    let full = matched(old: old, new: new)
    // Which lines to keep: every difference and `context` equal lines either side of it.
    var keep = [Bool](repeating: false, count: full.count)
    for (index, line) in full.enumerated() {
      if case .same = line { continue }
      for near in max(0, index - context)...min(full.count - 1, index + context) {
        keep[near] = true
      }
    }
    var lines: [DiffLine] = []
    var elided = 0
    for (index, line) in full.enumerated() {
      if keep[index] {
        if elided > 0 { lines.append(.elided(elided)) }
        elided = 0
        lines.append(line)
      } else {
        elided += 1
      }
    }
    if elided > 0 { lines.append(.elided(elided)) }
    return lines
  }

  /// Every line of both texts, equal ones once, in order.
  private static func matched(old: [String], new: [String]) -> [DiffLine] {
    var prefix = 0
    while prefix < min(old.count, new.count), old[prefix] == new[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < min(old.count, new.count) - prefix,
      old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
    {
      suffix += 1
    }
    let oldMiddle = Array(old[prefix..<(old.count - suffix)])
    let newMiddle = Array(new[prefix..<(new.count - suffix)])
    var lines = old[..<prefix].map(DiffLine.same)
    if oldMiddle.count * newMiddle.count > matchingLimit {
      lines += oldMiddle.map(DiffLine.removed) + newMiddle.map(DiffLine.added)
    } else {
      lines += commonSubsequence(old: oldMiddle, new: newMiddle)
    }
    lines += old[(old.count - suffix)...].map(DiffLine.same)
    return lines
  }

  /// The lines of two texts matched by their longest common subsequence, removals before
  /// additions within each run of differences.
  private static func commonSubsequence(old: [String], new: [String]) -> [DiffLine] {
    let columns = new.count + 1
    // lengths[i * columns + j]: the longest common subsequence of old[i...] and new[j...].
    var lengths = [Int](repeating: 0, count: (old.count + 1) * columns)
    for i in stride(from: old.count - 1, through: 0, by: -1) {
      for j in stride(from: new.count - 1, through: 0, by: -1) {
        lengths[i * columns + j] =
          old[i] == new[j]
          ? lengths[(i + 1) * columns + j + 1] + 1
          : max(lengths[(i + 1) * columns + j], lengths[i * columns + j + 1])
      }
    }
    var lines: [DiffLine] = []
    var removed: [DiffLine] = []
    var added: [DiffLine] = []
    var i = 0
    var j = 0
    func flush() {
      lines += removed + added
      removed.removeAll()
      added.removeAll()
    }
    while i < old.count || j < new.count {
      if i < old.count, j < new.count, old[i] == new[j] {
        flush()
        lines.append(.same(old[i]))
        i += 1
        j += 1
      } else if j == new.count
        || (i < old.count && lengths[(i + 1) * columns + j] >= lengths[i * columns + j + 1])
      {
        removed.append(.removed(old[i]))
        i += 1
      } else {
        added.append(.added(new[j]))
        j += 1
      }
    }
    flush()
    return lines
  }
}
