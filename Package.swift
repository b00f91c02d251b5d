// swift-tools-version:6.2
import PackageDescription

let package = Package(
  name: "MVCS",
  platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
  products: [
    .library(name: "MVCS", targets: ["MVCS"]),
    .library(name: "MVCSTesting", targets: ["MVCSTesting"]),
  ],
  targets: [
    .target(name: "MVCS"),
    .target(name: "MVCSTesting", dependencies: ["MVCS"]),
    .testTarget(name: "MVCSTests", dependencies: ["MVCS"]),
    .testTarget(
      name: "MVCSTestingTests",
      dependencies: ["MVCSTesting"],
      exclude: ["Scripts"]
    ),
    .executableTarget(
      name: "mvcs-benchmarks",
      dependencies: ["MVCS", "MVCSTesting"],
      path: "Tools/mvcs-benchmarks"
    ),
  ]
)
