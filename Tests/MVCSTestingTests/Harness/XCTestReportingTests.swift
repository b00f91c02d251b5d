#if os(Linux)
  import MVCS
  import XCTest

  @testable import MVCSTesting

  /// Failures of a scene test run under XCTest reach XCTest: Swift Testing alone would drop them.
  final class XCTestReportingTests: XCTestCase {
    // The failures XCTest received while capturing, instead of failing this test.
    private var captured: [(message: String, file: String, line: Int)] = []
    private var isCapturing = false

    override func recordFailure(
      withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
      expected: Bool
    ) {
      if isCapturing {
        captured.append((description, filePath, lineNumber))
      } else {
        super.recordFailure(
          withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
      }
    }

    @MainActor
    func testFailedExpectationReachesXCTestWithItsLocation() async throws {
      let test = SceneTest(SearchPipeline.self, scene: "Search", mediator: .photoApp())
      try await test.start()
      isCapturing = true
      let line = #line + 1
      test.expect(\.isLoading, true)
      isCapturing = false
      await test.finish()
      // At the test's own line, as XCTest's own assertions are, not inside MVCSTesting.
      XCTAssertEqual(captured.count, 1)
      XCTAssertEqual(captured.first?.file, #filePath)
      XCTAssertEqual(captured.first?.line, line)
      XCTAssertEqual(
        captured.first?.message.components(separatedBy: "\nJournal").first,
        "failed - isLoading is false, expected true.")
    }

    @MainActor
    func testScriptFailureReachesXCTestAtTheLineThatRunsIt() async throws {
      let script = SceneScriptFile("Inline.scenetest")
      // What `SceneScriptFile.run` passes on from its defaults.
      let line = #line + 1
      let caller = FailureLocation(fileID: #fileID, filePath: #filePath, line: #line, column: 1)
      isCapturing = true
      await SceneScriptFile.run(
        "scene Search\nexpect isLoading == true\n", named: "Inline.scenetest", at: script.path,
        mediator: .photoApp(), caller: caller)
      isCapturing = false
      XCTAssertEqual(captured.count, 1)
      XCTAssertEqual(captured.first?.file, #filePath)
      XCTAssertEqual(captured.first?.line, line)
      XCTAssertEqual(
        captured.first?.message.components(separatedBy: "\nJournal").first,
        "failed - \(script.path):2: isLoading is false, expected true.")
    }
  }
#endif
