import Foundation
import Testing

/// Where a failure is reported: the test's line, or the script's.
struct FailureLocation: Sendable {
  var fileID: String
  var filePath: String
  var line: Int
  var column: Int

  init(fileID: String, filePath: String, line: Int, column: Int) {
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }

  /// A script's line: its path, and its name as the file.
  init(script location: ScriptLocation, path: String) {
    self.init(
      fileID: "scripts/\(location.file)", filePath: path, line: location.line,
      column: location.column)
  }

  var sourceLocation: SourceLocation {
    SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

/// Reports a failure to whichever test framework runs the test, from any thread.
///
/// Swift Testing ignores an issue recorded outside one of its tests, so a failure in an XCTest
/// test goes to `XCTFail`, with the location at the start of its message. XCTest is found at run
/// time rather than linked, so that MVCSTesting depends on Swift Testing only. Outside any test
/// framework, the failure is printed, never lost.
enum TestFailure {
  /// Replaces the reporting, to test the harness's own messages.
  @TaskLocal static var handler: (@Sendable (String, FailureLocation) -> Void)?

  static func report(_ message: String, at location: FailureLocation) {
    let located = "\(location.filePath):\(location.line): \(message)"
    if let handler {
      handler(message, location)
    } else if Test.current != nil {
      Issue.record(Comment(rawValue: message), sourceLocation: location.sourceLocation)
    } else if let xctFail {
      xctFail(located, #filePath, #line)
    } else {
      print("error: \(located)")
    }
  }

  private typealias XCTFailFunction = @convention(thin) (String, StaticString, UInt) -> Void

  /// XCTest's `XCTFail(_:file:line:)`, when the process has XCTest loaded.
  private static let xctFail: XCTFailFunction? = {
    guard
      let symbol = dlsym(
        dlopen(nil, RTLD_LAZY), "$s6XCTest7XCTFail_4file4lineySS_s12StaticStringVSutF")
    else { return nil }
    return unsafeBitCast(symbol, to: XCTFailFunction.self)
  }()
}
