import Foundation
import MVCSSupport

/// Why a run of `mvcs` stopped; each case says what went wrong and how to fix it.
enum ScaffoldError: Error, Equatable, CustomStringConvertible {
  /// Problems with the command line, all of them; printed with the command's usage.
  case usage([UsageError], command: Command)
  /// Problems in templates, each with its file and line.
  case invalidTemplates([TemplateError])
  /// A `.template` file in a templates folder that is not one of ``TemplateFile``.
  case unknownTemplateFiles([String], folder: String)
  /// Problems in the config file, each with its line.
  case invalidConfig([ConfigError])
  /// The mediator file has no marker lines to put registrations between.
  case mediatorFileWithoutMarkers(String, problem: String)
  /// More than one file of the module holds the marker lines of the mediator file.
  case manyMediatorFiles([String])
  /// A folder to read or write into does not exist.
  case noSuchFolder(String, role: FolderRole)
  /// A folder to read or write into is a file.
  case notAFolder(String, role: FolderRole)
  /// A file or folder could not be read.
  case unreadable(String, problem: ReadProblem)
  /// A file could not be written into the folder of a role; everything written before it was
  /// removed.
  case cannotWrite(String, problem: WriteProblem, role: FolderRole)
  /// Another run of `mvcs` is writing into the folder.
  case folderBusy(String)
  /// A run that was interrupted while writing could not be finished: the file that could not be
  /// moved into place, why, and the journal, which is kept for the next run.
  case cannotRecover(String, problem: WriteProblem, journal: String)
  /// The journal of an interrupted run cannot be read.
  case unreadableJournal(String)
  /// A file planned as new appeared before it was written, and was left alone; everything
  /// written before it was removed.
  case fileAppeared(String)
  /// Every file exists and `--force` was not given, so nothing was written.
  case nothingWritten(scene: String?)

  /// The folders `mvcs` is given.
  enum FolderRole: String, Sendable {
    case output = "output folder"
    case templates = "templates folder"
    /// The folder `mvcs templates` copies the templates into.
    case templateCopies = "folder to copy the templates into"
  }

  /// Why a file could not be read.
  enum ReadProblem: Equatable, Sendable {
    case notUTF8
    /// A folder is where a file is read.
    case folder
    /// A folder in a templates folder has a template's name; the templates folder as shown.
    case templateFolder(in: String)
    case system(SystemError)
  }

  /// Why a file could not be written.
  enum WriteProblem: Error, Equatable, Sendable {
    /// A file system call failed in a folder, as shown.
    case system(SystemError, folder: String)
    /// A file, as shown, is where a folder goes.
    case fileInTheWay(String)
    /// A folder, as shown, is where a file goes.
    case folderInTheWay(String)
  }

  /// The status `mvcs` exits with.
  var exitCode: ExitCode {
    switch self {
    case .usage(let problems, _):
      // Bad names alone get their own status; any other mistake makes it a usage error.
      problems.allSatisfy(\.isInvalidName) ? .invalidName : .usage
    case .mediatorFileWithoutMarkers, .manyMediatorFiles: .invalidName
    case .invalidTemplates, .unknownTemplateFiles: .invalidTemplate
    case .invalidConfig: .invalidConfig
    case .noSuchFolder, .unreadable: .noInput
    case .notAFolder(_, let role): role == .templateCopies ? .cannotCreate : .noInput
    case .cannotWrite, .fileAppeared, .folderBusy, .cannotRecover, .unreadableJournal:
      .cannotCreate
    case .nothingWritten: .nothingWritten
    }
  }

  /// The message, one problem a line, without the "Error: " prefix or the usage.
  var description: String { lines.joined(separator: "\n") }

