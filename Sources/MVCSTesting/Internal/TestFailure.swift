import Foundation
import MVCS
import MVCSSupport
import Testing

/// Reports a failure to whichever test framework runs the test, from any thread.
///
/// Swift Testing ignores an issue recorded outside one of its tests, so a failure in an XCTest
/// test goes to `XCTFail`, at the test's line (a script's failure: at the line that runs the
/// script, with the script's line at the start of the message). XCTest is found at run time
/// rather than linked, so that MVCSTesting depends on Swift Testing only. Outside any test
/// framework, the failure is printed, never lost.
enum TestFailure {
  /// Replaces the reporting, to test the harness's own messages.
  ///
  /// A struct rather than an optional closure, as `DiagnosticHandler` is: Swift 6.3's optimiser
  /// crashes binding a task-local whose value is an optional function type.
  @TaskLocal static var handler: Handler?

  struct Handler: Sendable {
    let receive: @Sendable (String, FailureLocation) -> Void
  }

  static func report(_ message: String, at location: FailureLocation) {
    // Messages quote values and script text; none of it may drive the terminal that shows it.
    let message = ControlCharacter.escaped(message, keepingLineFeeds: true)
    if let handler {
      handler.receive(message, location)
    } else if Test.current != nil {
      Issue.record(Comment(rawValue: message), sourceLocation: location.sourceLocation)
    } else if let xctFail {
      let text = location.isInScript ? "\(location.filePath):\(location.line): \(message)" : message
      xctFail(text, location.callerFilePath, location.callerLine)
    } else {
      print("error: \(location.filePath):\(location.line): \(message)")
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
