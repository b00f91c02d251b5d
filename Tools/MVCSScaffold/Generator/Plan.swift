import MVCSSupport

/// What a run writes: each file with what happens to it, in order.
struct Plan: Equatable, Sendable {
  /// One file of a plan.
  struct File: Equatable, Sendable {
    /// What happens to a file.
    enum Action: String, Sendable {
      /// A new file.
      case create
      /// A file that exists is replaced (`--force`).
      case overwrite
      /// Lines are added to a file that exists (the mediator file).
      case change
      /// A file that exists is left alone, or the mediator file already holds every registration.
      case skip

      /// The action done, for the report of a run.
      var pastTense: String {
        switch self {
        case .create: "created"
        case .overwrite: "overwrote"
        case .change: "changed"
        case .skip: "skipped"
        }
      }

      /// Whether the file is written.
      var writes: Bool { self == .create || self == .overwrite || self == .change }
    }

    /// The path, relative to the package folder.
    let path: String
    let action: Action
    /// The text written; `nil` when nothing is.
    var contents: String?
    /// The text before a change, for the diff.
    var original: String?
    /// Why, for skipped files; what, for the mediator file.
    var note: String?
    /// Whether a dry run shows the file's diff: the mediator file's.
    var showsDiff = false

    /// A file to create, or, when one exists, to overwrite or to skip.
    static func write(_ path: String, contents: String, exists: Bool, overwrites: Bool) -> File {
      switch (exists, overwrites) {
      case (false, _): File(path: path, action: .create, contents: contents)
      case (true, true): File(path: path, action: .overwrite, contents: contents)
      case (true, false): File(path: path, action: .skip, note: "exists; --force overwrites it")
      }
    }
  }

  /// The files, in the order they are written.
  var files: [File] = []
  /// What the user should do next, printed after the summary.
  var notes: [String] = []

  /// The files that are written.
  var writes: [File] { files.filter(\.action.writes) }

  /// The plan as a list, one file a line, with the mediator file's diff when `isDryRun`.
  ///
  /// - Parameters:
  ///   - isDryRun: Whether nothing was written; the summary says what would be.
  ///   - subject: What the files are, for the summary: "Scene PhotoList".
  ///   - displayPath: Turns a path relative to the package folder into one to show.
  func report(isDryRun: Bool, subject: String, displayPath: (String) -> String) -> String {
    var text = ""
    for file in files {
      let action = (file.action.rawValue).padding(to: 11)
      text += "\(action)\(displayPath(file.path))" + (file.note.map { " (\($0))" } ?? "") + "\n"
    }
    if isDryRun {
      for file in files where file.showsDiff && file.action.writes {
        text += "\n"
        text += LineDiff.unified(
          old: file.original, new: file.contents ?? "", path: displayPath(file.path))
      }
    }
    text += summary(isDryRun: isDryRun, subject: subject) + "\n"
    return text + notes.map { "Note: \($0)\n" }.joined()
  }

  /// "Scene PhotoList: created 6 files, changed 1, skipped 1." or, for a dry run, "Dry run,
  /// nothing written: would create 6 files, change 1, skip 1."
  private func summary(isDryRun: Bool, subject: String) -> String {
    let order: [File.Action] = [.create, .overwrite, .change, .skip]
    var parts: [String] = []
    for action in order {
      let count = files.filter { $0.action == action }.count
      guard count > 0 else { continue }
      let verb = isDryRun ? action.rawValue : action.pastTense
      let noun = parts.isEmpty ? (count == 1 ? " file" : " files") : ""
      parts.append("\(verb) \(count)\(noun)")
    }
    let list = parts.joined(separator: ", ")
    return isDryRun ? "Dry run, nothing written: would \(list)." : "\(subject): \(list)."
  }
}

extension String {
  /// The string padded with spaces to a width, or with one space when it is as long.
  fileprivate func padding(to width: Int) -> String {
    self + String(repeating: " ", count: Swift.max(1, width - count))
  }
}
