import Foundation
import MVCSSupport

extension Pipeline {
  /// In debug builds, prints the properties that each write changed, with the writes its
  /// observers made, to standard error.
  ///
  /// ```swift
  /// pipeline.logChanges()
  /// pipeline.searchText = "cats"
  /// // SearchPipeline, after a write to searchText (input):
  /// //   searchText: "" → "cats"
  /// //   isSearching: false → true
  /// ```
  ///
  /// See ``logChanges(to:)``, which says what the log shows and lets you choose where it goes.
  public func logChanges() {
    logChanges { StandardError.write($0 + "\n") }
  }

  /// In debug builds, passes `output` the properties that each write changed, with the writes
  /// its observers made.
  ///
  /// ```swift
  /// pipeline.logChanges { text in logger.debug("\(text)") }
  /// ```
  ///
  /// After each write from outside any observer — an input from the view, a store's result —
  /// has been stored and its observers have run, the log passes one text: the write that
  /// started it, then each property of this pipeline's tree that the write and its observers'
  /// writes changed, with its value before and after. A property written several times shows
  /// its first old value and its last new one; data that ended where it started is left out,
  /// while every write of an input or a flag shows, since each is an event. The writes of a
  /// ``batch(_:)`` made outside any observer are logged as one. A short value shows on one line
  /// (`"" → "cats"`), a long one as a diff of its JSON lines that shows only the lines that
  /// changed.
  ///
  /// Values are written as the journal writes them (JSON when `Encodable`), with control
  /// characters escaped, so that text from outside cannot drive the terminal that shows the
  /// log; a line longer than 160 characters is cut with "…". MVCS marks no property as secret,
  /// so the log shows every value: leave it off where a pipeline holds a password or a token.
  ///
  /// The log reads the pipeline's journal: it starts one if none records (see
  /// ``startJournal()``), and a journal it started forgets each write once logged.
  /// ``stopJournal()`` stops the log too. Calling this again replaces the output.
  ///
  /// Off by default, it costs nothing until you turn it on. In release builds of MVCS it does
  /// nothing: leave the call in, and it logs only while you debug.
  ///
  /// - Parameter output: Called on the main actor with each entry of the log, several lines
  ///   without a final line feed.
  public func logChanges(to output: @escaping @MainActor (String) -> Void) {
    #if DEBUG
      let journal: Journal
      if let running = self.journal, running.root === self, running.isRecording {
        journal = running
      } else {
        journal = startJournal()
        journal.isKeptForReading = false
      }
      journal.records.changeLog = ChangeLogPrinter(
        output: output, pipelineName: String(describing: type(of: self)),
        nextWrite: journal.records.removedCount + journal.records.writes.count)
    #endif
  }

  /// Stops the log ``logChanges(to:)`` started; a journal it started stops too.
  public func stopLoggingChanges() {
    #if DEBUG
      guard let journal, journal.root === self, journal.records.changeLog != nil else { return }
      journal.records.changeLog = nil
      if !journal.isKeptForReading { stopJournal() }
    #endif
  }
}

/// Turns what a journal recorded since the last entry of the log into the next entry, and
/// passes it to the log's output; see ``Pipeline/logChanges(to:)``.
@MainActor
final class ChangeLogPrinter {
  /// Values whose text is at most this long, on one line, show as `old → new`.
  static let oneLineLimit = 60
  /// The longest line of the log; longer ones are cut, with "…".
  static let lineLimit = 160
  /// The most lines a value's diff shows; the rest are counted.
  static let diffLineLimit = 24

  let output: @MainActor (String) -> Void
  let pipelineName: String
  /// The position, counted as `JournalRecords` counts, of the first write not yet logged.
  private var nextWrite: Int

  init(output: @escaping @MainActor (String) -> Void, pipelineName: String, nextWrite: Int) {
    self.output = output
    self.pipelineName = pipelineName
    self.nextWrite = nextWrite
  }

