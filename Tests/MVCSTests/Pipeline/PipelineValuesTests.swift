import MVCSTestSupport
import Testing

@testable import MVCS

@MainActor
private final class TapPipeline: Pipeline {
  @Input var tapped = 0
  @Flag var finished = false
  @Piped var count = 0
  @Status var isBusy = false
  @Context var selected: String?
  let child = TapChildPipeline()
}

@MainActor
private final class TapChildPipeline: Pipeline {
  @Input var tapped = 0
}

/// Takes `count` values from a sequence, or fewer if it ends first.
private func take<Value: Sendable>(_ count: Int, from values: PipelineValues<Value>) async
  -> [Value]
{
  var taken: [Value] = []
  var iterator = values.makeAsyncIterator()
  while taken.count < count, let value = await iterator.next() { taken.append(value) }
  return taken
}

extension PipelineCore {
  @MainActor
  struct PipelineValuesTests {
    // MARK: - Events are never dropped nor merged

    @Test(.timeLimit(.minutes(10)))
    func everyInputWrittenBeforeTheConsumerRunsArrivesInOrder() async {
      let pipeline = TapPipeline()
      let values = pipeline.values(\.tapped)
      // The consumer runs on the main actor too: it cannot take a value until every write is made.
      let consumer = Task { await take(1_000, from: values) }
      for tap in 1...1_000 { pipeline.tapped = tap }
      #expect(await consumer.value == Array(1...1_000))
    }

    @Test(.timeLimit(.minutes(10)))
    func equalEventsAreEachDelivered() async {
      let pipeline = TapPipeline()
      let taps = pipeline.values(\.tapped)
      let flags = pipeline.values(\.finished)
      for _ in 1...5 {
        pipeline.tapped = 7
        pipeline.finished = true
      }
      #expect(await take(5, from: taps) == [7, 7, 7, 7, 7])
      #expect(await take(5, from: flags) == [true, true, true, true, true])
    }

    @Test(.timeLimit(.minutes(10)))
    func aSlowConsumerOnAnotherTaskGetsEveryEvent() async {
      let pipeline = TapPipeline()
      let values = pipeline.values(\.child.tapped)
      let consumer = Task.detached {
        var received: [Int] = []
        for await value in values {
          received.append(value)
          // Slow: gives the producer the chance to write several more before the next take.
          for _ in 0..<3 { await Task.yield() }
          if received.count == 500 { break }
        }
        return received
      }
      for tap in 1...250 { pipeline.child.tapped = tap }
      await Task.yield()
      for tap in 251...500 { pipeline.child.tapped = tap }
      #expect(await consumer.value == Array(1...500))
    }

    @Test(.timeLimit(.minutes(10)))
    func eventsWrittenByAnObserverArriveAsObserversHearThem() async {
      let pipeline = TapPipeline()
      let values = pipeline.values(\.tapped)
      let owner = Owner()
      // An observer that turns each tap on the child into a tap here: two writes a tap.
      pipeline.observe(\.child.tapped, by: owner) { _, change in
        pipeline.tapped = change.newValue * 10
      }
      for tap in 1...3 {
        pipeline.tapped = tap
        pipeline.child.tapped = tap
      }
      #expect(await take(6, from: values) == [1, 10, 2, 20, 3, 30])
    }

    // MARK: - Data keeps the latest value

    @Test(.timeLimit(.minutes(10)))
    func dataWrittenWhileTheConsumerIsBusyCoalescesToTheLatest() async {
      let pipeline = TapPipeline()
      let counts = pipeline.values(\.count)
      let busy = pipeline.values(\.isBusy)
      let selected = pipeline.values(\.selected)
      var countIterator = counts.makeAsyncIterator()
      for value in 1...100 { pipeline.count = value }
      pipeline.isBusy = true
      pipeline.isBusy = false
      pipeline.isBusy = true
      pipeline.selected = "a"
      pipeline.selected = "b"
      #expect(await countIterator.next() == 100)
      pipeline.count = 101
      pipeline.count = 102
      #expect(await countIterator.next() == 102)
      #expect(await take(1, from: busy) == [true])
      #expect(await take(1, from: selected) == ["b"])
    }

    @Test(.timeLimit(.minutes(10)))
    func aWaitingConsumerGetsEachDataWrite() async {
      let pipeline = TapPipeline()
      let counts = pipeline.values(\.count)
      var iterator = counts.makeAsyncIterator()
      for value in 1...3 {
        // Written once the consumer waits: nothing to merge.
        let writer = Task { @MainActor in
          await Task.yield()
          pipeline.count = value
        }
        #expect(await iterator.next() == value)
        await writer.value
      }
    }

    // MARK: - The first value

    @Test(.timeLimit(.minutes(10)))
    func startsWithTheCurrentValueOnlyWhenAsked() async {
      let pipeline = TapPipeline()
      pipeline.tapped = 3
      pipeline.count = 5
      let taps = pipeline.values(\.tapped)
      let tapsFromNow = pipeline.values(\.tapped, initial: true)
      let counts = pipeline.values(\.count, initial: true)
      pipeline.tapped = 4
      #expect(await take(1, from: taps) == [4])
      #expect(await take(2, from: tapsFromNow) == [3, 4])
      #expect(await take(1, from: counts) == [5])
    }

