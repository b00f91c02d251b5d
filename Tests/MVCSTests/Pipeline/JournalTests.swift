import MVCSTestSupport
import Testing

@testable import MVCS

@MainActor
private final class ReviewPipeline: Pipeline {
  @Piped var rating = 0
  @Flag var isSaved = false
}

@MainActor
private final class StatusPipeline: Pipeline {
  @Status var phase = "idle"
}

@MainActor
private final class FeedPipeline: Pipeline {
  @Input var query = ""
  @Flag var requestFinished = false
  @Context var selectedID: String?
  @Piped var photos: [String] = []
  @Piped var anything: Any = 0
  let review = ReviewPipeline()
}

@MainActor
private final class SectionPipeline: Pipeline {
  let review = ReviewPipeline()
}

@MainActor
private final class ScreenPipeline: Pipeline {
  var list = ReviewPipeline()
  var section = SectionPipeline()
}

extension PipelineCore {
  @MainActor
  struct JournalTests {
    private let pipeline = FeedPipeline()
    private let store = PipelineTestObserver("store")
    private let view = PipelineTestObserver("view")

    // MARK: - Entries

    @Test func recordsEachWriteWithItsNameKindAndValues() throws {
      let journal = pipeline.startJournal()
      pipeline.query = "cats"
      pipeline.selectedID = "7"
      let query = try #require(journal.entries.first)
      #expect(journal.entries.count == 2)
      #expect(query.number == 1)
      #expect(query.depth == 0)
      #expect(query.property == "query")
      #expect(query.kind == .input)
      #expect(query.oldValue as? String == "")
      #expect(query.newValue as? String == "cats")
      #expect(query.oldText == #""""#)
      #expect(query.newText == #""cats""#)
      #expect(query.notified)
      #expect(!query.isStopped)
      #expect(query.observers.isEmpty)
      #expect(journal.entries[1].property == "selectedID")
      #expect(journal.entries[1].kind == .context)
      #expect(journal.entries[1].oldText == "null")
      #expect(journal.entries[1].newText == #""7""#)
    }

