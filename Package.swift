// swift-tools-version:6.2
import PackageDescription

let package = Package(
  name: "MVCS",
  platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
  products: [
    .library(name: "MVCS", targets: ["MVCS"])
  ],
  targets: [
    .target(name: "MVCS"),
    .testTarget(name: "MVCSTests", dependencies: ["MVCS"]),
    .executableTarget(
      name: "mvcs-benchmarks",
      dependencies: ["MVCS"],
      path: "Tools/mvcs-benchmarks"
    ),
  ]
)
