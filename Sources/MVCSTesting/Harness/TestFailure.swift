import Foundation
import Testing
import XCTest

/// Where a failure is reported: the test's line, or the script's.
struct FailureLocation: Sendable, CustomStringConvertible {
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

  var description: String { "\(fileID.split(separator: "/").last ?? ""):\(line)" }

  var sourceLocation: SourceLocation {
    SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

/// Reports a failure to whichever test framework runs the test.
///
/// Swift Testing ignores an issue recorded outside one of its tests, so a failure in an XCTest
/// test goes to `XCTFail`, with the location at the start of its message; outside any test it is
/// printed, never lost.
@MainActor
enum TestFailure {
  /// Replaces the reporting, to test the harness's own messages.
  @TaskLocal static var handler: (@Sendable (String, FailureLocation) -> Void)?

  static func report(_ message: String, at location: FailureLocation) {
    if let handler {
      handler(message, location)
    } else if Test.current != nil {
      Issue.record(Comment(rawValue: message), sourceLocation: location.sourceLocation)
    } else if isXCTestRunner {
      XCTFail("\(location.filePath):\(location.line): \(message)")
    } else {
      print("\(location.filePath):\(location.line): error: \(message)")
    }
  }

  // XCTest runs tests from a bundle (Linux: `…PackageTests.xctest`; Apple: `xctest` loading one).
  private static let isXCTestRunner =
    CommandLine.arguments.first.map { $0.hasSuffix(".xctest") || $0.hasSuffix("/xctest") } ?? false
}
