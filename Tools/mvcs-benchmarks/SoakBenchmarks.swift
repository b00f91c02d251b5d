import Foundation
import MVCS

#if canImport(Glibc)
  import Glibc
#endif

// Scenes assembled and torn down by the hundred thousand, each observing a pipeline the whole
// app shares: what the app keeps of them afterwards.

/// The pipeline the whole app shares, which outlives every scene.
@MainActor final class SessionPipeline: Pipeline {
  @Piped var userName = 0
  @Flag var isOnline = false
}

/// A store that observes the session as its scene is assembled (an observation the scene ends)
/// and as it starts (one the pipeline holds weakly, which ends when the store is released).
@MainActor final class SessionStore: SceneStore {
  let pipeline = ListPipeline()
  private let session: SessionPipeline

  init(session: SessionPipeline) { self.session = session }

  func addObservers() {
    session.observe(\.userName, by: self) { _, change in sink(change.newValue) }
  }

  func start() {
    session.observe(\.isOnline, by: self) { _, change in sink(change.newValue ? 1 : 0) }
  }
}

/// A view that shows the session's user.
@MainActor final class SessionView: SceneView {
  let pipeline: ListPipeline
  private let session: SessionPipeline

  init(pipeline: ListPipeline, session: SessionPipeline) {
    self.pipeline = pipeline
    self.session = session
  }

  func addObservers() {
    session.observe(\.userName, by: self) { _, change in sink(change.newValue) }
  }
}

/// What a soak left behind.
struct SoakResult {
  let cycles: Int
  /// How much the resident set grew over the measured cycles, in bytes; `nil` where the
  /// platform does not report it (only Linux's `/proc/self/statm` is read).
  let residentGrowth: Int?
  /// The most observation records the session pipeline kept at once: its tracked list and the
  /// records of its two properties, whichever was largest.
  let largestRecordCount: Int
}

extension Bench {
  /// Assembles and tears down `cycles` scenes whose store and view observe an app-wide
  /// pipeline, after a warm-up of a tenth as many, and reports how much memory stayed.
  ///
  /// The resident set is read before and after the measured cycles; the time per cycle is
  /// printed as a table row, as every case's is.
  ///
  /// - Returns: `nil` when the filters skip the case.
  func measureSoak(cycles: Int = 100_000) throws -> SoakResult? {
    let name = "soak: assemble + tear down, app-wide observers"
    guard isSelected(name) else { return nil }
    let session = SessionPipeline()
    let mediator = Mediator()
    mediator.register(view: "SessionView") { SessionView(pipeline: $0, session: session) }
    mediator.register(controller: "MinimalController") { pipeline, _ in
      MinimalController(pipeline: pipeline)
    }
    mediator.register(store: "SessionStore") { _ in SessionStore(session: session) }
    let scene = SceneParts(
      view: "SessionView", controller: "MinimalController", store: "SessionStore")
    let navigator = RecordingNavigator(mediator: mediator)
    var largest = 0
    func cycle(_ count: Int) throws {
      for index in 0..<count {
        let assembled = try mediator.assemble(scene, navigator: navigator)
        assembled.tearDown()
        sink(assembled.isTornDown ? 1 : 0)
        // Often enough to see a list that grows, rarely enough not to be what is measured.
        if index % 64 == 0 {
          largest = max(
            largest, session.trackedObservationCount,
            session.observerRecordCount(of: \.userName) ?? 0,
            session.observerRecordCount(of: \.isOnline) ?? 0)
        }
      }
    }

    try cycle(cycles / 10)
    let before = Self.residentBytes()
    let start = ContinuousClock.now
    try cycle(cycles)
    let elapsed = ContinuousClock.now - start
    let after = Self.residentBytes()
    let nanoseconds =
      (Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9)
      / Double(cycles)
    print(
      Report.line(
        Measurement(
          name: name, nanosecondsPerOperation: nanoseconds, fastest: nanoseconds,
          slowest: nanoseconds, iterations: cycles)))
    return SoakResult(
      cycles: cycles, residentGrowth: before.flatMap { before in after.map { $0 - before } },
      largestRecordCount: largest)
  }

  /// Prints what the soak kept, against its targets: flat memory.
  func printSoak(_ soak: SoakResult) {
    let scenes = soak.cycles.formatted()
    print(
      Report.count(
        "soak: most records kept at once, \(scenes) scenes", soak.largestRecordCount, target: 128))
    print(
      Report.bytes(
        "soak: resident set growth, \(scenes) scenes", soak.residentGrowth, target: 1 << 20))
  }

  /// The process's resident set, from Linux's `/proc/self/statm`; `nil` elsewhere.
  static func residentBytes() -> Int? {
    #if canImport(Glibc)
      guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else {
        return nil
      }
      let fields = statm.split(separator: " ")
      guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
      return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    #else
      return nil
    #endif
  }
}
