// Prints ns/op for pipeline writes, scene assembly, lists and storages, and their ratios to honest floors.
//
//   swift run -c release mvcs-benchmarks [--smoke] [name-part …]
//
// With name parts, only the cases whose name contains one of them run (to profile one case).
// With --smoke, each comparison runs a few rounds of one batch a case: a check, as in CI, that
// every case runs, whose ratios are rough.
//
// A report, not a test: it exits 0 whether or not the targets are met.

import Foundation
import MVCS

@MainActor
func runBenchmarks() async throws {
  let arguments = CommandLine.arguments.dropFirst()
  let isSmoke = arguments.contains("--smoke")
  let bench = Bench(filters: arguments.filter { $0 != "--smoke" }, isSmoke: isSmoke)
  let schedule = isSmoke ? Schedule.standard.smoke : Schedule.standard
  let batches = schedule.repetitions == 1 ? "1 batch" : "\(schedule.repetitions) batches"
  print(
    "mvcs-benchmarks: each comparison's cases take turns batch by batch, timed in the process's "
      + "CPU time; \(schedule.rounds) rounds (up to \(schedule.maximumRounds) while a ratio "
      + "spreads) of \(batches) of at least \(Int(schedule.batch / .milliseconds(1))) ms per "
      + "case; fastest batch per round, ratio per round, median shown"
      + (isSmoke ? " (smoke run: rough ratios)" : ""))
  print("")
  print(Report.header)

  try await bench.measureWrites()
  try await bench.measureObservationInterop()
  try await bench.measureScaling()
  try await bench.measureAppScale()
  try await bench.measureBatchedRedraw()
  let memory = bench.measurePipelineMemory()
  try await bench.measureAssemblies()
  let soak = try bench.measureSoak()
  let script = try await bench.measureScript()
  try await bench.measureLists()
  let diffs = try await bench.measureDiffs()
  try await bench.measureStorages()
  try await bench.measureDemoAnswers()
  try await bench.measureRoutes()
  try await bench.measureShared()

  print(Report.section("Ratios (median of the rounds, least–greatest)"))
  for ratio in bench.ratioResults { print(Report.ratio(ratio)) }
  for ratio in diffs { print(Report.ratio(ratio)) }
  try await bench.printOtherProcessChanges()
  if !script.isNaN {
    print(Report.section("Times"))
    print(Report.time("20-step scene script, end to end", script, target: .milliseconds(5)))
  }
  if soak != nil || memory != nil { print(Report.section("Memory")) }
  if let memory { bench.printPipelineMemory(memory) }
  if let soak { bench.printSoak(soak) }
  print("\nchecksum \(checksum)")
}

hashWithAFixedSeed()
keepFreedMemoryInTheHeap()

do {
  try await runBenchmarks()
} catch {
  print("mvcs-benchmarks: \(error)")
  exit(1)
}
