/// The exit statuses of `mvcs`, after the BSD `sysexits.h` conventions where one fits.
enum ExitCode: Int32, CaseIterable, Sendable {
  /// Everything asked for was done; a dry run or help was printed.
  case success = 0
  /// Nothing was written: every file exists and `--force` was not given.
  case nothingWritten = 1
  /// The command line is wrong: an unknown subcommand or option, a missing or extra argument,
  /// an invalid name, or no module to write into (`EX_USAGE`).
  case usage = 64
  /// A template, the config file or the registry file is malformed (`EX_DATAERR`).
  case dataError = 65
  /// A folder or file to read does not exist or cannot be read (`EX_NOINPUT`).
  case noInput = 66
  /// A file or folder cannot be written; nothing was written (`EX_CANTCREAT`).
  case cannotCreate = 73

  /// What the status means, for help.
  var summary: String {
    switch self {
    case .success: "Success, or a dry run or help was printed."
    case .nothingWritten: "Nothing was written: every file exists (see --force)."
    case .usage: "Wrong usage: an unknown option, a missing argument, an invalid name."
    case .dataError: "A template, the config file or the registry file is malformed."
    case .noInput: "A folder or file to read does not exist or cannot be read."
    case .cannotCreate: "A file or folder cannot be written; nothing was written."
    }
  }
}
