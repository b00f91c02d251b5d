import MVCS
import Observation

extension Bench {
  /// Measures the Observation interop (what a read costs, and what a write costs once the
  /// property was read since its last write, when a tracker may be waiting) and `observe`,
  /// against the closure floor and a plain write with 1 scene part observer.
  func measureObservationInterop() async throws {
    let floor = closureFloorCase()
    guard let write = try writeCases(observers: 1, ownedBy: .sceneParts, journaled: false)[.piped]
    else { return }
    let observed = try ObservedPipeline(observers: 1, ownedBy: .sceneParts)
    let read = BenchCase("read @Piped (Observation access included)") { n, base in
      let pipeline = observed.pipeline
      var total = base
      for _ in 0..<n { total &+= pipeline.data }
      sink(total)
    }
    let writeAfterRead = BenchCase("write @Piped   1 scene part observer, read since last write") {
      n, base in
      let pipeline = observed.pipeline
      for index in 0..<n {
        _ = pipeline.data
        pipeline.data = base &+ index
      }
    }
    let tracked = BenchCase("write @Piped   1 scene part observer, a tracker waiting") {
      n, base in
      let pipeline = observed.pipeline
      for index in 0..<n {
        withObservationTracking {
          _ = pipeline.data
        } onChange: {
        }
        pipeline.data = base &+ index
      }
    }
    let observe = observationCase()
    // The write target is for the common write, of a property nobody read since its last
    // write; these show what Observation adds when somebody did.
    try await compare(
      [floor, write, read, writeAfterRead, tracked, observe],
      ratios: [
        RatioRow(
          name: "observe ÷ write @Piped with 1 observer", over: observe.name, under: write.name,
          target: 10),
        RatioRow(name: "read @Piped ÷ closure", over: read.name, under: floor.name, target: nil),
        RatioRow(
          name: "write @Piped, read since last write ÷ not", over: writeAfterRead.name,
          under: write.name, target: nil),
        RatioRow(
          name: "write @Piped, a tracker waiting ÷ none", over: tracked.name, under: write.name,
          target: nil),
      ])
  }
}
