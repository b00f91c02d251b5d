import Testing

@testable import MVCS

@MainActor
private final class GalleryPipeline: Pipeline {
  @Input var query = ""
  @Flag var requestFinished = false
  @Piped var isSearching = false
  @Piped var photos: [String] = []
  @Context var title: String?
  @Piped var anything: Any = 0
  let detail = DetailPipeline()
}

@MainActor
private final class DetailPipeline: Pipeline {
  @Piped var caption = ""
}

/// A value that is not `Encodable`, which the log shows as Swift describes it.
private struct EscapeNote: CustomStringConvertible {
  let text: String
  var description: String { text }
}

/// What the log passed to its output.
@MainActor
private final class LogLines {
  var entries: [String] = []
  func append(_ text: String) { entries.append(text) }
}

/// A store of the test: searching sets `isSearching`, and a result ends it.
@MainActor
private final class GalleryStore {
  init(_ pipeline: GalleryPipeline) {
    pipeline.observe(\.query, by: self) { _, change in
      pipeline.isSearching = !change.newValue.isEmpty
      pipeline.title = change.newValue
    }
  }
}

extension PipelineCore {
  @MainActor
  struct ChangeLogTests {
    private let pipeline = GalleryPipeline()
    private let log = LogLines()

    @Test func logsTheChangesOfEachOutsideWriteAfterItsObserversRan() {
      let store = GalleryStore(pipeline)
      pipeline.logChanges(to: log.append)
      pipeline.query = "cats"
      pipeline.requestFinished = true
      withExtendedLifetime(store) {}
      #expect(
        log.entries == [
          """
          GalleryPipeline, after a write to query (input):
            query: "" → "cats"
            isSearching: false → true
            title: null → "cats"
          """,
          """
          GalleryPipeline, after a write to requestFinished (flag):
            requestFinished: false → true
          """,
        ])
    }

    @Test func logsWritesAnObserverMadeToThisPipelineForAnotherPipelinesWrite() {
      let other = DetailPipeline()
      let owner = GalleryStore(pipeline)
      other.observe(\.caption, by: owner) { [pipeline] _, change in
        pipeline.title = change.newValue
      }
      pipeline.logChanges(to: log.append)
      other.caption = "Owl"
      #expect(
        log.entries == [
          """
          GalleryPipeline, after a write to title (context):
            title: null → "Owl"
          """
        ])
    }

    @Test func isOffByDefaultAndStops() {
      pipeline.query = "cats"
      #expect(pipeline.journal == nil)
      pipeline.logChanges(to: log.append)
      pipeline.stopLoggingChanges()
      pipeline.query = "dogs"
      #expect(log.entries.isEmpty)
      #expect(pipeline.journal == nil)
      #expect(PipelineRuntime.journalsRecording.allSatisfy { $0.root !== pipeline })
    }

    @Test func leavesOutDataThatEndedWhereItStartedButShowsEveryEvent() {
      pipeline.logChanges(to: log.append)
      pipeline.batch {
        pipeline.isSearching = true
        pipeline.isSearching = false
        pipeline.requestFinished = true
        pipeline.requestFinished = true
        pipeline.detail.caption = "Cat"
      }
      #expect(
        log.entries == [
          """
          GalleryPipeline, after a batch of 5 writes:
            requestFinished (2 writes): false → true
            detail.caption: "" → "Cat"
          """
        ])
    }

    @Test func aBatchAnObserverRunsIsLoggedWithTheWriteThatRanIt() {
      let owner = GalleryStore(pipeline)
      pipeline.observe(\.requestFinished, by: owner) { [pipeline] _, _ in
        pipeline.batch {
          pipeline.photos = ["owl"]
          pipeline.isSearching = false
        }
      }
      pipeline.isSearching = true
      pipeline.logChanges(to: log.append)
      pipeline.requestFinished = true
      #expect(
        log.entries == [
          """
          GalleryPipeline, after a write to requestFinished (flag):
            requestFinished: false → true
            photos: [] → ["owl"]
            isSearching: true → false
          """
        ])
    }

    @Test func anUnchangedWriteLogsNothing() {
      pipeline.logChanges(to: log.append)
      pipeline.isSearching = false
      pipeline.photos = []
      #expect(log.entries.isEmpty)
    }

    @Test func aLongValueShowsAsADiffOfItsChangedLines() {
      pipeline.photos = (1...20).map { "photo-\($0)" }
      pipeline.logChanges(to: log.append)
      var photos = pipeline.photos
      photos[9] = "photo-X"
      pipeline.photos = photos
      #expect(
        log.entries == [
          """
          GalleryPipeline, after a write to photos (piped):
            photos:
                … 9 unchanged lines
                  "photo-9",
              -   "photo-10",
              +   "photo-X",
                  "photo-11",
                … 10 unchanged lines
          """
        ])
    }

    @Test func controlCharactersInValuesAreEscaped() throws {
      pipeline.logChanges(to: log.append)
      pipeline.query = "\u{1B}[2Jcats\u{7}"
      pipeline.anything = EscapeNote(text: "\u{1B}]0;title\u{7}")
      #expect(log.entries.count == 2)
      for entry in log.entries {
        #expect(!entry.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
      }
      #expect(log.entries.first?.contains(#"query: "" → "\u001b[2Jcats\u0007""#) == true)
      #expect(log.entries.last?.contains(#"\u{1B}]0;title\u{7}"#) == true)
    }

    @Test func aJournalStartedForTheLogKeepsNoWrites() throws {
      pipeline.logChanges(to: log.append)
      pipeline.query = "cats"
      pipeline.query = "dogs"
      let journal = try #require(pipeline.journal)
      #expect(journal.entries.isEmpty)
      #expect(log.entries.count == 2)
    }

    @Test func aJournalStartedByTheAppKeepsItsWritesWhileTheLogRuns() {
      let journal = pipeline.startJournal()
      pipeline.logChanges(to: log.append)
      pipeline.query = "cats"
      pipeline.stopLoggingChanges()
      pipeline.query = "dogs"
      #expect(journal.entries.map(\.newText) == [#""cats""#, #""dogs""#])
      #expect(log.entries.count == 1)
      pipeline.stopJournal()
    }

    @Test func stoppingTheJournalStopsTheLog() {
      pipeline.logChanges(to: log.append)
      pipeline.stopJournal()
      pipeline.query = "cats"
      #expect(log.entries.isEmpty)
    }
  }
}
