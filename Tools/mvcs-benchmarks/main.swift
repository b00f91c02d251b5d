// Prints ns/op for pipeline writes, scene assembly, lists and storages, and their ratios to honest floors.
//
//   swift run -c release mvcs-benchmarks [name-part …]
//
// With arguments, only the cases whose name contains one of them run (to profile one case).
//
// A report, not a test: it exits 0 whether or not the targets are met.

import Foundation
import MVCS

@MainActor
func runBenchmarks() async throws {
  let bench = Bench(filters: Array(CommandLine.arguments.dropFirst()))
  print(
    "mvcs-benchmarks: median of \(bench.batchCount) batches of about "
      + "\(Int(bench.targetBatch / .milliseconds(1))) ms each, after a warm-up")
  print("")
  print(Report.header)

  let closureFloor = await bench.measureClosureFloor()
  let writes = try await bench.measureWrites(
    observers: [0, 1, 10], ownedBy: .sceneParts, journaled: false)
  let weakWrites = try await bench.measureWrites(
    observers: [1, 10], ownedBy: .freeObjects, journaled: false)
  let journaledWrites = try await bench.measureWrites(
    observers: [0, 1, 10], ownedBy: .sceneParts, journaled: true)
  let observation = await bench.measureObservation()
  let interop = try await bench.measureObservationInterop()
  let scaling = try await bench.measureScaling()
  let appScale = try await bench.measureAppScale()
  let batch = try await bench.measureBatchedRedraw()

  let mediator = Mediator.benchmarked()
  let navigator = RecordingNavigator(mediator: mediator)
  let dictionaryFloor = try await bench.measureDictionaryFloor(scene: .minimal)
  let assembly = try await bench.measureAssembly(
    "assemble + tear down, parts add no observer", scene: .minimal, mediator: mediator,
    navigator: navigator)
  let observingAssembly = try await bench.measureAssembly(
    "assemble + tear down, each part adds 1 observer", scene: .observing, mediator: mediator,
    navigator: navigator)
  let soak = try bench.measureSoak()
  let script = try await bench.measureScript()
  let lists = await bench.measureLists()
  let diffs = await bench.measureDiffs()
  let storages = try await bench.measureStorages()
  let demoAnswers = try await bench.measureDemoAnswers()
  let routes = try await bench.measureRoutes()
  let shared = try await bench.measureShared()

  print(Report.section("Ratios"))
  // A case the filters skipped measured `nan`; its ratio is left out.
  func printRatio(_ name: String, _ value: Double, target: Double?) {
    if !value.isNaN { print(Report.ratio(name, value, target: target)) }
  }
  // The target is for the observers scenes have: their parts'. An object outside any scene is
  // held weakly, and a weak reference costs about 40 ns a delivery on this runtime.
  for kind in Kind.allCases {
    guard let write = writes[kind]?[1] else { continue }
    printRatio(
      "write \(kind.rawValue), 1 scene part observer ÷ closure", write / closureFloor, target: 15)
  }
  for kind in Kind.allCases {
    guard let write = weakWrites[kind]?[1] else { continue }
    printRatio(
      "write \(kind.rawValue), 1 other observer ÷ closure", write / closureFloor, target: nil)
  }
  // A write with no observer is a bare store of about 1 ns, which any record multiplies: the
  // target is for writes that notify, as writes worth journaling do.
  for count in [1, 10] {
    for kind in Kind.allCases {
      guard let plain = writes[kind]?[count], let journaled = journaledWrites[kind]?[count] else {
        continue
      }
      printRatio(
        "write \(kind.rawValue), \(count) observer\(count == 1 ? "" : "s"), journal ÷ none",
        journaled / plain, target: 10)
    }
  }
  if let write = writes[.piped]?[1] {
    printRatio("observe ÷ write @Piped with 1 observer", observation / write, target: 10)
  }
  bench.printObservationRatios(interop, write: writes[.piped]?[1], closureFloor: closureFloor)
  bench.printScalingRatios(scaling)
  bench.printAppScaleRatios(appScale)
  bench.printBatchRatios(batch)
  printRatio("assembly + teardown ÷ dictionary floor", assembly / dictionaryFloor, target: 3.4)
  printRatio(
    "assembly + teardown, 3 observers ÷ dictionary floor", observingAssembly / dictionaryFloor,
    target: nil)
  printListRatios(lists)
  printDiffRatios(diffs)
  bench.printStorageRatios(storages)
  bench.printDemoAnswerRatios(demoAnswers)
  bench.printRouteRatio(routes)
  try await bench.printOtherProcessChanges()
  bench.printSharedRatios(shared)
  if !script.isNaN {
    print(Report.section("Times"))
    print(Report.time("20-step scene script, end to end", script, target: .milliseconds(5)))
  }
  if let soak {
    print(Report.section("Memory"))
    bench.printSoak(soak)
  }
  print("\nchecksum \(checksum)")
}

do {
  try await runBenchmarks()
} catch {
  print("mvcs-benchmarks: \(error)")
  exit(1)
}
