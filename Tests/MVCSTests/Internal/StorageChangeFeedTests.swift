import Testing

@testable import MVCS

struct StorageChangeFeedTests {
  /// Records when the feed says it gained its first consumer or lost its last.
  private final class Activity: Sendable {
    let log = Locked<[Bool]>([])
    func record(_ feed: StorageChangeFeed, _ isConsumed: Bool) {
      log.withLock { $0.append(isConsumed) }
    }
    var entries: [Bool] { log.withLock { $0 } }
  }

  @Test func dropsAConsumerThatStops() async {
    let activity = Activity()
    let feed = StorageChangeFeed(activity: activity.record)
    do {
      let stream = feed.stream()
      feed.announce(.unknown)
      for await change in stream {
        #expect(change == .unknown)
        break
      }
    }
    // The consumer's stream and iterator are gone, which ends the stream.
    #expect(!feed.isConsumed)
    #expect(activity.entries == [true, false])
  }

  @Test func everyConsumerReceivesEveryChangeInOrder() async {
    let feed = StorageChangeFeed()
    let streams = [feed.stream(), feed.stream()]
    feed.announce(.keys(["a"]))
    feed.announce(.keys([]))  // nothing changed: not announced
    feed.announce(.unknown)
    feed.finish()
    for stream in streams {
      var received: [StorageChange] = []
      for await change in stream { received.append(change) }
      #expect(received == [.keys(["a"]), .unknown])
    }
  }

  @Test func aWriterIsNotToldOfItsOwnWritesAndEveryoneElseIs() async {
    let feed = StorageChangeFeed()
    let other = StorageChangeFeed()
    let (writer, handed, consumer) = feed.countedStream()
    let (watcher, watcherHanded, _) = feed.countedStream()
    // The same consumer number in another feed is another consumer.
    let (elsewhere, _, _) = other.countedStream()
    await StorageChangeFeed.withoutAnnouncing(to: consumer) {
      feed.announce(.keys(["mine"]))
      other.announce(.keys(["theirs"]))
    }
    feed.announce(.keys(["later"]))
    #expect(handed() == 1)
    #expect(watcherHanded() == 2)
    feed.finish()
    other.finish()
    var (toWriter, toWatcher, toElsewhere): ([StorageChange], [StorageChange], [StorageChange]) =
      ([], [], [])
    for await change in writer { toWriter.append(change) }
    for await change in watcher { toWatcher.append(change) }
    for await change in elsewhere { toElsewhere.append(change) }
    #expect(toWriter == [.keys(["later"])])
    #expect(toWatcher == [.keys(["mine"]), .keys(["later"])])
    #expect(toElsewhere == [.keys(["theirs"])])
  }

  @Test func dropsAStreamReleasedUnconsumed() {
    let activity = Activity()
    let feed = StorageChangeFeed(activity: activity.record)
    do {
      _ = feed.stream()
    }
    #expect(!feed.isConsumed)
    #expect(activity.entries == [true, false])
  }

  @Test func watchesOnlyWhileConsumed() async {
    let activity = Activity()
    let feed = StorageChangeFeed(activity: activity.record)
    let first = feed.stream()
    let second = feed.stream()
    #expect(activity.entries == [true])
    feed.finish()
    #expect(activity.entries == [true, false])
    for await _ in first { Issue.record("A finished feed delivered a change.") }
    for await _ in second { Issue.record("A finished feed delivered a change.") }
    // A stream asked for after the end finishes at once.
    for await _ in feed.stream() { Issue.record("A finished feed delivered a change.") }
  }
}
