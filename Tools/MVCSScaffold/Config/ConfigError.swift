/// A problem in a config file, with where it is.
struct ConfigError: Error, Equatable, CustomStringConvertible {
  /// The config file's path.
  let file: String
  /// The line, from 1.
  let line: Int
  /// What is wrong and what was expected.
  let message: String

  var description: String { "\(file):\(line): \(message)" }
}
