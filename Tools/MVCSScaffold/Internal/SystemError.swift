import Foundation

/// An `errno` value from a file system call, named for messages.
struct SystemError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The `errno` value.
  let code: Int32

  /// The current `errno`.
  static var current: SystemError { SystemError(code: errno) }

  /// The system's words for the error with its symbol: "No space left on device (ENOSPC)".
  var description: String {
    let words = String(cString: strerror(code))
    return Self.symbols[code].map { "\(words) (\($0))" } ?? words
  }

  /// Whether the disk, or the user's quota on it, is full.
  var isDiskFull: Bool { code == ENOSPC || code == EDQUOT }

  /// The symbols of the errors that the file calls of `mvcs` meet, for users to search for.
  private static let symbols: [Int32: String] = [
    EACCES: "EACCES", EPERM: "EPERM", EROFS: "EROFS", ENOSPC: "ENOSPC", EDQUOT: "EDQUOT",
    ENAMETOOLONG: "ENAMETOOLONG", EEXIST: "EEXIST", ENOENT: "ENOENT", ENOTDIR: "ENOTDIR",
    EISDIR: "EISDIR", EIO: "EIO", EXDEV: "EXDEV", EMLINK: "EMLINK", ELOOP: "ELOOP",
  ]
}
