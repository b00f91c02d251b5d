import Foundation
import PackagePlugin

/// Runs `mvcs` on the package it is invoked in, so an app can generate scenes without installing
/// anything:
///
/// ```sh
/// swift package --allow-writing-to-package-directory mvcs new PhotoList --service PhotoService
/// ```
///
/// The arguments are passed to `mvcs` unchanged, and it runs in the package's folder, which is
/// then the default output folder.
@main
struct MVCSPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    let tool = try context.tool(named: "mvcs")
    let process = Process()
    process.executableURL = tool.url
    process.arguments = arguments
    process.currentDirectoryURL = context.package.directoryURL
    try process.run()
    process.waitUntilExit()
    guard process.terminationReason == .exit, process.terminationStatus == 0 else {
      // mvcs has printed what went wrong; pass its status on.
      Diagnostics.error("mvcs exited with status \(process.terminationStatus)")
      exit(process.terminationStatus)
    }
  }
}
