import MVCS
import Observation

/// Times of the Observation interop: what a read costs, and what a write costs once the
/// property was read since its last write (when a tracker may be waiting).
struct ObservationTimes {
  /// A read of a property: the registrar's access check included.
  var read = Double.nan
  /// A write of a property read since its last write, 1 scene part observer.
  var writeAfterRead = Double.nan
  /// A write that a `withObservationTracking` tracker waits on, with setting up the tracker.
  var trackedWrite = Double.nan
}

extension Bench {
  func measureObservationInterop() async throws -> ObservationTimes {
    var times = ObservationTimes()
    let observed = try ObservedPipeline(observers: 1, ownedBy: .sceneParts)
    let pipeline = observed.pipeline
    times.read = await measure("read @Piped (Observation access included)") { n, base in
      var total = base
      for _ in 0..<n { total &+= pipeline.data }
      sink(total)
    }
    times.writeAfterRead = await measure(
      "write @Piped   1 scene part observer, read since last write"
    ) { n, base in
      for index in 0..<n {
        _ = pipeline.data
        pipeline.data = base &+ index
      }
    }
    times.trackedWrite = await measure(
      "write @Piped   1 scene part observer, a tracker waiting"
    ) { n, base in
      for index in 0..<n {
        withObservationTracking {
          _ = pipeline.data
        } onChange: {
        }
        pipeline.data = base &+ index
      }
    }
    withExtendedLifetime(observed) {}
    return times
  }

  func printObservationRatios(
    _ times: ObservationTimes, write: Double?, closureFloor: Double
  ) {
    func printRatio(_ name: String, _ value: Double, target: Double?) {
      if !value.isNaN { print(Report.ratio(name, value, target: target)) }
    }
    printRatio("read @Piped ÷ closure", times.read / closureFloor, target: nil)
    guard let write else { return }
    // The write target above is for the common write, of a property nobody read since its last
    // write; these show what Observation adds when somebody did.
    printRatio(
      "write @Piped, read since last write ÷ not", times.writeAfterRead / write, target: nil)
    printRatio(
      "write @Piped, a tracker waiting ÷ none", times.trackedWrite / write, target: nil)
  }
}
