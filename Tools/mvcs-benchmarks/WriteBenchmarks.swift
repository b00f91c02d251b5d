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

extension Bench {
  /// The floor of a write that notifies one observer: a direct call of a stored closure that
  /// does what an observer handler does.
  func closureFloorCase() -> BenchCase {
    // `opaque` keeps the optimiser from inlining the literal closure into the loop: the floor
    // is a real call through a stored closure, as a hand-written callback would be.
    let holder = opaque(ClosureHolder { sink($0) })
    return BenchCase("floor: direct call of a stored closure") { iterations, base in
      // Four calls a pass, each an operation with its own value: a loop of a single indirect
      // call runs at one of two speeds (0.9 or 1.4 ns here) that switch between rounds as other
      // code runs, which made every ratio over this floor flip; four a pass run at the fast one.
      var index = 0
      while index &+ 4 <= iterations {
        holder.closure(base &+ index)
        holder.closure(base &+ index &+ 1)
        holder.closure(base &+ index &+ 2)
        holder.closure(base &+ index &+ 3)
        index &+= 4
      }
      while index < iterations {
        holder.closure(base &+ index)
        index &+= 1
      }
    }
  }

  /// Cases that write each kind of property with `count` observers, optionally while a journal
  /// records (cleared before each batch); each case keeps its pipeline and observers alive.
  func writeCases(observers count: Int, ownedBy owners: ObserverOwners, journaled: Bool)
    throws -> [Kind: BenchCase]
  {
    let observed = try ObservedPipeline(observers: count, ownedBy: owners)
    // A recording journal slows every pipeline's writes, so it records only during its own
    // case's batches: started before each, stopped and cleared after, untimed. A journaled
    // write's cost depends on how long the journal grows (70 to 540 ns a write between runs whose
    // calibrated batches differed), so every journaled batch records the same 4,096 writes.
    var journal: Journal?
    let reset: (Int) -> Void = { _ in
      if journaled { journal = observed.pipeline.startJournal() }
    }
    let finish: () -> Void = {
      guard let recording = journal else { return }
      observed.pipeline.stopJournal()
      recording.removeAll()
      journal = nil
    }
    let observers =
      count == 0 ? "0 observers" : "\(count) \(owners.rawValue) observer\(count == 1 ? "" : "s")"
    let suffix = observers + (journaled ? ", journal" : "")
    func name(_ kind: Kind) -> String {
      "write \(kind.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0))\(suffix)"
    }
    // Every write is a new value, so that the kinds that notify only on change notify.
    var cases: [Kind: BenchCase] = [:]
    for kind in Kind.allCases {
      cases[kind] = BenchCase(
        name(kind), reset: reset, finish: finish, fixedIterations: journaled ? 4_096 : nil
      ) { n, base in
        let pipeline = observed.pipeline
        switch kind {
        case .piped: for index in 0..<n { pipeline.data = base &+ index }
        case .flag: for index in 0..<n { pipeline.flag = base &+ index }
        case .status: for index in 0..<n { pipeline.status = base &+ index }
        case .input: for index in 0..<n { pipeline.input = base &+ index }
        case .context: for index in 0..<n { pipeline.context = base &+ index }
        }
      }
    }
    return cases
  }

  /// Measures the write rows: each kind with 0, 1 and 10 observers, against the closure floor,
  /// against the same write without a journal, and against observers outside a scene.
  func measureWrites() async throws {
    let floor = closureFloorCase()
    let none = try writeCases(observers: 0, ownedBy: .sceneParts, journaled: false)
    try await compare(Kind.allCases.compactMap { none[$0] }, ratios: [])
    for count in [1, 10] {
      let parts = try writeCases(observers: count, ownedBy: .sceneParts, journaled: false)
      let others = try writeCases(observers: count, ownedBy: .freeObjects, journaled: false)
      let journaled = try writeCases(observers: count, ownedBy: .sceneParts, journaled: true)
      var cases = count == 1 ? [floor] : []
      var ratios: [RatioRow] = []
      for kind in Kind.allCases {
        guard let part = parts[kind], let other = others[kind], let journal = journaled[kind]
        else { continue }
        cases += [part, other, journal]
        // The target is for the observers scenes have: their parts'. An object outside any
        // scene is held weakly, and a weak reference costs about 40 ns a delivery here.
        if count == 1 {
          ratios.append(
            RatioRow(
              name: "write \(kind.rawValue), 1 scene part observer ÷ closure", over: part.name,
              under: floor.name, target: 15))
          ratios.append(
            RatioRow(
              name: "write \(kind.rawValue), 1 other observer ÷ closure", over: other.name,
              under: floor.name, target: nil))
        }
        // A write with no observer is a bare store of about 1 ns, which any record multiplies:
        // the target is for writes that notify, as writes worth journaling do.
        ratios.append(
          RatioRow(
            name:
              "write \(kind.rawValue), \(count) observer\(count == 1 ? "" : "s"), journal ÷ none",
            over: journal.name, under: part.name, target: 10))
      }
      try await compare(cases, ratios: ratios)
    }
  }
}
