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
      unassertedResults.removeAll()
    }
    guard let lastAction else { return }
    var lines: [String] = []
    lines += unassertedChanges.map { entry in
      if let alert = ShownAlert(entry.newValue, property: entry.property) {
        return "- the scene raised the alert \"\(alert.title)\" (\(entry.property)) with the "
          + "buttons \(Self.labels(alert.buttons.map(\.label)))"
      }
      return "- \(entry.property) changed: \(Self.change(of: entry))"
    }
    lines += unassertedCalls.map { "- \($0.service) was called with \(callText($0))" }
    lines += unassertedNavigations.map { "- the scene navigated: \($0)" }
    lines += unassertedWrites.map { "- \($0.storage) was written: \($0)" }
    lines += unassertedResults.map { "- the scene handed back the result \($0.text)" }
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

  /// The most journal entries a failure shows; the middle ones of a longer step are counted.
  static let journalLimit = 12

  /// The journal of the last action's writes, for failure messages: the failing step, not the
  /// whole run, each value cut to a line.
  var journalText: String {
    guard let journal, !journal.entries.isEmpty else { return "Journal: no writes." }
    let entries = journal.entries
    let start = min(lastActionJournalStart, entries.count)
    let step = lastAction.map { "Journal of \(ValueDiff.cut($0.text, to: 200))" } ?? "Journal"
    guard start < entries.count else {
      return "\(step): no writes (\(entries.count) earlier, not shown)."
    }
    let shown = entries[start...]
    var heading = "\(step)"
    if start > 0 {
      heading +=
        start + 1 == entries.count
        ? ", write \(entries.count) of \(entries.count)"
        : ", writes \(start + 1)–\(entries.count) of \(entries.count)"
    }
    let width = String(entries.count).count
    var lines = shown.map { Self.line(of: $0, numberWidth: width) }
    if lines.count > Self.journalLimit {
      let head = Self.journalLimit / 2
      let tail = Self.journalLimit - head - 1
      lines =
        Array(lines.prefix(head)) + ["… \(lines.count - head - tail) more writes …"]
        + Array(lines.suffix(tail))
    }
    return heading + ":\n" + lines.joined(separator: "\n")
  }

  /// A journal entry on one line, its values cut to a line each, then its observers.
  private static func line(of entry: Journal.Entry, numberWidth: Int) -> String {
    let digits = String(entry.number)
    let number = String(repeating: " ", count: max(0, numberWidth - digits.count)) + digits
    let indent = String(repeating: "  ", count: entry.depth)
    var line = "\(number)  \(indent)\(entry.property) (\(entry.kind)): \(change(of: entry))"
    if entry.isStopped {
      line += "  (loop stopped, no observer notified)"
    } else if !entry.notified {
      line += "  (unchanged, no observer notified)"
    }
    let observerIndent = String(repeating: " ", count: number.count + 4) + indent
    for observer in entry.observers.prefix(3) { line += "\n\(observerIndent)ran \(observer)" }
    if entry.observers.count > 3 {
      line += "\n\(observerIndent)… and \(entry.observers.count - 3) more observers"
    }
    return line
  }

  /// The last action and the write that set a property, for a failed expectation of its value:
  /// `After advancing the clock by 0.3 seconds (line 12), photos was set by write 4: [] → […]`.
  func lastWriteText(of property: String) -> String {
    let step =
      lastAction.map { action in
        // A script's action names its line already.
        let line = action.location.isInScript ? "" : " (line \(action.location.line))"
        return "After \(ValueDiff.cut(action.text, to: 200))\(line), "
      } ?? ""
    let covers = { (entry: Journal.Entry) in
      entry.property == property || property.hasPrefix(entry.property + ".")
        || entry.property.hasPrefix(property + ".")
    }
    guard let entry = journal?.entries.last(where: covers) else {
      return step + "\(property) was not written since the scene started."
    }
    return step + "\(entry.property) was set by write \(entry.number): \(Self.change(of: entry))."
  }

  /// A write's old and new values, each cut to a line.
  static func change(of entry: Journal.Entry) -> String {
    let old = ValueDiff.summary(entry.oldText, json: JSONValue(encodingIfPossible: entry.oldValue))
    let new = ValueDiff.summary(entry.newText, json: JSONValue(encodingIfPossible: entry.newValue))
    return "\(old) → \(new)"
  }
}
