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
    // calibrated batches differed), so every journaled batch records the same 1,024 writes: a
    // long scene test's journal, whose records (about 350 KB with 10 observers) stay in the
    // core's own cache. With 4,096 they spilled into the cache both cores share, and the ratios
    // with 10 observers moved by up to 28% beside a parallel build.
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
        name(kind), reset: reset, finish: finish, fixedIterations: journaled ? 1_024 : nil
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
    try await measureKeyPathWrite()
    try await measureDeliveryPerObserver()
    try await measureForeignJournal()
    try await measureJournalLength()
  }

  /// A journaled write into a journal that grows to 65,536 writes against one that grows to
  /// 4,096: what a write costs should not depend on how many were recorded before it. No
  /// target: the records of the longer journal (about 10 MB) no longer get copied as it grows,
  /// and their memory comes from the heap the run keeps (see `keepFreedMemoryInTheHeap()`).
  func measureJournalLength() async throws {
    let observed = try ObservedPipeline(observers: 1, ownedBy: .sceneParts)
    let start: (Int) -> Void = { _ in observed.pipeline.startJournal() }
    let stop: () -> Void = { observed.pipeline.stopJournal() }
    var cases: [BenchCase] = []
    for length in [4_096, 65_536] {
      cases.append(
        BenchCase(
          "write @Piped   1 scene part observer, journal of \(length) writes",
          reset: start, finish: stop, fixedIterations: length
        ) { n, base in
          let pipeline = observed.pipeline
          for index in 0..<n { pipeline.data = base &+ index }
        })
    }
    try await compare(
      cases,
      ratios: [
        RatioRow(
          name: "journaled write, 65,536 recorded ÷ 4,096", over: cases[1].name,
          under: cases[0].name, target: nil)
      ])
  }

  /// A write through a `ReferenceWritableKeyPath` against the same write made directly, to the
  /// same pipeline with 1 scene part observer. Swift's key path reads a computed property before
  /// it sets it, so this is also what a read costs the write that follows it.
  func measureKeyPathWrite() async throws {
    let observed = try ObservedPipeline(observers: 1, ownedBy: .sceneParts)
    let keyPath: ReferenceWritableKeyPath<WritePipeline, Int> = opaque(\.data)
    let direct = BenchCase("write @Piped   1 scene part observer, direct (key path's floor)") {
      n, base in
      let pipeline = observed.pipeline
      for index in 0..<n { pipeline.data = base &+ index }
    }
    let byKeyPath = BenchCase("write @Piped   1 scene part observer, through a key path") {
      n, base in
      let pipeline = observed.pipeline
      for index in 0..<n { pipeline[keyPath: keyPath] = base &+ index }
      guard pipeline.data == base &+ n &- 1 else {
        throw KeyPathWriteFailure(expected: base &+ n &- 1, found: pipeline.data)
      }
    }
    // What Swift's key path costs on its own, with no MVCS in it: a computed property of a plain
    // class, written directly and through a key path.
    let plain = opaque(PlainComputed())
    let plainKeyPath: ReferenceWritableKeyPath<PlainComputed, Int> = opaque(\.value)
    // Four writes a pass, as the closure floor makes four calls: a loop of one write of about a
    // nanosecond ran at 0.9 or 1.2 ns by round, and the ratio over it moved by 14% between runs.
    let plainDirect = BenchCase("write a plain class's computed property, direct") { n, base in
      var index = 0
      while index &+ 4 <= n {
        plain.value = base &+ index
        plain.value = base &+ index &+ 1
        plain.value = base &+ index &+ 2
        plain.value = base &+ index &+ 3
        index &+= 4
      }
      while index < n {
        plain.value = base &+ index
        index &+= 1
      }
    }
    let plainByKeyPath = BenchCase("write a plain class's computed property, key path") {
      n, base in
      for index in 0..<n { plain[keyPath: plainKeyPath] = base &+ index }
    }
    // The target is on the floor that does the same work: Swift's key-path write to a computed
    // property that stores the value and calls back, as a write with one observer does. Against
    // a direct write no key-path write can come near 3×: Swift's own, with no MVCS in it, costs
    // over 100× its direct write (a write-back buffer, the getter, then the setter).
    try await compare(
      [byKeyPath, direct, plainByKeyPath, plainDirect],
      ratios: [
        RatioRow(
          name: "key-path write @Piped ÷ plain class's", over: byKeyPath.name,
          under: plainByKeyPath.name, target: 3),
        RatioRow(
          name: "key-path write @Piped ÷ direct write", over: byKeyPath.name, under: direct.name,
          target: nil),
        RatioRow(
          name: "key-path write, plain class ÷ direct", over: plainByKeyPath.name,
          under: plainDirect.name, target: nil),
      ])
  }

  /// What each scene part observer adds to a write: a write with 10 of them less one with none,
  /// over 10, measured round-robin.
  func measureDeliveryPerObserver() async throws {
    var cases: [BenchCase] = []
    for count in [0, 10] {
      let observed = try ObservedPipeline(observers: count, ownedBy: .sceneParts)
      cases.append(
        BenchCase("write @Piped   \(count) scene part observers (per observer)") { n, base in
          let pipeline = observed.pipeline
          for index in 0..<n { pipeline.data = base &+ index }
        })
    }
    try await compare(
      cases,
      ratios: [
        RatioRow(
          name: "scene part delivery, ns per observer", over: cases[1].name,
          under: cases[0].name, target: 4, difference: 10)
      ])
  }

  /// A write to a pipeline no journal follows, while another pipeline's journal records,
  /// against the same write while no journal records.
  func measureForeignJournal() async throws {
    guard
      let plain = try writeCases(observers: 1, ownedBy: .sceneParts, journaled: false)[.piped]
    else { return }
    let observed = try ObservedPipeline(observers: 1, ownedBy: .sceneParts)
    // A recorded tree of a root and one child, so that the check walks a tree, not a leaf.
    let recorded = JournaledTree()
    var journal: Journal?
    let start: (Int) -> Void = { _ in journal = recorded.startJournal() }
    let stop: () -> Void = {
      recorded.stopJournal()
      journal?.removeAll()
      journal = nil
    }
    let foreign = BenchCase(
      "write @Piped   1 scene part observer, another pipeline's journal recording",
      reset: start, finish: stop
    ) { n, base in
      let pipeline = observed.pipeline
      for index in 0..<n { pipeline.data = base &+ index }
      guard journal?.entries.isEmpty == true else { throw ForeignJournalFailure() }
    }
    // No target: the write must learn, soundly, that no recorded tree holds its pipeline now (a
    // child held in a `var` can be put into one at any time, with no hook to tell), which takes
    // a weak load of each recording root, some 30 ns. It was 105× before it stopped following
    // every recorded tree again on each write.
    try await measureRatio(
      "write @Piped 1 observer, another pipeline's journal recording ÷ none", target: nil,
      case: foreign, floor: plain)
  }
}

/// A root pipeline with a child, whose journal records while other pipelines are written.
@MainActor final class JournaledTree: Pipeline {
  @Piped var value = 0
  let child = WritePipeline()
}

/// A class with a computed property over a stored one, as Swift alone writes it.
@MainActor final class PlainComputed {
  private var stored = 0
  var value: Int {
    get { stored }
    set {
      stored = newValue
      sink(newValue)
    }
  }
}

/// A key-path write the benchmark made did not reach the property.
struct KeyPathWriteFailure: Error, CustomStringConvertible {
  let expected: Int
  let found: Int

  var description: String {
    "A write through a key path stored \(expected) in \"data\", but it reads \(found). To fix, "
      + "check that key-path writes reach the property before trusting its benchmark row."
  }
}

/// A journal recorded writes to a pipeline outside its tree.
struct ForeignJournalFailure: Error, CustomStringConvertible {
  var description: String {
    "A journal recorded writes to a pipeline outside its tree. To fix, check which pipelines "
      + "a journal follows before trusting the row for writes beside a recording journal."
  }
}
