// swift-tools-version:6.2
import PackageDescription

let package = Package(
  name: "MVCS",
  platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
  products: [
    .library(name: "MVCS", targets: ["MVCS"]),
    .library(name: "MVCSTesting", targets: ["MVCSTesting"]),
    .library(name: "MVCSHTTP", targets: ["MVCSHTTP"]),
    .library(name: "MVCSSQLite", targets: ["MVCSSQLite"]),
    .executable(name: "mvcs", targets: ["mvcs"]),
    .plugin(name: "MVCSPlugin", targets: ["MVCSPlugin"]),
  ],
  targets: [
    .target(name: "MVCS"),
    .target(name: "MVCSTesting", dependencies: ["MVCS"]),
    // Messages over HTTP with demo, development and production stages; URLSession only.
    .target(name: "MVCSHTTP", dependencies: ["MVCS"]),
    // A storage on the system's libsqlite3, through a system-library target.
    .systemLibrary(
      name: "CSQLite",
      pkgConfig: "sqlite3",
      providers: [.apt(["libsqlite3-dev"]), .brew(["sqlite"])]
    ),
    .target(name: "MVCSSQLite", dependencies: ["MVCS", "CSQLite"]),
    .testTarget(
      name: "MVCSTests",
      dependencies: ["MVCS", "MVCSTesting"],
      exclude: ["Loading/Scripts"]
    ),
    .testTarget(
      name: "MVCSHTTPTests", dependencies: ["MVCSHTTP", "MVCSTesting"],
      exclude: ["Support/recent.json"]),
    .testTarget(
      name: "MVCSSQLiteTests",
      dependencies: ["MVCSSQLite", "CSQLite", "MVCSTesting", "storage-writer"]),
    // Writes to a storage in a loop until killed, for the crash tests; used only by tests.
    .executableTarget(
      name: "storage-writer",
      dependencies: ["MVCS", "MVCSSQLite"],
      path: "Tools/storage-writer"
    ),
    .testTarget(
      name: "MVCSTestingTests",
      dependencies: ["MVCSTesting"],
      exclude: ["Scripts"]
    ),
    .executableTarget(
      name: "mvcs-benchmarks",
      dependencies: ["MVCS", "MVCSTesting", "MVCSSQLite", "CSQLite"],
      path: "Tools/mvcs-benchmarks"
    ),
    .target(name: "MVCSScaffold", dependencies: ["MVCS"], path: "Tools/MVCSScaffold"),
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
    // The README's examples, one program that CI compiles (see .ci/readme).
    .executableTarget(
      name: "mvcs-examples",
      dependencies: ["MVCS", "MVCSTesting", "MVCSHTTP", "MVCSSQLite"],
      path: "Tools/examples"
    ),
    // The Minya demo: `swift run photo-search`. Its scenes live in a library, so that their
    // tests can reach them; the executable only starts it.
    .target(
      name: "PhotoSearchApp",
      dependencies: ["MVCS", "MVCSHTTP"],
      path: "Tools/PhotoSearchApp",
      resources: [.process("Demo")]
    ),
    .executableTarget(
      name: "photo-search",
      dependencies: ["PhotoSearchApp"],
      path: "Tools/photo-search",
      exclude: ["tour.keys"]
    ),
    .testTarget(
      name: "PhotoSearchTests",
      dependencies: ["PhotoSearchApp", "MVCSTesting", "photo-search"],
      exclude: ["Scripts"]
    ),
    .testTarget(
      name: "MVCSScaffoldTests",
      dependencies: ["MVCSScaffold", "mvcs"],
      exclude: ["Golden"]
    ),
    // Fuzz targets for the parsers: `.ci/fuzz` runs them under libFuzzer, and MVCSFuzzTests
    // replays their seed corpora (Tools/mvcs-fuzz/README.md).
    .executableTarget(
      name: "mvcs-fuzz",
      dependencies: ["MVCS", "MVCSTesting", "MVCSHTTP", "MVCSScaffold"],
      path: "Tools/mvcs-fuzz",
      exclude: ["Corpus", "README.md"]
    ),
    .testTarget(name: "MVCSFuzzTests", dependencies: ["mvcs-fuzz"]),
    .testTarget(
      name: "MVCSAPITests",
      dependencies: ["MVCS", "MVCSTesting", "MVCSHTTP", "MVCSSQLite"],
      exclude: ["API"]
    ),
  ]
)
