import MVCS

extension Bench {
  /// Measures the issue-14 paths: ending an observation among many, writing by name, a write
  /// notifying 10 other objects against a plain array of 10 closures, and how writes scale with
  /// observers.
  func measureScaling() async throws {
    var observeCases: [BenchCase] = []
    for others in [0, 100, 1_000] {
      let pipeline = WritePipeline()
      let owners = (0..<others).map { _ in FreeObserver() }
      for owner in owners {
        pipeline.observe(\.data, by: owner) { _, change in sink(change.newValue) }
      }
      let owner = FreeObserver()
      observeCases.append(
        BenchCase("observe + cancel @Piped, \(others) other observers") { n, _ in
          for _ in 0..<n {
            pipeline.observe(\.data, by: owner) { _, change in sink(change.newValue) }.cancel()
          }
          withExtendedLifetime(owners) {}
        })
    }
    try await compare(
      observeCases,
      ratios: [
        RatioRow(
          name: "observe + cancel, 100 others ÷ none", over: observeCases[1].name,
          under: observeCases[0].name, target: nil),
        RatioRow(
          name: "observe + cancel, 1000 others ÷ none", over: observeCases[2].name,
          under: observeCases[0].name, target: 2),
      ])

    var writeCases: [BenchCase] = []
    for count in [1, 10, 100, 1_000] {
      let observed = try ObservedPipeline(observers: count, ownedBy: .freeObjects)
      writeCases.append(
        BenchCase(
          "write @Piped   \(count) other object observer\(count == 1 ? "" : "s") (scaling)"
        ) { n, base in
          let pipeline = observed.pipeline
          for index in 0..<n { pipeline.data = base &+ index }
        })
    }
    // The floor of 10 observers: a plain array of 10 closures, as a hand-written callback list
    // keeps them. Each does the work an MVCS observer outside a scene does: it holds its own
    // observer object weakly, so that the list never keeps it alive, loads it, and calls through
    // it what the handler does.
    let listeners = (0..<10).map { _ in ClosureListener() }
    let closures = opaque(
      listeners.map { listener -> @MainActor (Int) -> Void in
        { [weak listener] value in listener?.receive(value) }
      })
    let closureArray = BenchCase("floor: array of 10 closures, each to a weak object") { n, base in
      for index in 0..<n {
        for closure in closures { closure(base &+ index) }
      }
      withExtendedLifetime(listeners) {}
    }
    try await compare(
      writeCases + [closureArray],
      ratios: [
        RatioRow(
          name: "write, 10 other observers ÷ 10 closures", over: writeCases[1].name,
          under: closureArray.name, target: 2.75)
      ]
        + [(1, 10), (2, 100), (3, 1_000)].map { index, count in
          RatioRow(
            name: "write, \(count) other observers ÷ 1", over: writeCases[index].name,
            under: writeCases[0].name, target: nil)
        })

    let observed = try ObservedPipeline(observers: 1, ownedBy: .sceneParts)
    let direct = BenchCase("write @Piped   1 scene part observer, direct (by name's floor)") {
      n, base in
      let pipeline = observed.pipeline
      for index in 0..<n { pipeline.data = base &+ index }
    }
    // The texts are made before timing: what is timed is what a script step or a tool pays. A
    // write that failed would throw; the value read back proves the last one happened.
    let texts = (0..<1_024).map { String($0) }
    let byName = BenchCase("setValue(_:named:) @Piped Int, 1 scene part observer") { n, _ in
      let pipeline = observed.pipeline
      for index in 0..<n { try pipeline.setValue(texts[index & 1_023], named: "data") }
      guard pipeline.data == (n - 1) & 1_023 else {
        throw ByNameWriteFailure(expected: (n - 1) & 1_023, found: pipeline.data)
      }
    }
    try await measureRatio(
      "setValue(_:named:) Int ÷ direct write", target: 20, case: byName, floor: direct)
  }
}

/// A by-name write the benchmark made did not reach the property.
struct ByNameWriteFailure: Error, CustomStringConvertible {
  let expected: Int
  let found: Int

  var description: String {
    "setValue(_:named:) wrote \(expected) to \"data\", but it reads \(found). To fix, check "
      + "that the by-name write path sets the property before trusting its benchmark row."
  }
}

/// An object a hand-written callback list calls through a weak reference, doing what an
/// observer's handler does.
@MainActor final class ClosureListener {
  func receive(_ value: Int) { sink(value) }
}
