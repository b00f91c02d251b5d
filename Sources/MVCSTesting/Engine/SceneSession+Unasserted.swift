import MVCS

extension SceneSession {
  func collectChanges() {
    guard let journal else { return }
    let entries = journal.entries
    if journalRead < entries.count {
      unassertedChanges += entries[journalRead...].filter(\.notified)
      journalRead = entries.count
    }
  }

  /// Fails with everything the last action caused that no step expected, then forgets it.
  ///
  /// A relaxed session keeps it instead, so that a later step can still expect it: `expect
  /// changes` sees every change since the property was last expected.
  func checkUnasserted() {
    // Reported between steps, by a task the scene runs on its own: the last action caused it.
    // Not expected by now, a diagnostic fails, relaxed or not.
    failForDiagnostics()
    collectChanges()
    guard isExhaustive else { return }
    defer {
      unassertedChanges.removeAll()
      unassertedCalls.removeAll()
      unassertedNavigations.removeAll()
      unassertedWrites.removeAll()
    }
    guard let lastAction else { return }
    var lines: [String] = []
    lines += unassertedChanges.map {
      "- \($0.property) changed: \($0.oldText) → \($0.newText)"
    }
    lines += unassertedCalls.map { "- \($0.service) was called with \(callText($0))" }
    lines += unassertedNavigations.map { "- the scene navigated: \($0)" }
    lines += unassertedWrites.map { "- \($0.storage) was written: \($0)" }
    guard !lines.isEmpty else { return }
    fail(
      "After \(lastAction.text), the scene did more than the test expects:\n"
        + lines.joined(separator: "\n")
        + "\nTo fix, expect each of these (`expect …` in a script, `expect…` in Swift), or turn "
        + "exhaustive checking off (`option relaxed` in a script, `checking: .relaxed` in Swift).\n"
        + journalText,
      at: lastAction.location)
  }

  private func callText(_ call: ServiceCall) -> String {
    call.requestJSON?.description ?? String(describing: call.request)
  }

  /// The journal of the scene's pipeline, for failure messages.
  var journalText: String {
    guard let journal, !journal.entries.isEmpty else { return "Journal: no writes." }
    return "Journal:\n\(journal)"
  }
}
