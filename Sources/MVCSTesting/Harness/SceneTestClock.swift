import Foundation

/// A clock whose time moves only when a test advances it.
///
/// Everything in a scene that waits — a store's delay or debounce, a fake service's answer
/// `after 2s` — waits on the scene's clock, so a test that gives the scene a `SceneTestClock` runs
/// that waiting in no time and in a fixed order. ``SceneTest`` sets one up for you.
///
/// ```swift
/// let clock = SceneTestClock()
/// let mediator = Mediator(parent: app)
/// mediator.clock = clock
/// // … the store sleeps for 1 s on `environment.clock` …
/// clock.advance(by: .seconds(1))   // wakes it
/// ```
public final class SceneTestClock: Clock, @unchecked Sendable {
  /// A moment on a test clock: the time since the clock was created.
  public struct Instant: InstantProtocol, CustomStringConvertible {
    /// The time since the clock was created.
    public var offset: Duration

    /// Creates an instant at a time since the clock was created.
    public init(offset: Duration) { self.offset = offset }

    public func advanced(by duration: Duration) -> Instant {
      Instant(offset: offset + duration)
    }

    public func duration(to other: Instant) -> Duration { other.offset - offset }

    public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }

    public var description: String { "\(offset)" }
  }

  private struct Sleeper {
    let id: Int
    let deadline: Instant
    let continuation: CheckedContinuation<Void, any Error>
  }

  // Guards everything below: cancellation handlers run on any thread.
  private let lock = NSLock()
  private var currentInstant = Instant(offset: .zero)
  private var sleepers: [Sleeper] = []
  private var cancelledBeforeSleeping: Set<Int> = []
  private var nextID = 0

  /// Creates a clock at time zero.
  public init() {}

  /// The current time.
  public var now: Instant { lock.withLock { currentInstant } }

  /// A test clock is exact.
  public var minimumResolution: Duration { .zero }

  /// How many sleeps are waiting for time to reach their deadline.
  public var waitingCount: Int { lock.withLock { sleepers.count } }

  /// The earliest deadline a sleep waits for, if any sleep waits.
  public var nextDeadline: Instant? { lock.withLock { sleepers.map(\.deadline).min() } }

  /// Waits until the clock is advanced to `deadline`; returns at once if it is already there.
  ///
  /// The wait runs on the main actor, where a scene's work runs, so that waking it needs no
  /// hop to another thread.
  ///
  /// - Throws: `CancellationError` when the task is cancelled while it waits.
  @MainActor
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try Task.checkCancellation()
    let id = lock.withLock {
      nextID += 1
      return nextID
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation {
        (continuation: CheckedContinuation<Void, any Error>) in
        enum Outcome { case waits, isDue, isCancelled }
        let outcome: Outcome = lock.withLock {
          if cancelledBeforeSleeping.remove(id) != nil { return .isCancelled }
          if deadline <= currentInstant { return .isDue }
          sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
          return .waits
        }
        switch outcome {
        case .waits: break
        case .isDue: continuation.resume()
        case .isCancelled: continuation.resume(throwing: CancellationError())
        }
      }
    } onCancel: {
      let sleeper: Sleeper? = lock.withLock {
        guard let index = sleepers.firstIndex(where: { $0.id == id }) else {
          cancelledBeforeSleeping.insert(id)
          return nil
        }
        return sleepers.remove(at: index)
      }
      sleeper?.continuation.resume(throwing: CancellationError())
    }
  }

  /// Moves time forward and wakes, earliest deadline first, every sleep that is now due.
  ///
  /// The woken tasks run once the caller lets them (a `SceneTest` step waits for them); to let
  /// each woken task schedule its next sleep before later deadlines pass, advance in steps, or
  /// use `SceneTest.advance(by:)`, which does.
  ///
  /// - Parameter duration: How far to move; a negative duration is treated as zero.
  public func advance(by duration: Duration) {
    advance(to: now.advanced(by: max(duration, .zero)))
  }

  /// Moves time forward to an instant (never back) and wakes every sleep that is now due.
  public func advance(to instant: Instant) {
    let due: [Sleeper] = lock.withLock {
      currentInstant = max(currentInstant, instant)
      let due = sleepers.filter { $0.deadline <= currentInstant }
      sleepers.removeAll { $0.deadline <= currentInstant }
      return due.sorted { ($0.deadline, $0.id) < ($1.deadline, $1.id) }
    }
    for sleeper in due { sleeper.continuation.resume() }
  }
}
