/// A place in a scene script or a scenario: its file, line and column, all for messages.
///
/// Lines and columns count from 1, and a column counts characters as a reader sees them, so a
/// problem points at the offending token the way an editor does.
///
/// ```swift
/// let location = ScriptLocation(file: "Search.scenetest", line: 4, column: 8)
/// print(location)  // Search.scenetest:4:8
/// ```
public struct ScriptLocation: Sendable, Hashable, CustomStringConvertible {
  /// The script's file name, such as `Search.scenetest`.
  public var file: String
  /// The line, counting from 1.
  public var line: Int
  /// The column, counting characters from 1.
  public var column: Int

  /// Creates a location.
  ///
  /// - Parameters:
  ///   - file: The script's file name, such as `Search.scenetest`.
  ///   - line: The line, counting from 1.
  ///   - column: The column, counting characters from 1.
  public init(file: String, line: Int, column: Int) {
    self.file = file
    self.line = line
    self.column = column
  }

  /// The location as compilers print it: `file:line:column`.
  public var description: String { "\(file):\(line):\(column)" }
}
