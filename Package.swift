// swift-tools-version:6.2
import PackageDescription

let package = Package(
  name: "MVCS",
  platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
  products: [
    .library(name: "MVCS", targets: ["MVCS"]),
    .library(name: "MVCSLists", targets: ["MVCSLists"]),
    .library(name: "MVCSLoading", targets: ["MVCSLoading"]),
    .library(name: "MVCSTesting", targets: ["MVCSTesting"]),
    .library(name: "MVCSHTTP", targets: ["MVCSHTTP"]),
    .library(name: "MVCSSQLite", targets: ["MVCSSQLite"]),
    .executable(name: "mvcs", targets: ["mvcs"]),
    .plugin(name: "MVCSPlugin", targets: ["MVCSPlugin"]),
  ],
  targets: [
    // MARK: - Libraries

    // Helpers several modules share (did-you-mean, identifier rules, line diff, storage coding,
    // digests, escaping of control characters), with `package` access; not a product, so not
    // API. The `mvcs` tool depends on this alone, so building it does not compile the runtime.
    .target(name: "MVCSSupport"),
    .target(name: "MVCS", dependencies: ["MVCSSupport"]),
    // Lists with their change sets, reaching the core through its pipeline-property hook.
    .target(name: "MVCSLists", dependencies: ["MVCS", "MVCSSupport"]),
    // Load states, paging, search, busy work and connectivity; a pager fills a list.
    .target(name: "MVCSLoading", dependencies: ["MVCS", "MVCSLists", "MVCSSupport"]),
    // Messages over HTTP with demo, development and production stages; URLSession only.
    .target(name: "MVCSHTTP", dependencies: ["MVCS", "MVCSSupport"]),
    // A storage on the system's libsqlite3, through a system-library target.
    .systemLibrary(
      name: "CSQLite",
      pkgConfig: "sqlite3",
      providers: [.apt(["libsqlite3-dev"]), .brew(["sqlite"])]
    ),
    .target(name: "MVCSSQLite", dependencies: ["MVCS", "MVCSSupport", "CSQLite"]),

    // MARK: - Testing

    .target(name: "MVCSTesting", dependencies: ["MVCS", "MVCSLists", "MVCSSupport"]),

    // MARK: - Tools

    .target(name: "MVCSScaffold", dependencies: ["MVCSSupport"], path: "Tools/MVCSScaffold"),
    .executableTarget(name: "mvcs", dependencies: ["MVCSScaffold"], path: "Tools/mvcs"),
    .plugin(
      name: "MVCSPlugin",
      capability: .command(
        intent: .custom(verb: "mvcs", description: "Generate MVCS scenes from templates"),
        permissions: [
          .writeToPackageDirectory(reason: "mvcs writes the new scene's files and registers it")
        ]
      ),
      dependencies: ["mvcs"],
      path: "Tools/MVCSPlugin"
    ),
    .executableTarget(
      name: "mvcs-benchmarks",
      dependencies: ["MVCS", "MVCSLists", "MVCSTesting", "MVCSSQLite", "MVCSHTTP", "CSQLite"],
      path: "Tools/mvcs-benchmarks"
    ),
    // Fuzz targets for the parsers: `.ci/fuzz` runs them under libFuzzer, and MVCSFuzzTests
    // replays their seed corpora (Tools/mvcs-fuzz/README.md).
    .executableTarget(
      name: "mvcs-fuzz",
      dependencies: [
        "MVCS", "MVCSLists", "MVCSTesting", "MVCSHTTP", "MVCSScaffold", "MVCSSupport",
      ],
      path: "Tools/mvcs-fuzz",
      exclude: ["Corpus", "README.md"]
    ),
    // Writes to a storage in a loop until killed, for the crash tests; used only by tests.
    .executableTarget(
      name: "storage-writer",
      dependencies: ["MVCS", "MVCSSQLite"],
      path: "Tools/storage-writer"
    ),
    // The README's examples, one program that CI compiles (see .ci/readme).
    .executableTarget(
      name: "mvcs-examples",
      dependencies: ["MVCS", "MVCSLists", "MVCSTesting", "MVCSHTTP", "MVCSSQLite"],
      path: "Tools/examples"
    ),
    // The MVCS catalog's Getting Started article, compiled the same way.
    .executableTarget(
      name: "mvcs-getting-started",
      dependencies: ["MVCS"],
      path: "Tools/getting-started"
    ),
    // The other DocC articles' examples: one program per article, added below (Articles).

    // MARK: - Demo

    // The Minya demo: `swift run photo-search`. Its scenes live in a library, so that their
    // tests can reach them; the executable only starts it.
    .target(
      name: "PhotoSearchApp",
      dependencies: ["MVCS", "MVCSLists", "MVCSLoading", "MVCSHTTP", "MVCSSQLite"],
      path: "Tools/PhotoSearchApp",
      resources: [.process("Demo"), .copy("Scenarios")]
    ),
    .executableTarget(
      name: "photo-search",
      dependencies: ["PhotoSearchApp"],
      path: "Tools/photo-search",
      exclude: ["tour.keys", "README.md"]
    ),

    // MARK: - Tests

    // What several test targets share (a seeded generator, diagnostics caught in a test, an
    // observer object); `package` access, not a product.
    .target(name: "MVCSTestSupport", dependencies: ["MVCS"], path: "Tests/MVCSTestSupport"),
    .testTarget(name: "MVCSSupportTests", dependencies: ["MVCSSupport"]),
    .testTarget(
      name: "MVCSTests",
      dependencies: ["MVCS", "MVCSSupport", "MVCSTesting", "MVCSTestSupport"]
    ),
    .testTarget(
      name: "MVCSListsTests", dependencies: ["MVCSLists", "MVCSTesting", "MVCSTestSupport"]),
    .testTarget(
      name: "MVCSLoadingTests",
      dependencies: ["MVCSLoading", "MVCSLists", "MVCSTesting", "MVCSTestSupport"],
      exclude: ["Scripts"]
    ),
    .testTarget(
      name: "MVCSHTTPTests",
      dependencies: ["MVCSHTTP", "MVCSLoading", "MVCSTesting"],
      exclude: ["Support/recent.json"]
    ),
    .testTarget(
      name: "MVCSSQLiteTests",
      dependencies: [
        "MVCSSQLite", "CSQLite", "MVCSTesting", "MVCSTestSupport", "storage-writer",
      ]
    ),
    .testTarget(
      name: "MVCSTestingTests",
      dependencies: ["MVCSTesting", "MVCSLists"],
      exclude: ["Scripts"]
    ),
    .testTarget(
      name: "MVCSScaffoldTests",
      dependencies: ["MVCSScaffold", "MVCSSupport", "MVCSTestSupport", "mvcs"],
      exclude: ["Golden"]
    ),
    .testTarget(name: "MVCSFuzzTests", dependencies: ["mvcs-fuzz"]),
    .testTarget(
      name: "PhotoSearchTests",
      dependencies: ["PhotoSearchApp", "MVCSTesting", "MVCSTestSupport", "photo-search"],
      exclude: ["Scripts"]
    ),
    .testTarget(
      name: "MVCSAPITests",
      dependencies: [
        "MVCS", "MVCSLists", "MVCSLoading", "MVCSSupport", "MVCSTesting", "MVCSHTTP", "MVCSSQLite",
        "MVCSTestSupport",
      ],
      exclude: ["API", "Released"]
    ),
  ]
)

