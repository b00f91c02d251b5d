import Foundation
import Testing

#if os(macOS) || os(Linux) || os(Windows)

  /// What building the `mvcs` tool and its command plugin compiles: the package's own helpers, not
  /// the runtime libraries, so that `swift package mvcs` in an app starts without building MVCS.
  struct ToolDependencyTests {
    /// A target of `swift package describe --type json`, with what it depends on in the package.
    private struct Target: Decodable {
      var name: String
      var targetDependencies: [String]?

      enum CodingKeys: String, CodingKey {
        case name
        case targetDependencies = "target_dependencies"
      }
    }

    private struct Description: Decodable {
      var targets: [Target]
    }

    /// Every target `root` depends on, directly or through others, read from the package's own
    /// description as SwiftPM sees it.
    private func dependencies(of root: String) async throws -> Set<String> {
      // A scratch folder of its own: the `swift test` running this holds the lock on `.build`.
      let scratch = try TemporaryFolder()
      let run = try await runProgram(
        URL(fileURLWithPath: "/usr/bin/env"),
        ["swift", "package", "--scratch-path", scratch.url.path, "describe", "--type", "json"],
        in: repositoryFolder)
      try #require(run.status == 0, "swift package describe failed: \(run.errorOutput)")
      let description = try JSONDecoder().decode(Description.self, from: Data(run.output.utf8))
      let targets = Dictionary(uniqueKeysWithValues: description.targets.map { ($0.name, $0) })
      try #require(targets[root] != nil, "no target \(root) in \(targets.keys.sorted())")
      var found: Set<String> = []
      var next = [root]
      while let name = next.popLast() {
        for dependency in targets[name]?.targetDependencies ?? []
        where found.insert(dependency).inserted {
          next.append(dependency)
        }
      }
      return found
    }

    @Test(arguments: ["mvcs", "MVCSPlugin"])
    func buildsWithoutTheRuntimeLibraries(target: String) async throws {
      let dependencies = try await dependencies(of: target)
      #expect(dependencies.contains("MVCSSupport"))
      #expect(dependencies.isDisjoint(with: ["MVCS", "MVCSTesting", "MVCSHTTP", "MVCSSQLite"]))
    }

    /// The core reaches no feature module, so the compiler stops it from depending on one
    /// (issue 20): lists, loading, HTTP and SQLite build on the core, never the other way round.
    @Test func theCoreDependsOnNoFeatureModule() async throws {
      let dependencies = try await dependencies(of: "MVCS")
      #expect(dependencies == ["MVCSSupport"])
    }
  }

#endif
