import MVCS
import Testing

@testable import MVCSTesting

/// A diagnostic the scene reports fails the test at the step that caused it, with its message.
@MainActor
struct SceneTestDiagnosticsTests {
  static let unhandledError = """
    MVCS: A scene task ended with an error it did not handle: the disk is full. \
    To fix, catch errors inside the task and write them into the pipeline, \
    such as a @Status the view shows.
    """

  @Test func errorATaskDidNotHandleFailsTheStepThatRanIt() async throws {
    var setLine = 0
    let found = try await failures {
      let test = SceneTest(
        TroubledPipeline.self, scene: "Troubled", mediator: .troubledApp(), checking: .relaxed)
      try await test.start()
      setLine = #line + 1
      await test.set(\.failNow, true)
      await test.finish()
    }
    #expect(found.map(\.line) == [setLine])
    #expect(found.map(\.message) == [Self.unhandledError])
    #expect(found.map(\.file) == ["MVCSTestingTests/SceneTestDiagnosticsTests.swift"])
  }

  @Test func errorOfATaskCreatedEarlierFailsTheStepDuringWhichItThrew() async throws {
    var advanceLine = 0
    let found = try await failures {
      let test = SceneTest(
        TroubledPipeline.self, scene: "Troubled", mediator: .troubledApp(), checking: .relaxed)
      try await test.start()
      await test.set(\.failLater, true)
      await test.advance(by: .milliseconds(500))
      advanceLine = #line + 1
      await test.advance(by: .milliseconds(500))
      await test.finish()
    }
    #expect(found.map(\.line) == [advanceLine])
    #expect(found.map(\.message) == [Self.unhandledError])
  }

  @Test func errorOfATaskCreatedAtTheStartFailsTheStepDuringWhichItThrew() async throws {
    var advanceLine = 0
    let found = try await failures {
      let test = SceneTest(
        TroubledPipeline.self, scene: "Troubled", mediator: .troubledApp(),
        context: ["failsAfterStart": true], checking: .relaxed)
      try await test.start()
      advanceLine = #line + 1
      await test.advance(by: .seconds(5))
      await test.finish()
    }
    #expect(found.map(\.line) == [advanceLine])
    #expect(found.map(\.message) == [Self.unhandledError])
  }

  @Test func navigationErrorAControllerReportsFailsTheStepThatCausedIt() async throws {
    var setLine = 0
    let found = try await failures {
      let test = SceneTest(
        TroubledPipeline.self, scene: "Troubled", mediator: .troubledApp(), checking: .relaxed)
      try await test.start()
      setLine = #line + 1
      await test.set(\.openMissingScene, true)
      await test.finish()
    }
    #expect(found.map(\.line) == [setLine])
    #expect(
      found.map(\.message) == [
        """
        MVCSTestingTests/TroubledApp.swift:109: MVCS: Navigation failed, and the scene stayed \
        where it was: No scene named "Nowhere" is registered. Registered scenes: Troubled. To \
        fix, correct the name or register it with mediator.register(scene:).
        """
      ])
  }

  @Test func observationOfSomethingThatIsNotAPropertyFailsTheStart() async throws {
    var startLine = 0
    let found = try await failures {
      let test = SceneTest(
        TroubledPipeline.self, scene: "Troubled", mediator: .troubledApp(),
        context: ["observesWordCount": true])
      startLine = #line + 1
      try await test.start()
      await test.finish()
    }
    #expect(found.map(\.line) == [startLine])
    #expect(found.map(\.message) == [Self.notAProperty])
  }

  @Test func writeLoopStoppedAtTheDepthLimitFailsTheWrite() async throws {
    var setLine = 0
    let found = try await failures {
      let test = SceneTest(
        TroubledPipeline.self, scene: "Troubled", mediator: .troubledApp(), checking: .relaxed)
      try await test.start()
      setLine = #line + 1
      await test.set(\.ping, 1)
      await test.finish()
    }
    #expect(found.map(\.line) == [setLine])
    #expect(found.map(\.message) == [Self.writeLoop])
  }

  /// The limit on settling is a limit on work that has not settled: work that settled passes
  /// however long the main actor took to come back to the step (here longer than a zero limit,
  /// as one turn of a main actor shared by hundreds of tests can take on a busy machine).
  @Test func workThatSettledPassesHoweverLongTheMainActorTookToComeBack() async throws {
    let found = try await failures {
      let test = SceneTest(
        TroubledPipeline.self, scene: "Troubled", mediator: .troubledApp(), checking: .relaxed)
      try await SettleLimit.$value.withValue(.zero) {
        try await test.start()
        await test.set(\.words, ["settled"])
      }
      await test.finish()
    }
    #expect(found == [])
  }

  @Test func workWaitingOffTheTestClockFailsTheStepAfterTheLimit() async throws {
    var setLine = 0
    let found = try await failures {
      let test = SceneTest(
        TroubledPipeline.self, scene: "Troubled", mediator: .troubledApp(), checking: .relaxed)
      try await test.start()
      await SettleLimit.$value.withValue(.milliseconds(50)) {
        setLine = #line + 1
        await test.set(\.waitOffTheClock, true)
      }
      // Teardown cancels the sleep, with the usual limit for the task to end.
      await test.tearDown()
    }
    #expect(found.map(\.line) == [setLine])
    #expect(
      found.map(\.message) == [
        "The scene's work did not settle within 0.05 seconds of real time: 1 task(s) running, 0 "
          + "waiting on the test clock. A task waits for something other than the scene's fakes "
          + "and clock, such as a real network call or Task.sleep. To fix, reach services through "
          + "the context and wait with `environment.clock`."
      ])
  }

  @Test func sceneWithoutDiagnosticsPasses() async throws {
    let found = try await failures {
      let test = SceneTest(TroubledPipeline.self, scene: "Troubled", mediator: .troubledApp())
      try await test.start()
      await test.finish()
    }
    #expect(found == [])
  }

  static let notAProperty = """
    MVCSTestingTests/TroubledApp.swift:53: MVCS: TroubledStore observes a key path from \
    TroubledPipeline to Int that is not a pipeline property, so it was not observed. Only \
    properties declared with @Piped, @Flag, @Status, @Input or @Context notify, here or in a \
    child pipeline (\\.child.property). To fix, observe the property itself (\\.photos rather \
    than \\.photos.count) and derive the value in the handler.
    """

  static let writeLoop = """
    MVCS: Writes nested 64 deep and were stopped: TroubledPipeline.ping → TroubledPipeline.pong \
    → TroubledPipeline.ping loops. The last write to TroubledPipeline.ping, and every write made \
    while the loop unwound, was stored but notified no observers. To fix, break the loop: write \
    only when the value differs, or move the work out of the observer.
    """
}
