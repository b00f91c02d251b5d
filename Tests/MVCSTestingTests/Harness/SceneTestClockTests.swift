import Testing

@testable import MVCSTesting

@MainActor
struct SceneTestClockTests {
  @Test func sleepWaitsUntilTheClockIsAdvancedPastItsDeadline() async throws {
    let clock = SceneTestClock()
    var woke = false
    let sleeper = Task { @MainActor in
      try await clock.sleep(for: .seconds(2))
      woke = true
    }
    while clock.waitingCount == 0 { await Task.yield() }
    clock.advance(by: .seconds(1))
    await Task.yield()
    #expect(!woke)
    #expect(clock.nextDeadline == SceneTestClock.Instant(offset: .seconds(2)))
    clock.advance(by: .seconds(1))
    try await sleeper.value
    #expect(woke)
    #expect(clock.now == SceneTestClock.Instant(offset: .seconds(2)))
  }

  @Test func advancingWakesEachSleepOnceItIsDue() async throws {
    // Not the order in which woken tasks run: a woken sleep continues on the shared pool, and
    // two woken together reach the main actor in either order (the old test here was flaky).
    let clock = SceneTestClock()
    var woke: [Int] = []
    let late = Task { @MainActor in
      try await clock.sleep(for: .seconds(3))
      woke.append(3)
    }
    let early = Task { @MainActor in
      try await clock.sleep(for: .seconds(1))
      woke.append(1)
    }
    while clock.waitingCount < 2 { await Task.yield() }

    clock.advance(by: .seconds(2))
    try await early.value
    #expect(woke == [1])
    #expect(clock.waitingCount == 1)

    clock.advance(by: .seconds(2))
    try await late.value
    #expect(woke == [1, 3])
    #expect(clock.waitingCount == 0)
  }

  @Test func sleepUntilThePastReturnsAtOnce() async throws {
    let clock = SceneTestClock()
    clock.advance(by: .seconds(1))
    try await clock.sleep(until: SceneTestClock.Instant(offset: .zero))
    #expect(clock.waitingCount == 0)
  }

  @Test func cancellingASleepThrowsCancellationAndForgetsIt() async {
    let clock = SceneTestClock()
    let sleeper = Task { try await clock.sleep(for: .seconds(1)) }
    while clock.waitingCount == 0 { await Task.yield() }
    sleeper.cancel()
    await #expect(throws: CancellationError.self) { try await sleeper.value }
    #expect(clock.waitingCount == 0)
  }

  @Test func advancingByANegativeDurationDoesNotGoBack() {
    let clock = SceneTestClock()
    clock.advance(by: .seconds(2))
    clock.advance(by: .seconds(-1))
    #expect(clock.now.offset == .seconds(2))
  }
}