  /// The problems, one a line.
  var lines: [String] {
    switch self {
    case .usage(let problems, _):
      return problems.map(\.description)
    case .invalidTemplates(let errors):
      return errors.map(\.description)
    case .unknownTemplateFiles(let names, let folder):
      return names.map { name in
        let known = TemplateFile.allCases.map(\.fileName)
        if name == TemplateFile.formerMediatorFileName {
          return "\(folder)/\(name) is the mediator file's template under the name earlier "
            + "versions of mvcs gave it. To fix, rename it to \(TemplateFile.mediator.fileName)."
        }
        var line = "\(folder)/\(name) is not a template mvcs knows."
        if let suggestion = Suggestion.closest(to: name, in: known) {
          line += " Did you mean \(suggestion)?"
        }
        return line + " Templates: \(known.joined(separator: ", "))."
      }
    case .invalidConfig(let errors):
      return errors.map(\.description)
    case .mediatorFileWithoutMarkers(let path, let problem):
      return [
        "Cannot add the registrations to \(path): \(problem). To fix, put the lines "
          + "\"\(MediatorFile.beginMarker)\" and \"\(MediatorFile.endMarker)\" where "
          + "registrations go, such as inside a function that registers scenes, or delete the "
          + "file to have it made again."
      ]
    case .manyMediatorFiles(let paths):
      return [
        "Cannot tell which file is the mediator file: \(paths.joined(separator: ", ")) each "
          + "hold the line \"\(MediatorFile.beginMarker)\". To fix, keep the lines "
          + "\"\(MediatorFile.beginMarker)\" and \"\(MediatorFile.endMarker)\" in one of them."
      ]
    case .noSuchFolder(let path, let role):
      return ["The \(role.rawValue) \(path) does not exist. To fix, create it or pass another one."]
    case .notAFolder(let path, let role):
      return [Self.notAFolderMessage(path, role: role)]
    case .unreadable(let path, let problem):
      return ["Cannot read \(path): \(Self.readMessage(problem))"]
    case .cannotWrite(let path, let problem, let role):
      return [
        "Cannot write \(path): \(Self.reason(problem)). Nothing was written: the files written "
          + "before it were removed. To fix, \(Self.fix(problem, role: role))."
      ]
    case .folderBusy(let path):
      return [
        "Another run of mvcs is writing into \(path). To fix, wait until it ends, then run again."
      ]
    case .cannotRecover(let path, let problem, let journal):
      return [
        "An earlier run of mvcs was interrupted while moving its files into place, and this run "
          + "cannot finish it: cannot write \(path): \(Self.reason(problem)). Its journal, "
          + "\(journal), is kept. To fix, \(Self.fix(problem, role: nil)), then run mvcs again: "
          + "it finishes the interrupted run first."
      ]
    case .unreadableJournal(let path):
      return [
        "Cannot read \(path), the journal of an interrupted run of mvcs, so what that run left "
          + "is unknown. To fix, delete \(path), and the staging files that run left beside the "
          + "files it wrote, named .<file name>.mvcs-<8 letters and digits>; then check the "
          + "files it wrote, and run again."
      ]
    case .fileAppeared(let path):
      return [
        "Cannot write \(path): a file appeared there while mvcs was writing, and was left alone. "
          + "Nothing was written: the files written before it were removed. To fix, run again: "
          + "the file is then skipped, or overwritten with --force."
      ]
    case .nothingWritten(let scene):
      let subject = scene.map { "every file of the scene \($0) exists" } ?? "every file exists"
      return [
        "Nothing was written: \(subject). To fix, pass --force to overwrite the files"
          + (scene == nil ? "." : ", or choose another scene name.")
      ]
    }
  }
}

// MARK: - Files

extension ScaffoldError {
  private static func notAFolderMessage(_ path: String, role: FolderRole) -> String {
    switch role {
    case .output:
      "The output folder \(path) is a file, not a folder. To fix, pass the package's folder "
        + "with --output."
    case .templates:
      "The templates folder \(path) is a file, not a folder. To fix, pass the folder that "
        + "holds the templates, such as one that 'mvcs templates <dir>' made."
    case .templateCopies:
      "Cannot copy the templates into \(path): it is a file, not a folder. To fix, pass a "
        + "folder, or a path where nothing is yet to have the folder made."
    }
  }

  private static func readMessage(_ problem: ReadProblem) -> String {
    switch problem {
    case .notUTF8:
      return "it is not UTF-8 text. To fix, save it as UTF-8."
    case .folder:
      return "it is a folder, where mvcs reads a file. To fix, move or rename the folder."
    case .templateFolder(let folder):
      return "it is a folder, but a name ending in .template in a templates folder names a "
        + "template file. To fix, rename the folder so that its name does not end in "
        + ".template, or move it out of \(folder)."
    case .system(let error):
      let fix =
        error.code == EACCES || error.code == EPERM
        ? "give your user permission to read it (such as chmod u+r on it)"
        : "check that it can be read"
      return "\(error). To fix, \(fix)."
    }
  }

  /// Why a write failed, in words.
  private static func reason(_ problem: WriteProblem) -> String {
    switch problem {
    case .system(let error, _): "\(error)"
    case .fileInTheWay(let file): "\(file) is a file, not a folder"
    case .folderInTheWay: "it is a folder, not a file"
    }
  }

  /// What the user does about a failed write: each remedy fits the failure, and the last names
  /// another place to write, as the command takes it; with no role, the files must go where
  /// they are, so there is no other place.
  private static func fix(_ problem: WriteProblem, role: FolderRole?) -> String {
    func elsewhere(_ kind: String) -> String {
      switch role {
      case nil: ""
      case .templateCopies?: ", or pass \(kind) to mvcs templates"
      default: ", or pass --output with \(kind)"
      }
    }
    switch problem {
    case .fileInTheWay(let file):
      return "move or rename \(file), which mvcs did not make and leaves alone"
        + elsewhere("another folder")
    case .folderInTheWay(let folder):
      return "move or rename the folder \(folder), which mvcs did not make and leaves alone"
        + elsewhere("another folder")
    case .system(let error, let folder):
      switch error.code {
      case ENOSPC, EDQUOT:
        return "free space on the disk" + elsewhere("a folder on another disk")
      case EROFS:
        return "remount the disk read-write if it can be written (it is mounted read-only)"
          + elsewhere("a folder on a writable disk")
      case EACCES, EPERM:
        return "give your user permission to write into \(folder) (such as chmod u+w \(folder))"
          + elsewhere("another folder")
      case ENAMETOOLONG:
        return "use shorter names" + elsewhere("a folder with a shorter path")
      default:
        return "check that \(folder) can be written" + elsewhere("another folder")
      }
    }
  }
}
