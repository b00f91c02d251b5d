import Foundation

/// The text the benchmarks print.
enum Report {
  static let nameWidth = 52

  static var header: String {
    let columns =
      "case".padding(toLength: nameWidth, withPad: " ", startingAt: 0)
      + "     ns/op   fastest   slowest   ops/batch"
    return columns + "\n" + String(repeating: "-", count: columns.count)
  }

  static func line(_ measurement: Measurement) -> String {
    measurement.name.padding(toLength: nameWidth, withPad: " ", startingAt: 0)
      + String(
        format: "%10.1f %9.1f %9.1f %11d", measurement.nanosecondsPerOperation,
        measurement.fastest, measurement.slowest, measurement.iterations)
  }

  static func section(_ title: String) -> String {
    "\n" + title
  }

  /// One ratio; with a target, whether it passes.
  static func ratio(_ name: String, _ value: Double, target: Double?) -> String {
    let text =
      name.padding(toLength: nameWidth, withPad: " ", startingAt: 0)
      + String(format: "%8.1f×", value)
    guard let target else { return text + "   (no target)" }
    return text + String(format: "   target ≤ %4g×   ", target)
      + (value <= target ? "PASS" : "FAIL")
  }

  /// One time against a target it must stay under.
  static func time(_ name: String, _ nanoseconds: Double, target: Duration) -> String {
    let milliseconds = nanoseconds / 1e6
    let limit =
      Double(target.components.seconds) * 1e3
      + Double(target.components.attoseconds) / 1e15
    return name.padding(toLength: nameWidth, withPad: " ", startingAt: 0)
      + String(format: "%7.2f ms   target < %4.0f ms   ", milliseconds, limit)
      + (milliseconds < limit ? "PASS" : "FAIL")
  }
}
