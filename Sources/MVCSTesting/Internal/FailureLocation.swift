import MVCS
import Testing

/// Where a failure is reported: the test's line, or the script's.
struct FailureLocation: Sendable {
  var fileID: String
  var filePath: String
  var line: Int
  var column: Int
  /// The Swift line that ran the step, for XCTest, which takes only a static location: the
  /// test's own line, or for a script's failure the line that runs the script.
  var callerFilePath: StaticString
  var callerLine: UInt
  /// Whether the failure is at a script's line rather than at the caller's.
  var isInScript = false

  /// A test's line, as its `#fileID`, `#filePath`, `#line` and `#column` give it.
  init(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
    self.fileID = "\(fileID)"
    self.filePath = "\(filePath)"
    self.line = Int(line)
    self.column = Int(column)
    callerFilePath = filePath
    callerLine = line
  }

  /// A script's line: its path, and its name as the file; `caller` runs the script.
  init(script location: ScriptLocation, path: String, caller: FailureLocation? = nil) {
    fileID = "scripts/\(location.file)"
    filePath = path
    line = location.line
    column = location.column
    callerFilePath = caller?.callerFilePath ?? #filePath
    callerLine = caller?.callerLine ?? #line
    isInScript = true
  }

  var sourceLocation: SourceLocation {
    SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  }
}
