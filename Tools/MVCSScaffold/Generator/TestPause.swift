import Foundation

/// A hook for tests of a run that is killed part way: with `MVCS_TEST_PAUSE=stage:<n>` or
/// `publish:<n>` in its environment, `mvcs` stops before it stages, or moves into place, its file
/// number n (from 0), says so on standard error, and waits for standard input to close, so that
/// the test can kill it exactly there.
enum TestPause {
  private static let point = ProcessInfo.processInfo.environment["MVCS_TEST_PAUSE"]

  static func pauseIfAsked(at step: String, _ index: Int) {
    guard point == "\(step):\(index)" else { return }
    FileHandle.standardError.write(Data("mvcs: paused before \(step) \(index)\n".utf8))
    var byte: UInt8 = 0
    while read(0, &byte, 1) > 0 {}
  }
}
