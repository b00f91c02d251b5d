/// A state file the app does not read or replace.
enum StateFileError: Error, Equatable, CustomStringConvertible {
  case notAFile(String, kind: String)
  case tooLarge(String, size: Int)
  case unreadable(String, reason: String)
  case notSavedScenes(String, reason: String)
  case changed(String)
  case cannotWrite(String, reason: String)

  var description: String {
    let untouched = "it is left as it is, and the scenes will not be saved to it"
    let fix = "To fix, pass another file with --state, or move this one away."
    switch self {
    case .notAFile(let path, let kind):
      let fix =
        kind == "a symbolic link"
        ? "To fix, pass the file it points to with --state, or another file." : fix
      return "The state file \(path) is \(kind), not a file of saved scenes; \(untouched). "
        + fix
    case .tooLarge(let path, let size):
      return "The state file \(path) holds \(size) bytes, more than saved scenes take "
        + "(at most \(StateFile.sizeLimit)); \(untouched). \(fix)"
    case .unreadable(let path, let reason):
      return "The state file \(path) cannot be read (\(reason)); \(untouched). \(fix)"
    case .notSavedScenes(let path, let reason):
      return "The state file \(path) does not hold saved scenes (\(reason)); \(untouched). "
        + fix
    case .changed(let path):
      return "The scenes were not saved: \(path) changed since the app read it, and the app "
        + "replaces only the file it read. To fix, pass another file with --state."
    case .cannotWrite(let path, let reason):
      return "The scenes could not be saved to \(path): \(reason). To fix, check that its "
        + "folder exists and can be written, or pass another file with --state."
    }
  }
}
