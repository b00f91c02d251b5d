import MVCS
import MVCSSupport

/// An error from SQLite, with SQLite's own message.
///
/// ```swift
/// do {
///   let storage = try SQLiteStorage(at: URL(filePath: "/read-only/app.sqlite"))
/// } catch {
///   print(error)
///   // Cannot open the SQLite database at /read-only/app.sqlite: unable to open database
///   // file (SQLite code 14). To fix, …
/// }
/// ```
public struct SQLiteError: Error, Equatable, CustomStringConvertible {
  /// What the storage was doing.
  public enum Operation: String, Sendable, Equatable {
    /// Opening the database and creating its table.
    case open
    /// Reading a value.
    case read
    /// Writing a value.
    case write
    /// Removing a value.
    case remove
  }

  /// What the storage was doing.
  public let operation: Operation
  /// The key of the value, or `nil` when opening.
  public let key: String?
  /// The database file.
  public let path: String
  /// SQLite's result code, such as 5 (`SQLITE_BUSY`) or 13 (`SQLITE_FULL`).
  public let code: Int32
  /// SQLite's message, such as `database is locked`; for a key or value over SQLite's size limit
  /// (code 18, `SQLITE_TOOBIG`), its size and the limit.
  public let message: String

  /// The error as a message naming the operation, the key, the file, SQLite's message and the
  /// fix.
  public var description: String {
    let what =
      switch operation {
      case .open: "open the SQLite database at \(path)"
      case .read, .write, .remove:
        "\(operation.rawValue) \(StorageCoding.quoted(key ?? "")) in the SQLite database at \(path)"
      }
    let kept = operation == .write || operation == .remove ? " Any previous value was kept." : ""
    return """
      Cannot \(what): \(message) (SQLite code \(code)).\(kept) To fix, \(fix)
      """
  }

  private var fix: String {
    switch code {
    case 5, 6:
      "make sure no other process holds a long transaction on the file, or open it through one "
        + "SQLiteStorage (SQLiteStorage.named(_:at:) shares one per file)."
    case 13: "free space on the disk."
    case 18:
      "keep large data out of the database: write it to a file of its own (FileStorage keeps "
        + "values of any size) and store the file's name here; keep keys short, such as an ID."
    case 8: "make the file and its folder writable by the app."
    case 11, 26:
      "the file is not a SQLite database or is damaged: point the storage at another file, "
        + "or delete this one if its data can be lost."
    default:
      "make sure the folder exists, the app can write to it and the file is a SQLite database."
    }
  }
}
