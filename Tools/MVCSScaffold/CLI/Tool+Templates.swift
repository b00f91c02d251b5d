import Foundation

extension Tool {
  /// `mvcs templates <dir>`: copies the default templates into a folder.
  func runTemplates(_ arguments: [String]) throws(ScaffoldError) -> ExitCode {
    let parsed = Command.templates.parse(arguments)
    if parsed.wantsHelp {
      output(Command.templates.helpText)
      return .success
    }
    guard parsed.problems.isEmpty else { throw .usage(parsed.problems, command: .templates) }
    let displayFolder = parsed.arguments[0]
    let folder = url(displayFolder)
    if FileManager.default.fileExists(atPath: folder.path), !isFolder(folder) {
      throw .notAFolder(displayFolder, role: .templateCopies)
    }
    let display = { (path: String) in Self.join(displayFolder, path) }
    let transaction = FileTransaction(root: folder, displayPath: display, role: .templateCopies)
    if let recovery = try transaction.recover() {
      output(recovery.report(displayPath: display))
    }
    var plan = Plan()
    for file in TemplateFile.allCases {
      let exists = FileManager.default.fileExists(
        atPath: folder.appending(path: file.fileName).path)
      plan.files.append(
        .write(
          file.fileName, contents: file.defaultText, exists: exists,
          overwrites: parsed.isSet("force")))
    }
    let report = plan.report(isDryRun: false, subject: "Templates", displayPath: display)
    guard !plan.writes.isEmpty else {
      output(report)
      throw .nothingWritten(scene: nil)
    }
    try transaction.commit(
      plan.writes.map {
        FileTransaction.Write(path: $0.path, contents: $0.contents!, replaces: $0.action != .create)
      })
    output(
      report + """
        Edit the templates and delete the ones you keep as they are, then pass \
        --templates \(displayFolder) to 'mvcs new', or set "templates = \(displayFolder)" in \
        \(Config.fileName).

        """)
    return .success
  }
}