    @Test func recordsTheObserversThatRanWithTheFileAndLineThatAddedThem() {
      let journal = pipeline.startJournal()
      let storeLine: UInt = #line + 1
      pipeline.observe(\.query, by: store) { _, _ in }
      let viewLine: UInt = #line + 1
      pipeline.observe(\.query, by: view) { _, _ in }
      pipeline.query = "cats"
      #expect(
        journal.entries.first?.observers == [
          Journal.Observer(
            ownerType: "PipelineTestObserver", fileID: "MVCSTests/JournalTests.swift",
            line: storeLine
          ),
          Journal.Observer(
            ownerType: "PipelineTestObserver", fileID: "MVCSTests/JournalTests.swift",
            line: viewLine),
        ])
      #expect(
        journal.entries.first?.observers.first?.description
          == "PipelineTestObserver observer at MVCSTests/JournalTests.swift:\(storeLine)")
    }

    // The journal keeps where the `fileID` literal starts, and reads it back to its end.
    @Test func anObserverAddedWithItsOwnFileIDIsRecordedWithIt() {
      let journal = pipeline.startJournal()
      pipeline.observe(\.query, by: store, fileID: "x", line: 7) { _, _ in }
      pipeline.observe(\.query, by: store, fileID: "Photos/Ünïcode.swift", line: 8) { _, _ in }
      pipeline.query = "cats"
      #expect(
        journal.entries.first?.observers.map(\.description) == [
          "PipelineTestObserver observer at x:7",
          "PipelineTestObserver observer at Photos/Ünïcode.swift:8",
        ])
    }

    @Test func observersThatDidNotRunAreNotListed() {
      let journal = pipeline.startJournal()
      var released: PipelineTestObserver? = PipelineTestObserver()
      pipeline.observe(\.query, by: released!) { _, _ in }
      let cancelled = pipeline.observe(\.query, by: store) { _, _ in }
      released = nil
      cancelled.cancel()
      pipeline.query = "cats"
      #expect(journal.entries.first?.observers == [])
    }

    @Test func recordsAnUnchangedWriteAsNotNotified() {
      let journal = pipeline.startJournal()
      var calls = 0
      pipeline.observe(\.selectedID, by: store) { _, _ in calls += 1 }
      pipeline.selectedID = nil
      pipeline.query = ""
      #expect(journal.entries.map(\.property) == ["selectedID", "query"])
      #expect(journal.entries.map(\.notified) == [false, true])
      #expect(journal.entries.first?.observers == [])
      #expect(calls == 0)
    }

    @Test func writesFromObserversAreDeeper() {
      let journal = pipeline.startJournal()
      pipeline.observe(\.query, by: store) { _, change in
        pipeline.photos = [change.newValue]
        pipeline.requestFinished = true
      }
      pipeline.observe(\.requestFinished, by: view) { _, _ in pipeline.review.rating = 1 }
      pipeline.query = "cats"
      pipeline.selectedID = "1"
      #expect(
        journal.entries.map(\.property) == [
          "query", "photos", "requestFinished", "review.rating", "selectedID",
        ])
      #expect(journal.entries.map(\.depth) == [0, 1, 1, 2, 0])
    }

    @Test func recordsChildWritesWithDottedNames() throws {
      let early = StatusPipeline()
      let late = StatusPipeline()
      try pipeline.attach(early, as: "early")
      let journal = pipeline.startJournal()
      try pipeline.attach(late, as: "late")
      pipeline.review.rating = 3
      pipeline.review.isSaved = true
      early.phase = "busy"
      late.phase = "busy"
      #expect(
        journal.entries.map(\.property) == [
          "review.rating", "review.isSaved", "early.phase", "late.phase",
        ])
      #expect(journal.entries.map(\.kind) == [.piped, .flag, .status, .status])
    }

    @Test func journalOfAChildNamesPropertiesFromTheChild() {
      let journal = pipeline.review.startJournal()
      pipeline.review.rating = 3
      pipeline.query = "cats"
      #expect(journal.entries.map(\.property) == ["rating"])
    }

    @Test func writesOutsideTheTreeAreNotRecorded() {
      let journal = pipeline.startJournal()
      let other = FeedPipeline()
      other.query = "dogs"
      #expect(journal.entries.isEmpty)
    }

    @Test func writesOutsideTheTreeLeaveTheRecordedTreeAsFollowed() {
      // Following the tree again makes new links; a write from a pipeline that no recorded tree
      // holds must not pay for that, however often it writes.
      pipeline.startJournal()
      let rootLink = pipeline.journalLink
      let childLink = pipeline.review.journalLink
      let other = FeedPipeline()
      other.query = "dogs"
      other.review.rating = 3
      #expect(pipeline.journalLink === rootLink)
      #expect(pipeline.review.journalLink === childLink)
      #expect(other.journalLink == nil)
      pipeline.stopJournal()
    }

    @Test func aDetachedChildStopsBeingRecordedAndForgetsItsLink() {
      let screen = ScreenPipeline()
      let journal = screen.startJournal()
      let old = screen.list
      screen.list = ReviewPipeline()
      old.rating = 1
      #expect(old.journalLink == nil)
      screen.list.rating = 2
      #expect(journal.entries.map(\.property) == ["list.rating"])
      #expect(journal.entries.map(\.newText) == ["2"])
      screen.stopJournal()
    }

    @Test func aPipelinePutIntoTheTreeDeepDownIsRecorded() {
      // The write comes from a pipeline two levels down that was never followed.
      let screen = ScreenPipeline()
      let journal = screen.startJournal()
      let section = SectionPipeline()
      screen.section = section
      section.review.rating = 4
      #expect(journal.entries.map(\.property) == ["section.review.rating"])
      screen.stopJournal()
    }

    @Test func valuesThatAreNotEncodableAreDescribedAsSwiftDoes() {
      let journal = pipeline.startJournal()
      pipeline.anything = PipelineTestObserver.self
      #expect(journal.entries.first?.oldText == "0")
      #expect(journal.entries.first?.newText == "PipelineTestObserver")
    }

    // MARK: - Starting and stopping

    @Test func startingAgainReturnsTheRunningJournal() {
      let journal = pipeline.startJournal()
      #expect(pipeline.startJournal() === journal)
    }

    @Test func stopJournalStopsRecordingAndKeepsTheEntries() {
      let journal = pipeline.startJournal()
      pipeline.query = "cats"
      pipeline.stopJournal()
      pipeline.query = "dogs"
      pipeline.review.rating = 2
      #expect(journal.entries.map(\.newText) == [#""cats""#])
    }

    @Test func startingAfterStoppingBeginsANewJournal() {
      let first = pipeline.startJournal()
      pipeline.query = "cats"
      pipeline.stopJournal()
      let second = pipeline.startJournal()
      pipeline.query = "dogs"
      #expect(first !== second)
      #expect(first.entries.count == 1)
      #expect(second.entries.map(\.number) == [1])
    }

    @Test func stoppingFromAChildDoesNotStopTheParentsJournal() {
      let journal = pipeline.startJournal()
      pipeline.review.stopJournal()
      pipeline.review.rating = 4
      #expect(journal.entries.map(\.property) == ["review.rating"])
    }

    @Test func removeAllForgetsTheWritesAndNumbersFromOneAgain() {
      let journal = pipeline.startJournal()
      pipeline.query = "cats"
      journal.removeAll()
      #expect(journal.entries.isEmpty)
      pipeline.query = "dogs"
      #expect(journal.entries.map(\.number) == [1])
      #expect(journal.entries.map(\.newText) == [#""dogs""#])
    }

    @Test func removeAllFromAnObserverDoesNotCrash() {
      let journal = pipeline.startJournal()
      pipeline.observe(\.query, by: store) { _, _ in
        journal.removeAll()
        pipeline.requestFinished = true
      }
      pipeline.observe(\.query, by: view) { _, _ in }
      pipeline.query = "cats"
      #expect(journal.entries.map(\.property) == ["requestFinished"])
      #expect(journal.entries.first?.observers == [])
    }

    // MARK: - Lifetime

    @Test func journalDoesNotKeepItsPipelineAlive() {
      weak var weakPipeline: FeedPipeline?
      var journal: Journal?
      do {
        let pipeline = FeedPipeline()
        weakPipeline = pipeline
        journal = pipeline.startJournal()
        pipeline.query = "cats"
      }
      #expect(weakPipeline == nil)
      #expect(journal?.entries.count == 1)
    }

    @Test func journalWithRecordedWritesIsReleasedWithItsPipeline() {
      // A record holds what names its property, never the journal: a journal kept alive by its
      // own records would go on recording, and every write would check it.
      weak var weakJournal: Journal?
      do {
        let pipeline = FeedPipeline()
        let journal = pipeline.startJournal()
        weakJournal = journal
        pipeline.query = "cats"
        pipeline.review.rating = 5
        #expect(journal.entries.count == 2)
      }
      #expect(weakJournal == nil)
    }

    @Test func releasingARecordingPipelineEndsItsJournal() {
      let before = runtime.pointee.journalCount
      do {
        let pipeline = FeedPipeline()
        pipeline.startJournal()
        pipeline.startJournal()
        #expect(runtime.pointee.journalCount == before + 1)
      }
      #expect(runtime.pointee.journalCount == before)
    }

    @Test func stoppingTwiceCountsOnce() {
      let before = runtime.pointee.journalCount
      pipeline.startJournal()
      pipeline.stopJournal()
      pipeline.stopJournal()
      #expect(runtime.pointee.journalCount == before)
    }

    // MARK: - Runaway loops

    @Test func writesStoppedInARunawayLoopAreMarked() throws {
      let journal = pipeline.startJournal()
      pipeline.observe(\.review.rating, by: store) { _, change in
        pipeline.review.rating = change.newValue + 1
      }
      _ = diagnosticsReported { pipeline.review.rating = 1 }
      let stopped = journal.entries.filter(\.isStopped)
      #expect(journal.entries.count == Pipeline.maximumNotificationDepth + 1)
      #expect(stopped.map(\.depth) == [Pipeline.maximumNotificationDepth])
      #expect(stopped.map(\.notified) == [false])
      let last = try #require(journal.entries.last)
      #expect(
        last.description == """
          65  \(String(repeating: "  ", count: 64))review.rating (piped): 64 → 65  \
          (loop stopped, no observer notified)
          """)
    }

    // MARK: - Timeline

    @Test func timelinePrintsEachWriteWithTheObserversThatRanUnderIt() {
      let journal = pipeline.startJournal()
      let storeLine: UInt = #line + 1
      pipeline.observe(\.query, by: store) { _, change in
        pipeline.photos = [change.newValue]
        pipeline.requestFinished = true
      }
      let viewLine: UInt = #line + 1
      pipeline.observe(\.requestFinished, by: view) { _, _ in }
      let reviewLine: UInt = #line + 1
      pipeline.observe(\.review.rating, by: view) { _, _ in }
      pipeline.query = "cats"
      pipeline.selectedID = nil
      pipeline.review.rating = 5
      let expected = """
        1  query (input): "" → "cats"
             ran PipelineTestObserver observer at MVCSTests/JournalTests.swift:\(storeLine)
        2    photos (piped): [] → ["cats"]
        3    requestFinished (flag): false → true
               ran PipelineTestObserver observer at MVCSTests/JournalTests.swift:\(viewLine)
        4  selectedID (context): null → null  (unchanged, no observer notified)
        5  review.rating (piped): 0 → 5
             ran PipelineTestObserver observer at MVCSTests/JournalTests.swift:\(reviewLine)
        """
      #expect(journal.timeline == expected)
      #expect(journal.description == expected)
      #expect("\(journal)" == expected)
    }

    @Test func timelineAlignsNumbersPastNine() {
      let journal = pipeline.startJournal()
      let line: UInt = #line + 1
      pipeline.observe(\.query, by: store) { _, _ in }
      for number in 1...10 { pipeline.query = "\(number)" }
      let lines = journal.timeline.split(separator: "\n")
      let observerLine = "ran PipelineTestObserver observer at MVCSTests/JournalTests.swift:\(line)"
      #expect(lines.count == 20)
      #expect(lines[0] == #" 1  query (input): "" → "1""#)
      #expect(lines[1] == "      \(observerLine)")
      #expect(lines[18] == #"10  query (input): "9" → "10""#)
      #expect(lines[19] == "      \(observerLine)")
    }

    @Test func timelineOfAnEmptyJournalSaysSo() {
      #expect(pipeline.startJournal().timeline == "(no writes)")
    }
  }
}