// MARK: - Articles

// Each DocC article's ```swift blocks, in order, are one program that CI compiles and runs, as it
// does the README's (.ci/readme): Tools/articles/<module>/<article>/main.swift, the executable
// `<module>-<article>`, depending on the modules the article uses.
func article(
  _ module: String, _ name: String, _ dependencies: [Target.Dependency],
  resources: [Resource]? = nil
) -> Target {
  .executableTarget(
    name: "\(module)-\(name)",
    dependencies: dependencies,
    path: "Tools/articles/\(module)/\(name)",
    resources: resources
  )
}
package.targets += [
  article("MVCS", "AlertsAsData", ["MVCS", "MVCSTesting"]),
  article("MVCS", "Checkpoints", ["MVCS", "MVCSTesting"]),
  article("MVCS", "FeatureModules", ["MVCS", "MVCSLists"]),
  article("MVCS", "LinksResultsAndRestoration", ["MVCS"]),
  article("MVCS", "MVCS", ["MVCS"]),
  article("MVCS", "ObservationRules", ["MVCS"]),
  article("MVCS", "RestoringAfterUpdates", ["MVCS"]),
  article("MVCS", "Scenarios", ["MVCS", "MVCSHTTP", "MVCSLoading"]),
  article("MVCS", "SharedState", ["MVCS"]),
  article("MVCS", "Substores", ["MVCS"]),
  article("MVCS", "TheJournal", ["MVCS"]),
  article("MVCS", "TypedRoutes", ["MVCS"]),
  article("MVCS", "ValueSequences", ["MVCS"]),
  article("MVCS", "ChangeLog", ["MVCS"]),
  article("MVCSLists", "MVCSLists", ["MVCS", "MVCSLists"]),
  article("MVCSLists", "Lists", ["MVCS", "MVCSLists"]),
  article("MVCSLoading", "MVCSLoading", ["MVCS", "MVCSLists", "MVCSLoading"]),
  article("MVCSLoading", "Loading", ["MVCS", "MVCSLists", "MVCSLoading"]),
  article(
    "MVCSHTTP", "GettingStarted", ["MVCS", "MVCSHTTP", "MVCSTesting"],
    resources: [.process("Demo")]),
  article("MVCSSQLite", "GettingStarted", ["MVCS", "MVCSSQLite", "MVCSTesting"]),
  article("MVCSTesting", "ImplementingAStorage", ["MVCS", "MVCSTesting"]),
  article("MVCSTesting", "Testing", ["MVCS", "MVCSTesting"]),
  article("MVCSTesting", "TestingWhatAViewShows", ["MVCS", "MVCSTesting"]),
]

// MARK: - Strictness

// The upcoming features swift-log and swift-dependencies turn on, for every target that compiles
// Swift (the plugin and the system library take no Swift settings).
for target in package.targets where [.regular, .executable, .test].contains(target.type) {
  var settings = target.swiftSettings ?? []
  // Existentials are spelt `any P` (SE-0335).
  settings.append(.enableUpcomingFeature("ExistentialAny"))
  // An `import` is internal unless marked `public` or `package`, so a module exposes only the
  // modules its API shows (SE-0409).
  settings.append(.enableUpcomingFeature("InternalImportsByDefault"))
  // A file uses only the members of the modules it imports itself (SE-0444).
  settings.append(.enableUpcomingFeature("MemberImportVisibility"))
  target.swiftSettings = settings
}
