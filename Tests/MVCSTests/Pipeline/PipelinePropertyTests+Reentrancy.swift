import MVCSTestSupport
import Testing

@testable import MVCS

@MainActor
private final class ChainPipeline: Pipeline {
  @Input var first = 0
  @Piped var second = 0
  @Piped var third = 0
}

@MainActor
private final class LoopPipeline: Pipeline {
  @Piped var a = 0
  @Piped var b = 0
}

@MainActor
private final class InnerLoopPipeline: Pipeline {
  @Piped var value = 0
}

@MainActor
private final class OuterLoopPipeline: Pipeline {
  @Piped var count = 0
  let inner = InnerLoopPipeline()
}

private let loopAdvice = """
  was stored but notified no observers. To fix, break the loop: write only when the value \
  differs, or move the work out of the observer.
  """

extension PipelineCore.PipelinePropertyTests {
  // MARK: - Writes from handlers

  @Test func nestedWritesNotifyDepthFirst() {
    let pipeline = ChainPipeline()
    let observer = PipelineTestObserver()
    var log: [String] = []
    pipeline.observe(\.first, by: observer) { [unowned pipeline] _, change in
      log.append("A sees first \(change.newValue)")
      pipeline.second = change.newValue * 10
      log.append("A done")
    }
    pipeline.observe(\.first, by: observer) { [unowned pipeline] _, change in
      log.append("B sees first \(change.newValue), second \(pipeline.second)")
    }
    pipeline.observe(\.second, by: observer) { [unowned pipeline] _, change in
      log.append("C sees second \(change.newValue)")
      pipeline.third = change.newValue * 10
    }
    pipeline.observe(\.third, by: observer) { _, change in
      log.append("D sees third \(change.newValue)")
    }
    pipeline.first = 1
    #expect(
      log == [
        "A sees first 1", "C sees second 10", "D sees third 100", "A done",
        "B sees first 1, second 10",
      ])
  }

  @Test func observerAddedDuringNotificationHearsOnlyTheNextChange() {
    let pipeline = ChainPipeline()
    let observer = PipelineTestObserver()
    var heard: [Int] = []
    var added = false
    pipeline.observe(\.first, by: observer) { [unowned pipeline] _, _ in
      guard !added else { return }
      added = true
      pipeline.observe(\.first, by: observer) { _, change in heard.append(change.newValue) }
    }
    pipeline.first = 1
    #expect(heard.isEmpty)
    pipeline.first = 2
    #expect(heard == [2])
  }

  @Test func observerCancelledByAnEarlierObserverIsNotCalled() {
    let pipeline = ChainPipeline()
    let observer = PipelineTestObserver()
    var log: [String] = []
    var later: PipelineObservation?
    pipeline.observe(\.first, by: observer) { _, _ in
      log.append("earlier")
      later?.cancel()
    }
    later = pipeline.observe(\.first, by: observer) { _, _ in log.append("later") }
    pipeline.observe(\.first, by: observer) { _, _ in log.append("last") }
    pipeline.first = 1
    pipeline.first = 2
    #expect(log == ["earlier", "last", "earlier", "last"])
    #expect(later?.isActive == false)
  }

  @Test func observerCancellingItselfIsNotCalledAgain() {
    let pipeline = ChainPipeline()
    let observer = PipelineTestObserver()
    var log: [String] = []
    var observation: PipelineObservation?
    observation = pipeline.observe(\.first, by: observer) { _, change in
      log.append("once \(change.newValue)")
      observation?.cancel()
    }
    pipeline.observe(\.first, by: observer) { _, change in log.append("always \(change.newValue)") }
    pipeline.first = 1
    pipeline.first = 2
    #expect(log == ["once 1", "always 1", "always 2"])
    #expect(observation?.isActive == false)
    observation = nil  // the handler holds the variable that holds its observation
  }

  @Test func observerWhoseOwnerAnEarlierObserverReleasesIsNotCalled() {
    let pipeline = ChainPipeline()
    let first = PipelineTestObserver("first")
    var second: PipelineTestObserver? = PipelineTestObserver("second")
    var log: [String] = []
    pipeline.observe(\.first, by: first) { owner, _ in
      log.append(owner.name)
      second = nil
    }
    let observation = pipeline.observe(\.first, by: second!) { owner, _ in log.append(owner.name) }
    pipeline.first = 1
    #expect(log == ["first"])
    #expect(!observation.isActive)
  }

  @Test func cancellingAllObservationsFromAHandlerStopsTheRemainingOnes() {
    let pipeline = ChainPipeline()
    let observer = PipelineTestObserver()
    var log: [String] = []
    pipeline.observe(\.first, by: observer) { [unowned pipeline] _, _ in
      log.append("first")
      pipeline.cancelAllObservations()
    }
    pipeline.observe(\.first, by: observer) { _, _ in log.append("second") }
    pipeline.first = 1
    pipeline.first = 2
    #expect(log == ["first"])
  }

  // MARK: - Runaway loops

  @Test func runawayLoopStopsAtTheMaximumDepthWithOneDiagnostic() throws {
    let pipeline = LoopPipeline()
    let observer = PipelineTestObserver()
    var calls = 0
    pipeline.observe(\.a, by: observer) { [unowned pipeline] _, change in
      calls += 1
      pipeline.b = change.newValue + 1
    }
    pipeline.observe(\.b, by: observer) { [unowned pipeline] _, change in
      calls += 1
      pipeline.a = change.newValue + 1
    }
    let diagnostics = diagnosticsReported { pipeline.a = 1 }
    #expect(Pipeline.maximumNotificationDepth == 64)
    #expect(calls == Pipeline.maximumNotificationDepth)
    let diagnostic = try #require(diagnostics.first)
    #expect(diagnostics.count == 1)
    #expect(
      diagnostic.message == """
        Writes nested 64 deep and were stopped: LoopPipeline.a → LoopPipeline.b → LoopPipeline.a \
        loops. The last write to LoopPipeline.a, and every write made while the loop unwound, \
        \(loopAdvice)
        """)
    #expect(diagnostic.fileID == nil)
    #expect(diagnostic.line == nil)
  }

  @Test func valuesAreConsistentAfterARunawayLoopAndLaterWritesNotify() {
    let pipeline = LoopPipeline()
    let observer = PipelineTestObserver()
    let loop = [
      pipeline.observe(\.a, by: observer) { [unowned pipeline] _, change in
        pipeline.b = change.newValue + 1
      },
      pipeline.observe(\.b, by: observer) { [unowned pipeline] _, change in
        pipeline.a = change.newValue + 1
      },
    ]
    _ = diagnosticsReported { pipeline.a = 1 }
    // Write n is made n - 1 deep, and the write 64 deep, the 65th, is stored unnotified.
    #expect(pipeline.a == 65)
    #expect(pipeline.b == 64)
    for observation in loop { observation.cancel() }
    var heard: [Int] = []
    pipeline.observe(\.b, by: observer) { _, change in heard.append(change.newValue) }
    let diagnostics = diagnosticsReported { pipeline.b = 1 }
    #expect(heard == [1])
    #expect(diagnostics.isEmpty)
  }

  @Test func writesJustBelowTheLimitAreNotStopped() {
    let pipeline = LoopPipeline()
    let observer = PipelineTestObserver()
    var heard: [Int] = []
    pipeline.observe(\.a, by: observer) { [unowned pipeline] _, change in
      heard.append(change.newValue)
      if change.newValue < Pipeline.maximumNotificationDepth { pipeline.a = change.newValue + 1 }
    }
    let diagnostics = diagnosticsReported { pipeline.a = 1 }
    #expect(heard == Array(1...Pipeline.maximumNotificationDepth))
    #expect(diagnostics.isEmpty)
  }

  @Test func aPropertyWritingItselfIsReportedAsALoopOfOne() throws {
    let pipeline = LoopPipeline()
    let observer = PipelineTestObserver()
    pipeline.observe(\.a, by: observer) { [unowned pipeline] _, change in
      pipeline.a = change.newValue + 1
    }
    let diagnostics = diagnosticsReported { pipeline.a = 1 }
    #expect(diagnostics.count == 1)
    #expect(
      try #require(diagnostics.first).message.hasPrefix(
        "Writes nested 64 deep and were stopped: LoopPipeline.a → LoopPipeline.a loops."))
    #expect(pipeline.a == 65)
  }

  @Test func loopThroughAChildNamesEachPipeline() throws {
    let pipeline = OuterLoopPipeline()
    let observer = PipelineTestObserver()
    pipeline.observe(\.count, by: observer) { [unowned pipeline] _, change in
      pipeline.inner.value = change.newValue + 1
    }
    pipeline.observe(\.inner.value, by: observer) { [unowned pipeline] _, change in
      pipeline.count = change.newValue + 1
    }
    let diagnostics = diagnosticsReported { pipeline.count = 1 }
    #expect(diagnostics.count == 1)
    #expect(
      try #require(diagnostics.first).message.hasPrefix(
        """
        Writes nested 64 deep and were stopped: OuterLoopPipeline.count → \
        InnerLoopPipeline.value → OuterLoopPipeline.count loops.
        """))
  }

  @Test func branchingLoopStopsWithOneDiagnosticAfterBoundedWork() {
    let pipeline = LoopPipeline()
    let observer = PipelineTestObserver()
    // Each write of b runs two observers that write a, so the writes double at every level.
    // Past `cap` calls the handlers stop writing, so that a pipeline that does not stop the
    // loop fails this test instead of running for ever.
    let cap = 100_000
    var calls = 0
    pipeline.observe(\.a, by: observer) { [unowned pipeline] _, change in
      calls += 1
      if calls < cap { pipeline.b = change.newValue + 1 }
    }
    for _ in 0..<2 {
      pipeline.observe(\.b, by: observer) { [unowned pipeline] _, change in
        calls += 1
        if calls < cap { pipeline.a = change.newValue + 1 }
      }
    }
    let diagnostics = diagnosticsReported { pipeline.a = 1 }
    #expect(diagnostics.count == 1)
    // 64 nested calls, then the second observer of each b frame as the loop unwinds.
    #expect(calls == Pipeline.maximumNotificationDepth + Pipeline.maximumNotificationDepth / 2)
  }

  @Test func equalValuesEndALoopOnTheirOwn() {
    let pipeline = LoopPipeline()
    let observer = PipelineTestObserver()
    pipeline.observe(\.a, by: observer) { [unowned pipeline] _, change in
      pipeline.b = min(change.newValue + 1, 10)
    }
    pipeline.observe(\.b, by: observer) { [unowned pipeline] _, change in
      pipeline.a = min(change.newValue + 1, 10)
    }
    let diagnostics = diagnosticsReported { pipeline.a = 1 }
    #expect(diagnostics.isEmpty)
    #expect(pipeline.a == 10)
    #expect(pipeline.b == 10)
  }
}