    // MARK: - Ending

    @Test(.timeLimit(.minutes(10)))
    func endsAfterTheKeptValuesWhenTheSceneIsTornDown() async throws {
      let mediator = makeMediator(log: EventLog())
      let search = try mediator.assemble(named: "Search", context: ["query": "cats"])
      await search.waitUntilIdle()
      let pipeline = try search.searchPipeline
      let values = pipeline.values(\.requestFinished)
      pipeline.requestFinished = true
      pipeline.requestFinished = true
      search.tearDown()
      pipeline.requestFinished = false  // after the end: not heard
      #expect(await take(10, from: values) == [true, true])
      #expect(pipeline.observerRecordCount(of: \.requestFinished) == 0)
    }

    @Test(.timeLimit(.minutes(10)))
    func aConsumerWaitingWhenTheSceneIsTornDownSeesTheEnd() async throws {
      let mediator = makeMediator(log: EventLog())
      let search = try mediator.assemble(named: "Search", context: ["query": "cats"])
      await search.waitUntilIdle()
      let pipeline = try search.searchPipeline
      let values = pipeline.values(\.photoList.photos)
      let consumer = Task.detached { await take(10, from: values).count }
      // Torn down once the consumer waits, or before it starts: it ends either way.
      await Task.yield()
      search.tearDown()
      #expect(await consumer.value == 0)
    }

    @Test(.timeLimit(.minutes(10)))
    func endsWhenThePipelineIsReleased() async {
      var pipeline: TapPipeline? = TapPipeline()
      let values = pipeline!.values(\.tapped)
      pipeline!.tapped = 1
      pipeline = nil
      #expect(await take(10, from: values) == [1])
    }

    @Test(.timeLimit(.minutes(10)))
    func cancellingTheConsumingTaskRemovesTheObserver() async {
      let pipeline = TapPipeline()
      let values = pipeline.values(\.tapped)
      #expect(pipeline.observerRecordCount(of: \.tapped) == 1)
      let started = AsyncStream<Void>.makeStream()
      let consumer = Task.detached {
        var iterator = values.makeAsyncIterator()
        started.continuation.yield()
        return await iterator.next()
      }
      var startedIterator = started.stream.makeAsyncIterator()
      await startedIterator.next()
      consumer.cancel()
      #expect(await consumer.value == nil)
      #expect(pipeline.observerRecordCount(of: \.tapped) == 0)
      #expect(!values.subscription.isObserving)
      pipeline.tapped = 1
      #expect(values.subscription.channel.count == 0)
    }

    @Test(.timeLimit(.minutes(10)))
    func aTaskCancelledBeforeItIteratesRemovesTheObserverToo() async {
      let pipeline = TapPipeline()
      let values = pipeline.values(\.tapped)
      pipeline.tapped = 1
      let consumer = Task.detached {
        withUnsafeCurrentTask { $0?.cancel() }
        return await take(1, from: values)
      }
      #expect(await consumer.value == [])
      #expect(pipeline.observerRecordCount(of: \.tapped) == 0)
    }

    @Test func releasingTheSequenceRemovesTheObserver() {
      let pipeline = TapPipeline()
      do {
        let values = pipeline.values(\.tapped)
        _ = values.makeAsyncIterator()
        #expect(pipeline.observerRecordCount(of: \.tapped) == 1)
      }
      #expect(pipeline.observerRecordCount(of: \.tapped) == 0)
    }

    @Test(.timeLimit(.minutes(10)))
    func cancelEndsTheSequenceAfterTheKeptValues() async {
      let pipeline = TapPipeline()
      let values = pipeline.values(\.tapped)
      pipeline.tapped = 1
      values.cancel()
      pipeline.tapped = 2
      #expect(await take(10, from: values) == [1])
      #expect(pipeline.observerRecordCount(of: \.tapped) == 0)
    }

    @Test(.timeLimit(.minutes(10)))
    func aValueThatIsNotAPipelinePropertyIsReportedAndEndsAtOnce() async {
      let pipeline = TapPipeline()
      var values: PipelineValues<Int>?
      let diagnostics = diagnosticsReported {
        values = pipeline.values(\.tapped.bitWidth)
      }
      #expect(diagnostics.count == 1)
      #expect(
        diagnostics.first?.message.hasPrefix(
          "PipelineValues<Int> observes a key path from TapPipeline to Int that is not a pipeline "
            + "property") == true)
      #expect(await take(1, from: values!) == [])
    }

    // MARK: - The journal

    @Test func theJournalNamesTheSequenceAsAnObserver() {
      let pipeline = TapPipeline()
      let journal = pipeline.startJournal()
      let values = pipeline.values(\.tapped)
      pipeline.tapped = 1
      #expect(journal.entries.first?.observers.map(\.ownerType) == ["PipelineValues<Int>"])
      values.cancel()
    }
  }
}

@MainActor
private final class Owner {}
