import Foundation
import MVCS

/// The kinds of pipeline property, in the order the table lists them.
enum Kind: String, CaseIterable {
  case piped = "@Piped"
  case flag = "@Flag"
  case status = "@Status"
  case input = "@Input"
  case context = "@Context"
}

/// Median ns per write, by kind and number of observers.
typealias WriteTimes = [Kind: [Int: Double]]

extension Bench {
  /// Times a direct call of a stored closure that does what an observer handler does.
  func measureClosureFloor() async -> Double {
    // `opaque` keeps the optimiser from inlining the literal closure into the loop: the floor
    // is a real call through a stored closure, as a hand-written callback would be.
    let holder = opaque(ClosureHolder { sink($0) })
    return await measure("floor: direct call of a stored closure") { iterations, base in
      for index in 0..<iterations { holder.closure(base &+ index) }
    }
  }

  /// Times writes of each kind with 0, 1 and 10 observers, optionally with a journal recording.
  func measureWrites(
    observers counts: [Int], ownedBy owners: ObserverOwners, journaled: Bool
  ) async throws -> WriteTimes {
    var times: WriteTimes = [:]
    for count in counts {
      let observed = try ObservedPipeline(observers: count, ownedBy: owners)
      let pipeline = observed.pipeline
      let journal = journaled ? pipeline.startJournal() : nil
      let reset: (Int) -> Void = { _ in journal?.removeAll() }
      let observers =
        count == 0 ? "0 observers" : "\(count) \(owners.rawValue) observer\(count == 1 ? "" : "s")"
      let suffix = observers + (journaled ? ", journal" : "")
      func name(_ kind: Kind) -> String {
        "write \(kind.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0))\(suffix)"
      }
      // Every write is a new value, so that the kinds that notify only on change notify.
      times[.piped, default: [:]][count] = await measure(name(.piped), reset: reset) { n, base in
        for index in 0..<n { pipeline.data = base &+ index }
      }
      times[.flag, default: [:]][count] = await measure(name(.flag), reset: reset) { n, base in
        for index in 0..<n { pipeline.flag = base &+ index }
      }
      times[.status, default: [:]][count] = await measure(name(.status), reset: reset) { n, base in
        for index in 0..<n { pipeline.status = base &+ index }
      }
      times[.input, default: [:]][count] = await measure(name(.input), reset: reset) { n, base in
        for index in 0..<n { pipeline.input = base &+ index }
      }
      times[.context, default: [:]][count] = await measure(name(.context), reset: reset) {
        n, base in
        for index in 0..<n { pipeline.context = base &+ index }
      }
      if journaled {
        pipeline.stopJournal()
        journal?.removeAll()
      }
      withExtendedLifetime(observed) {}
    }
    return times
  }
}
