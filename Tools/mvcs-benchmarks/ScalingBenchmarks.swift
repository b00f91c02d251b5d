import MVCS

/// The issue-14 paths: ending an observation among many, writing by name, a write notifying
/// other objects against a plain array of closures, and how writes scale with observers.
struct ScalingTimes {
  /// observe + cancel, by how many other observers the property has.
  var observeCancel: [Int: Double] = [:]
  /// A write of `@Piped` with observers that are other objects (held weakly), by count.
  var weakWrites: [Int: Double] = [:]
  /// `setValue(_:named:)` of an `Int`, and the same write made directly; 1 scene part observer.
  var byName = Double.nan
  var direct = Double.nan
  /// A plain array of 10 closures, each called in a loop: the floor for 10 observers.
  var closureArray10 = Double.nan
}

extension Bench {
  func measureScaling() async throws -> ScalingTimes {
    var times = ScalingTimes()
    for others in [0, 100, 1_000] {
      let pipeline = WritePipeline()
      let owners = (0..<others).map { _ in FreeObserver() }
      for owner in owners {
        pipeline.observe(\.data, by: owner) { _, change in sink(change.newValue) }
      }
      let owner = FreeObserver()
      times.observeCancel[others] = await measure(
        "observe + cancel @Piped, \(others) other observers"
      ) { n, _ in
        for _ in 0..<n {
          pipeline.observe(\.data, by: owner) { _, change in sink(change.newValue) }.cancel()
        }
      }
      withExtendedLifetime(owners) {}
    }
    for count in [1, 10, 100, 1_000] {
      let observed = try ObservedPipeline(observers: count, ownedBy: .freeObjects)
      let pipeline = observed.pipeline
      times.weakWrites[count] = await measure(
        "write @Piped   \(count) other object observer\(count == 1 ? "" : "s") (scaling)"
      ) { n, base in
        for index in 0..<n { pipeline.data = base &+ index }
      }
      withExtendedLifetime(observed) {}
    }
    let observed = try ObservedPipeline(observers: 1, ownedBy: .sceneParts)
    let pipeline = observed.pipeline
    times.direct = await measure("write @Piped   1 scene part observer, direct (by name's floor)") {
      n, base in
      for index in 0..<n { pipeline.data = base &+ index }
    }
    // The texts are made before timing: what is timed is what a script step or a tool pays.
    let texts = (0..<1_024).map { String($0) }
    times.byName = await measure("setValue(_:named:) @Piped Int, 1 scene part observer") {
      n, _ in
      for index in 0..<n { try? pipeline.setValue(texts[index & 1_023], named: "data") }
    }
    withExtendedLifetime(observed) {}
    let closures = opaque((0..<10).map { _ in ClosureHolder { sink($0) } })
    times.closureArray10 = await measure("floor: 10 stored closures called in a loop") {
      n, base in
      for index in 0..<n {
        for holder in closures { holder.closure(base &+ index) }
      }
    }
    return times
  }

  func printScalingRatios(_ times: ScalingTimes) {
    func printRatio(_ name: String, _ value: Double, target: Double?) {
      if !value.isNaN { print(Report.ratio(name, value, target: target)) }
    }
    if let none = times.observeCancel[0] {
      for others in [100, 1_000] {
        guard let time = times.observeCancel[others] else { continue }
        printRatio(
          "observe + cancel, \(others) others ÷ none", time / none,
          target: others == 1_000 ? 2 : nil)
      }
    }
    printRatio("setValue(_:named:) Int ÷ direct write", times.byName / times.direct, target: 20)
    if let ten = times.weakWrites[10] {
      printRatio(
        "write, 10 other observers ÷ 10 closures", ten / times.closureArray10, target: 2.75)
    }
    if let one = times.weakWrites[1] {
      for count in [10, 100, 1_000] {
        guard let time = times.weakWrites[count] else { continue }
        printRatio("write, \(count) other observers ÷ 1", time / one, target: nil)
      }
    }
  }
}
