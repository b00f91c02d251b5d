#if os(Linux)
  import MVCS
  import XCTest

  @testable import MVCSTesting

  /// Failures of a scene test run under XCTest reach XCTest: Swift Testing alone would drop them.
  final class XCTestReportingTests: XCTestCase {
    // The failures XCTest received while capturing, instead of failing this test.
    private var captured: [String] = []
    private var isCapturing = false

    override func recordFailure(
      withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
      expected: Bool
    ) {
      if isCapturing {
        captured.append(description)
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
      XCTAssertEqual(captured.count, 1)
      XCTAssertTrue(
        captured.first?.contains("XCTestReportingTests.swift:\(line): isLoading is false") == true,
        "\(captured)")
    }
  }
#endif