  /// Logs the writes recorded since the last entry: one entry for each write from outside any
  /// observer, or one for all of them when a batch ended.
  func flush(_ records: JournalRecords, isBatch: Bool) {
    let start = max(0, nextWrite - records.removedCount)
    let writes = records.writes
    var groups: [ArraySlice<JournalRecords.Write>] = []
    if start < writes.count {
      let pending = Array(writes[start...])
      if isBatch {
        groups = [pending[...]]
      } else {
        var groupStart = 0
        for index in pending.indices.dropFirst() where pending[index].depth == 0 {
          groups.append(pending[groupStart..<index])
          groupStart = index
        }
        groups.append(pending[groupStart...])
      }
    }
    if !records.isKeptForReading {
      records.removeAll()
    }
    nextWrite = records.removedCount + records.writes.count
    for group in groups {
      if let entry = entry(for: group, isBatch: isBatch) { output(entry) }
    }
  }

  /// The log's entry for the writes one outside write (or a batch) made; `nil` when they
  /// changed nothing.
  func entry(for writes: ArraySlice<JournalRecords.Write>, isBatch: Bool) -> String? {
    struct Changed {
      let name: String
      let kind: PropertyKind
      let oldValue: Any
      var newValue: Any
      var count: Int
    }
    var changed: [Changed] = []
    var positions: [String: Int] = [:]
    for write in writes where write.notified || write.isStopped {
      let name = write.propertyName
      if let position = positions[name] {
        changed[position].newValue = write.newValue
        changed[position].count += 1
      } else {
        positions[name] = changed.count
        changed.append(
          Changed(
            name: name, kind: write.kind, oldValue: write.oldValue, newValue: write.newValue,
            count: 1))
      }
    }
    var lines: [String] = []
    for property in changed {
      let old = ValueText.describe(property.oldValue)
      let new = ValueText.describe(property.newValue)
      guard property.kind.isEvent || old != new else { continue }
      let writes = property.count > 1 ? " (\(property.count) writes)" : ""
      lines += Self.change(of: property.name + writes, old: old, new: new)
    }
    guard !lines.isEmpty, let first = writes.first else { return nil }
    let heading =
      isBatch
      ? "\(pipelineName), after a batch of \(writes.count) write\(writes.count == 1 ? "" : "s"):"
      : "\(pipelineName), after a write to \(first.propertyName) (\(first.kind)):"
    return ([heading] + lines.map { "  " + $0 }).joined(separator: "\n")
  }

  /// A property's change as lines: one when both values are short, else a diff of their lines.
  static func change(of name: String, old: String, new: String) -> [String] {
    if max(old.count, new.count) <= oneLineLimit, !old.contains("\n"), !new.contains("\n") {
      return [cut("\(name): \(escape(old)) → \(escape(new))")]
    }
    let diff = LineDiff.compact(old: lines(of: old), new: lines(of: new), context: 1)
    var result = ["\(name):"]
    for line in diff.prefix(diffLineLimit) {
      switch line {
      case .same(let text): result.append(cut("    " + escape(text)))
      case .removed(let text): result.append(cut("  - " + escape(text)))
      case .added(let text): result.append(cut("  + " + escape(text)))
      case .elided(let count):
        result.append("    … \(count) unchanged line\(count == 1 ? "" : "s")")
      }
    }
    if diff.count > diffLineLimit { result.append("    … \(diff.count - diffLineLimit) more") }
    return result
  }

  /// A value's text as lines: JSON spread one element or field a line, other text by its lines.
  static func lines(of text: String) -> [String] {
    if let object = try? JSONSerialization.jsonObject(
      with: Data(text.utf8), options: [.fragmentsAllowed]),
      object is [Any] || object is [String: Any],
      let data = try? JSONSerialization.data(
        withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]),
      let pretty = String(data: data, encoding: .utf8)
    {
      return pretty.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
    return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  private static func escape(_ text: String) -> String {
    ControlCharacter.escaped(text)
  }

  private static func cut(_ line: String) -> String {
    line.count <= lineLimit ? line : String(line.prefix(lineLimit - 1)) + "…"
  }
}
