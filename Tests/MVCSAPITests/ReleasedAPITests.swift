import Foundation
import Testing

/// The public API keeps every declaration of the last release, unless `CHANGELOG.md`'s
/// `## Unreleased` section names it under `#### Breaking` (``ReleasedAPI``).
///
/// The last release's lists are `Tests/MVCSAPITests/Released/<module>.txt`, copies of the API
/// lists as they were at that release. At a release, after folding `Unreleased` into the new
/// version's section, make the current lists the new baseline with:
///
/// ```
/// MVCS_RECORD_RELEASED_API=0.2.0 swift test --filter ReleasedAPITests
/// ```
struct ReleasedAPITests {
  static let repositoryFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The version a recording run writes into the baseline's first line.
  static let recordedVersion = ProcessInfo.processInfo.environment["MVCS_RECORD_RELEASED_API"]

  static func read(_ path: String) throws -> String {
    let file = repositoryFolder.appending(path: path)
    return try #require(
      FileManager.default.contents(atPath: file.path).map { String(decoding: $0, as: UTF8.self) },
      "\(path) is missing")
  }

  /// The modules with a list, by the names of the files in a folder of the repository.
  static func modules(in folder: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(
      atPath: repositoryFolder.appending(path: folder).path
    ).filter { $0.hasSuffix(".txt") }.map { String($0.dropLast(4)) }.sorted()
  }

  static func baselineHeader(module: String, version: String) -> String {
    """
    # MVCS \(version): the public API of \(module) as released in \(version), the last release.
    # Copied from Tests/MVCSAPITests/API/\(module).txt at that release. At the next release, fold
    # CHANGELOG.md's Unreleased section into the new version's, then refresh this copy with:
    # MVCS_RECORD_RELEASED_API=<new version> swift test --filter ReleasedAPITests

    """
  }

  @Test func currentAPIKeepsTheLastReleaseOrTheChangelogNamesTheBreak() throws {
    let modules = try Self.modules(in: "Tests/MVCSAPITests/API")
    if let version = Self.recordedVersion {
      for module in modules {
        let list = try Self.read("Tests/MVCSAPITests/API/\(module).txt")
        let text =
          Self.baselineHeader(module: module, version: version)
          + ReleasedAPI.lines(of: list).map { $0 + "\n" }.joined()
        try text.write(
          to: Self.repositoryFolder.appending(path: "Tests/MVCSAPITests/Released/\(module).txt"),
          atomically: true, encoding: .utf8)
      }
      let message =
        "Recorded Tests/MVCSAPITests/Released/ as \(version); review and commit it, then run "
        + "again without MVCS_RECORD_RELEASED_API."
      Issue.record(Comment(rawValue: message))
      return
    }
    #expect(try Self.modules(in: "Tests/MVCSAPITests/Released") == modules)
    var released: [String: String] = [:]
    var current: [String: String] = [:]
    for module in try Self.modules(in: "Tests/MVCSAPITests/Released") {
      released[module] = try Self.read("Tests/MVCSAPITests/Released/\(module).txt")
      current[module] = try? Self.read("Tests/MVCSAPITests/API/\(module).txt")
    }
    let changes = ReleasedAPI.unnamedChanges(
      released: released, current: current, changelog: try Self.read("CHANGELOG.md"))
    if !changes.isEmpty { Issue.record(Comment(rawValue: ReleasedAPI.report(changes))) }
  }

  @Test func baselineNamesOneReleasedVersionInItsFirstLine() throws {
    var versions: Set<String> = []
    for module in try Self.modules(in: "Tests/MVCSAPITests/Released") {
      let text = try Self.read("Tests/MVCSAPITests/Released/\(module).txt")
      let first = try #require(text.split(separator: "\n").first.map(String.init))
      let version = try #require(
        first.split(separator: " ").dropFirst(2).first.map { String($0.dropLast()) })
      #expect(
        first
          == "# MVCS \(version): the public API of \(module) as released in \(version), the last release."
      )
      versions.insert(version)
    }
    #expect(versions.count == 1, "the baseline's lists name different versions: \(versions)")
  }

  // MARK: - The check, on fixtures

  static let releasedList = """
    # MVCS 0.1.0: the public API of MVCS as released in 0.1.0, the last release.
    class Mediator — @MainActor final class Mediator
    conformance Mediator: Swift.Sendable
    method Mediator.register(view:_:) — func register(view name: String, _ make: @escaping (Pipeline) -> any SceneView)
    method Mediator.validate() — func validate() throws(MediatorError)

    """

  static func changelog(breaking: String, elsewhere: String = "") -> String {
    """
    # Changelog

    ## Unreleased

    ### Some work

    #### Added

    \(elsewhere)

    #### Breaking

    \(breaking)

    ## 0.1.0 — 2026-11-26

    #### Breaking

    - `validate()` and `Mediator: Sendable` named in a release already, which counts for nothing.

    """
  }

  static func check(current: String, changelog: String) -> [ReleasedAPI.Change] {
    ReleasedAPI.unnamedChanges(
      released: ["MVCS": releasedList], current: ["MVCS": current], changelog: changelog)
  }

  @Test func aRemovedPublicMethodFailsNamingIt() {
    let current = Self.releasedList.replacingOccurrences(
      of: "method Mediator.validate() — func validate() throws(MediatorError)\n", with: "")
    let changes = Self.check(
      current: current,
      changelog: Self.changelog(breaking: "- Nothing.", elsewhere: "- `Mediator.validate()`"))
    #expect(
      changes == [
        .init(
          module: "MVCS",
          released: "method Mediator.validate() — func validate() throws(MediatorError)")
      ])
    let report = ReleasedAPI.report(changes)
    #expect(
      report.contains(
        "Tests/MVCSAPITests/Released/MVCS.txt: removed: method Mediator.validate() —"))
    #expect(
      report.contains(
        "To fix, name each one under #### Breaking in CHANGELOG.md's ## Unreleased section"))
    #expect(report.contains("`Mediator.validate()`"))
    #expect(report.contains("or restore it."))
  }

  @Test(arguments: [
    "- `Mediator.validate()` is gone: the mediator validates as it registers.",
    "- `MVCS.Mediator.validate()` is gone.",
  ])
  func aRemovedMethodNamedUnderBreakingInUnreleasedPasses(entry: String) {
    let current = Self.releasedList.replacingOccurrences(
      of: "method Mediator.validate() — func validate() throws(MediatorError)\n", with: "")
    #expect(Self.check(current: current, changelog: Self.changelog(breaking: entry)) == [])
  }

  @Test(arguments: [
    // A last component alone: changelogs say such names for other reasons.
    "- `validate()` is gone.",
    "- `Journal.validate()` is gone.",
    "- `Mediator.validate` is gone.",
  ])
  func aRemovedMethodNamedOtherwiseFails(entry: String) {
    let current = Self.releasedList.replacingOccurrences(
      of: "method Mediator.validate() — func validate() throws(MediatorError)\n", with: "")
    #expect(
      Self.check(current: current, changelog: Self.changelog(breaking: entry)).map(\.released) == [
        "method Mediator.validate() — func validate() throws(MediatorError)"
      ])
  }

  @Test func aChangedSignatureFailsShowingBothDeclarations() {
    let current = Self.releasedList.replacingOccurrences(
      of: "func validate() throws(MediatorError)", with: "func validate() throws -> [String]")
    let changes = Self.check(current: current, changelog: Self.changelog(breaking: "- Nothing."))
    #expect(
      changes == [
        .init(
          module: "MVCS",
          released: "method Mediator.validate() — func validate() throws(MediatorError)",
          current: "method Mediator.validate() — func validate() throws -> [String]")
      ])
    #expect(
      ReleasedAPI.report(changes).contains(
        "Released/MVCS.txt: changed: method Mediator.validate()"))
  }

  @Test func aDroppedConformanceFailsUnlessNamed() {
    let current = Self.releasedList.replacingOccurrences(
      of: "conformance Mediator: Swift.Sendable\n", with: "")
    #expect(
      Self.check(current: current, changelog: Self.changelog(breaking: "- Nothing.")).map(
        \.released) == ["conformance Mediator: Swift.Sendable"])
    #expect(
      Self.check(
        current: current, changelog: Self.changelog(breaking: "- `Mediator: Sendable` no more."))
        == [])
  }

  @Test func anAdditionPasses() {
    let current =
      Self.releasedList
      + "method Mediator.unregister(view:) — func unregister(view name: String)\n"
    #expect(Self.check(current: current, changelog: Self.changelog(breaking: "- Nothing.")) == [])
  }

  @Test func aRemovedModuleFailsForEachOfItsDeclarations() {
    let changes = ReleasedAPI.unnamedChanges(
      released: ["MVCS": Self.releasedList], current: [:],
      changelog: Self.changelog(breaking: "- Nothing."))
    #expect(changes.count == 4)
  }
}
