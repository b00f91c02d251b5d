import MVCS
import Testing

@testable import MVCSTesting

/// `expectDiagnostic(containing:)` covers a diagnostic the scene reported, as `expectWrite`
/// covers a write; one that no step covers still fails the step that caused it.
@MainActor
struct SceneTestExpectDiagnosticTests {
  private func troubledTest() -> SceneTest<TroubledPipeline> {
    SceneTest(
      TroubledPipeline.self, scene: "Troubled", mediator: .troubledApp(), checking: .relaxed)
  }

  @Test func expectedDiagnosticPasses() async throws {
    let found = try await failures {
      let test = troubledTest()
      try await test.start()
      await test.set(\.ping, 1)
      test.expectDiagnostic(containing: "Writes nested 64 deep and were stopped")
      await test.set(\.ping, 2)
      test.expectDiagnostic(containing: "Writes nested 64 deep and were stopped")
      await test.finish()
    }
    #expect(found == [])
  }

  @Test func diagnosticOfATaskCreatedEarlierIsExpectedAfterTheStepDuringWhichItThrew()
    async throws
  {
    let found = try await failures {
      let test = troubledTest()
      try await test.start()
      await test.set(\.failLater, true)
      await test.advance(by: .seconds(1))
      test.expectDiagnostic(containing: "the disk is full")
      await test.finish()
    }
    #expect(found == [])
  }

  @Test func expectingADiagnosticWhenThereIsNoneFails() async throws {
    var expectLine = 0
    let found = try await failures {
      let test = troubledTest()
      try await test.start()
      expectLine = #line + 1
      test.expectDiagnostic(containing: "nested")
      await test.finish()
    }
    #expect(found.map(\.line) == [expectLine])
    #expect(
      found.map(\.summary) == [
        #"Expected a diagnostic containing "nested", but the scene reported none."#
      ])
  }

  @Test func expectingOtherTextFailsAndTheDiagnosticStillFailsItsStep() async throws {
    var (setLine, expectLine) = (0, 0)
    let found = try await failures {
      let test = troubledTest()
      try await test.start()
      setLine = #line + 1
      await test.set(\.ping, 1)
      expectLine = #line + 1
      test.expectDiagnostic(containing: "the disk is full")
      await test.finish()
    }
    #expect(found.map(\.line) == [expectLine, setLine])
    #expect(
      found.first?.summary
        == #"Expected a diagnostic containing "the disk is full", but none of the scene's "#
        + "unasserted diagnostics contains it:\n- \(SceneTestDiagnosticsTests.writeLoop.dropFirst(6))"
    )
    #expect(found.last?.message == SceneTestDiagnosticsTests.writeLoop)
  }

  @Test func eachExpectationCoversOneDiagnostic() async throws {
    var setLine = 0
    let found = try await failures {
      let test = troubledTest()
      try await test.start()
      setLine = #line + 1
      await test.set(\.ping, 1)
      test.expectDiagnostic(containing: "nested")
      test.expectDiagnostic(containing: "nested")
      await test.finish()
    }
    #expect(found.map(\.line) == [setLine + 2])
  }

  /// A start that throws ends the test, so what it reported fails it there and then.
  @Test func diagnosticOfAStartThatThrowsFailsTheStart() async throws {
    var startLine = 0
    let found = await failures {
      let test = SceneTest(
        StarPipeline.self, scene: "Troubled", mediator: .troubledApp(),
        context: ["observesWordCount": true], checking: .relaxed)
      startLine = #line + 1
      await #expect(throws: SceneTestError.self) { try await test.start() }
    }
    // Then the test ends without `finish()`, which fails it too.
    #expect(found.first?.line == startLine)
    #expect(found.first?.message == SceneTestDiagnosticsTests.notAProperty)
  }
}
