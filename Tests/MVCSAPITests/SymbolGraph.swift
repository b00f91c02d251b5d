import Foundation
import MVCSTestSupport

#if os(macOS) || os(Linux) || os(Windows)

  /// A library module's public API as the toolchain's `swift-symbolgraph-extract` sees it: one line
  /// a symbol, `<kind> <path> — <declaration>`, and one a conformance,
  /// `conformance <type>: <protocol>`, followed by `where …` when it is conditional.
  ///
  /// Kinds are the symbol graph's without the `swift.` prefix (`struct`, `method`, `enum.case`,
  /// `type.method` …); paths are the symbol's path components joined by dots, such as
  /// `method Mediator.register(view:_:)`; the declaration is the graph's declaration fragments
  /// joined, with runs of white space made one space, so that a changed signature is a changed
  /// line and overloads have a line each.
  ///
  /// Left out, because they follow from lines that are there:
  /// - members a type gets from a protocol extension of another module, such as `!=` from
  ///   `Equatable` (`-skip-synthesized-members`): the conformance line covers them;
  /// - conformances to `Copyable`, `Escapable` and `SendableMetatype`, which every type has or gets
  ///   with `Sendable`.
  ///
  /// Symbols the module adds to other modules' types (extensions of standard types) are in the
  /// graph's `<Module>@<Other>` files; their paths start with the other module's name, as
  /// `method Swift.Array.sorted(by:)`.
  struct SymbolGraph {
    /// What separates a symbol's path from its declaration in a line.
    static let declarationSeparator = "—"

    /// Why the API could not be read; each case says how to fix it.
    enum Problem: Error, CustomStringConvertible {
      case noExtractor(searched: [String])
      case noModules(module: String, searched: [String])
      case extractionFailed(command: String, status: Int32, output: String)
      case unreadableGraph(String)

      var description: String {
        switch self {
        case .noExtractor(let searched):
          "Cannot find swift-symbolgraph-extract, which compares the public API with the committed "
            + "lists. Searched: \(searched.joined(separator: ", ")). To fix, put the Swift "
            + "toolchain's bin folder (the one with swift and swift-symbolgraph-extract) first in "
            + "PATH."
        case .noModules(let module, let searched):
          "Cannot find the built \(module).swiftmodule. Searched: "
            + "\(searched.joined(separator: ", ")). To fix, build with `swift build --build-tests`, "
            + "or set MVCS_API_MODULES to the folder that holds \(module).swiftmodule."
        case .extractionFailed(let command, let status, let output):
          "\(command) exited with status \(status):\n\(output)\nTo fix, build with the same "
            + "toolchain as the one in PATH."
        case .unreadableGraph(let file):
          "The symbol graph \(file) is not the JSON swift-symbolgraph-extract writes."
        }
      }
    }

    /// The API lines of a module, sorted; the toolchain's tools run and are waited for on a thread
    /// of its own.
    static func lines(ofModule module: String) async throws -> [String] {
      try await waitOnOwnThread { try linesWaiting(ofModule: module) }
    }

    /// The API lines of a module, sorted; blocks while the toolchain's tools run.
    private static func linesWaiting(ofModule module: String) throws -> [String] {
      let extractor = try toolchainTool("swift-symbolgraph-extract")
      let modules = try modulesFolder(containing: module)
      let output = FileManager.default.temporaryDirectory
        .appending(path: "mvcs-api-\(module)-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: output) }
      var arguments = [
        "-module-name", module, "-I", modules.path, "-target", try targetTriple(),
        "-minimum-access-level", "public", "-skip-synthesized-members",
        "-output-dir", output.path,
      ]
      if let sdk = sdkPath() { arguments += ["-sdk", sdk] }
      // System-library targets (CSQLite) are found by their module maps in the sources.
      arguments += systemLibraryFolders().flatMap { ["-I", $0.path] }
      try run(extractor, arguments)
      var lines: [String] = []
      let files = try FileManager.default.contentsOfDirectory(atPath: output.path)
        .filter { $0.hasSuffix(".symbols.json") }
      for file in files {
        // `MVCS.symbols.json` holds the module's own symbols; `MVCS@Swift.symbols.json` what it
        // adds to Swift's types.
        let name = file.dropLast(".symbols.json".count)
        let extended = name.split(separator: "@").dropFirst().first.map(String.init)
        lines += try Self.lines(in: output.appending(path: file), extending: extended)
      }
      return lines.sorted()
    }

    /// The lines of one symbol graph file; the paths start with `extended` and a dot when the
    /// symbols extend that module's types.
    /// The package's folders under `Sources/` with a `module.modulemap`.
    static func systemLibraryFolders() -> [URL] {
      let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appending(path: "Sources")
      let names = (try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? []
      return names.sorted().map { sources.appending(path: $0) }.filter {
        FileManager.default.fileExists(atPath: $0.appending(path: "module.modulemap").path)
      }
    }

    static func lines(in file: URL, extending extended: String?) throws -> [String] {
      guard let data = FileManager.default.contents(atPath: file.path),
        let graph = try? JSONDecoder().decode(Graph.self, from: data)
      else { throw Problem.unreadableGraph(file.lastPathComponent) }
      let prefix = extended.map { "\($0)." } ?? ""
      var paths: [String: String] = [:]
      var lines: [String] = []
      for symbol in graph.symbols {
        let path = prefix + symbol.pathComponents.joined(separator: ".")
        paths[symbol.identifier.precise] = path
        let kind = symbol.kind.identifier
        let line = "\(kind.hasPrefix("swift.") ? String(kind.dropFirst(6)) : kind) \(path)"
        let declaration = (symbol.declarationFragments ?? []).map(\.spelling).joined()
          .split(whereSeparator: \.isWhitespace).joined(separator: " ")
        lines.append(declaration.isEmpty ? line : "\(line) \(declarationSeparator) \(declaration)")
      }
      let implied: Set<String> = ["Swift.Copyable", "Swift.Escapable", "Swift.SendableMetatype"]
      for relationship in graph.relationships where relationship.kind == "conformsTo" {
        guard let type = paths[relationship.source] else { continue }
        let conformed =
          paths[relationship.target] ?? relationship.targetFallback ?? relationship.target
        guard !implied.contains(conformed) else { continue }
        let constraints = (relationship.swiftConstraints ?? []).filter {
          !["Copyable", "Escapable"].contains($0.rhs)
        }.map { constraint in
          constraint.kind == "sameType"
            ? "\(constraint.lhs) == \(constraint.rhs)" : "\(constraint.lhs): \(constraint.rhs)"
        }
        let condition = constraints.isEmpty ? "" : " where " + constraints.joined(separator: ", ")
        lines.append("conformance \(type): \(conformed)\(condition)")
      }
      return lines
    }

    // MARK: - The symbol graph's JSON, as far as the lines need it

    private struct Graph: Decodable {
      var symbols: [Symbol]
      var relationships: [Relationship]
    }

    private struct Symbol: Decodable {
      struct Identifier: Decodable { var precise: String }
      struct Kind: Decodable { var identifier: String }
      var identifier: Identifier
      var kind: Kind
      var pathComponents: [String]
      var declarationFragments: [Fragment]?
    }

    private struct Fragment: Decodable {
      var spelling: String
    }

    private struct Relationship: Decodable {
      var kind: String
      var source: String
      var target: String
      var targetFallback: String?
      /// The conditions of a conditional conformance.
      var swiftConstraints: [Constraint]?
    }

    private struct Constraint: Decodable {
      var kind: String
      var lhs: String
      var rhs: String
    }

    // MARK: - The toolchain and the build

    /// A tool of the toolchain that runs the tests: found in PATH, or next to `swift` or `swiftc`
    /// in PATH with their links followed.
    static func toolchainTool(_ name: String) throws -> URL {
      let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
      let folders = path.split(separator: ":").map { URL(fileURLWithPath: String($0)) }
      var searched: [String] = []
      for folder in folders {
        let candidate = folder.appending(path: name)
        searched.append(candidate.path)
        if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      }
      for folder in folders {
        for driver in ["swift", "swiftc"] {
          let found = folder.appending(path: driver)
          guard FileManager.default.isExecutableFile(atPath: found.path) else { continue }
          let candidate = found.resolvingSymlinksInPath().deletingLastPathComponent()
            .appending(path: name)
          searched.append(candidate.path)
          if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
      }
      throw Problem.noExtractor(searched: searched.isEmpty ? ["PATH is empty"] : searched)
    }

    /// The build's folder of modules: `MVCS_API_MODULES`, or `Modules` next to the test bundle, as
    /// `swift build` lays it out (`.build/<triple>/debug/Modules`).
    static func modulesFolder(containing module: String) throws -> URL {
      var folders: [URL] = []
      if let given = ProcessInfo.processInfo.environment["MVCS_API_MODULES"] {
        folders.append(URL(fileURLWithPath: given))
      } else {
        var products: [URL] = Bundle.allBundles.map { $0.bundleURL.deletingLastPathComponent() }
        if let executable = Bundle.main.executableURL {
          products.append(executable.resolvingSymlinksInPath().deletingLastPathComponent())
        }
        for product in products {
          folders += [product.appending(path: "Modules"), product]
        }
        // A runner outside the build folder, such as Xcode's: the package's default build folder.
        let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
          .deletingLastPathComponent().deletingLastPathComponent()
        folders.append(package.appending(path: ".build/debug/Modules"))
      }
      var searched: [String] = []
      for folder in folders where !searched.contains(folder.path) {
        searched.append(folder.path)
        if FileManager.default.fileExists(
          atPath: folder.appending(path: "\(module).swiftmodule").path)
        {
          return folder
        }
      }
      throw Problem.noModules(module: module, searched: searched)
    }

    /// The triple the modules are built for: the toolchain's default one.
    private static func targetTriple() throws -> String {
      struct Info: Decodable {
        struct Target: Decodable { var triple: String }
        var target: Target
      }
      let output = try run(try toolchainTool("swiftc"), ["-print-target-info"])
      guard let info = try? JSONDecoder().decode(Info.self, from: Data(output.utf8)) else {
        throw Problem.unreadableGraph("swiftc -print-target-info")
      }
      return info.target.triple
    }

    /// The SDK to read system modules from: `SDKROOT`, or on macOS the one `xcrun` names.
    private static func sdkPath() -> String? {
      if let root = ProcessInfo.processInfo.environment["SDKROOT"], !root.isEmpty { return root }
      #if os(macOS)
        let xcrun = URL(fileURLWithPath: "/usr/bin/xcrun")
        return (try? run(xcrun, ["--show-sdk-path"]))?
          .trimmingCharacters(in: .whitespacesAndNewlines)
      #else
        return nil
      #endif
    }

    /// Runs a tool and returns its standard output; throws with its output when it fails.
    @discardableResult
    private static func run(_ tool: URL, _ arguments: [String]) throws -> String {
      let process = Process()
      process.executableURL = tool
      process.arguments = arguments
      let output = Pipe()
      let errors = FileManager.default.temporaryDirectory
        .appending(path: "mvcs-api-stderr-\(UUID().uuidString)")
      _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
      defer { try? FileManager.default.removeItem(at: errors) }
      process.standardOutput = output
      process.standardError = try FileHandle(forWritingTo: errors)
      try process.run()
      let data = output.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      let text = String(decoding: data, as: UTF8.self)
      guard process.terminationStatus == 0 else {
        let errorText = String(
          decoding: FileManager.default.contents(atPath: errors.path) ?? Data(), as: UTF8.self)
        throw Problem.extractionFailed(
          command: ([tool.lastPathComponent] + arguments).joined(separator: " "),
          status: process.terminationStatus, output: errorText + text)
      }
      return text
    }
  }

#endif
