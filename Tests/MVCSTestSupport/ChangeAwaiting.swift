package import MVCS

/// Waiting for a storage's announcements in a test.
package enum ChangeAwaiting {
  /// How long a test waits for something another thread or process does before it fails: a
  /// guard against a hang, not a measure of speed (the benchmarks measure that). Long, because
  /// under a sanitizer, with every test of a run sharing the main actor, an answer that takes
  /// milliseconds alone can wait tens of seconds for its turn.
  package static let hangGuard = Duration.seconds(300)

  /// The changes a stream delivers until together they name every key in `keys` (or, when
  /// `orUnknown`, until ``StorageChange/unknown`` arrives), or `nil` when that takes longer than
  /// ``hangGuard``.
  package static func changes(
    _ stream: AsyncStream<StorageChange>, naming keys: Set<String>, orUnknown: Bool = false
  ) async -> [StorageChange]? {
    await withTaskGroup(of: [StorageChange]?.self) { group in
      group.addTask {
        var received: [StorageChange] = []
        var missing = keys
        for await change in stream {
          received.append(change)
          switch change {
          case .keys(let named): missing.subtract(named)
          case .unknown: if orUnknown { missing = [] }
          }
          if missing.isEmpty { return received }
        }
        return nil
      }
      group.addTask {
        try? await Task.sleep(for: hangGuard)
        return nil
      }
      let first = await group.next() ?? nil
      group.cancelAll()
      return first
    }
  }

  /// Whether `expected` appears in `received` in order, other changes allowed between.
  package static func appearsInOrder(_ expected: [StorageChange], in received: [StorageChange])
    -> Bool
  {
    var remaining = expected[...]
    for change in received where change == remaining.first { remaining.removeFirst() }
    return remaining.isEmpty
  }
}
