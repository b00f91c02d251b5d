/// The exit statuses of `mvcs`, after the BSD `sysexits.h` conventions where one fits.
///
/// Each kind of bad input has its own status, so that a script can tell them apart.
enum ExitCode: Int32, CaseIterable, Sendable {
  /// Everything asked for was done; a dry run or help was printed.
  case success = 0
  /// Nothing was written: every file exists and `--force` was not given.
  case nothingWritten = 1
  /// The command line is wrong: an unknown subcommand or option, a missing or empty value, a
  /// missing or extra argument, or no module to write into (`EX_USAGE`).
  case usage = 64
  /// A name cannot be used in Swift code: not an identifier, a keyword, the name of a type it
  /// would hide, or too long for a file name; a value given on the command line holds a control
  /// character; or the mediator file has no marker lines, or several files have them
  /// (`EX_DATAERR`).
  case invalidName = 65
  /// A folder or file to read does not exist or cannot be read (`EX_NOINPUT`).
  case noInput = 66
  /// A file or folder cannot be written; nothing was written (`EX_CANTCREAT`).
  case cannotCreate = 73
  /// The config file is malformed (`EX_CONFIG`).
  case invalidConfig = 78
  /// A template is malformed, such as one with an unknown placeholder, or is not one `mvcs`
  /// knows. Not in `sysexits.h`, which ends at 78.
  case invalidTemplate = 79

  /// What the status means, for help.
  var summary: String {
    switch self {
    case .success: "Success, or a dry run or help was printed."
    case .nothingWritten: "Nothing was written: every file exists (see --force)."
    case .usage: "Wrong usage: an unknown option, a missing argument or value."
    case .invalidName:
      "A name is not a Swift identifier, is a keyword, would hide a type or is too long; a "
        + "value holds a control character; or the mediator file has no mvcs marker lines."
    case .noInput: "A folder or file to read does not exist or cannot be read."
    case .cannotCreate: "A file or folder cannot be written; nothing was written."
    case .invalidConfig: "The config file (\(Config.fileName)) is malformed."
    case .invalidTemplate: "A template is malformed or unknown."
    }
  }
}
