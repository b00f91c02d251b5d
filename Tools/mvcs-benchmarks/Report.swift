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

  /// A value below one as "1/n": with a tenth below 10, where a whole n would round by up to 12%.
  static func fraction(_ value: Double) -> String {
    let denominator = 1 / value
    return denominator < 9.95
      ? "1/" + String(format: "%.1f", denominator) : "1/\(Int(denominator.rounded()))"
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

  /// A ratio measured round-robin: the median over the rounds, then the least and greatest
  /// round; with a target, whether the median passes.
  static func ratio(_ measured: MeasuredRatio) -> String {
    let row = measured.row
    let values = [measured.median, measured.low, measured.high]
    let texts = values.map { value in
      row.difference != nil
        ? String(format: "%.2f ns", value)
        : row.asFraction && value < 1 ? fraction(value) : String(format: "%.2f×", value)
    }
    let median = String(repeating: " ", count: max(0, 9 - texts[0].count)) + texts[0]
    let spread = " (\(texts[1])–\(texts[2]))"
    let text =
      row.name.padding(toLength: nameWidth, withPad: " ", startingAt: 0) + median
      + spread.padding(toLength: 20, withPad: " ", startingAt: 0)
    guard let target = row.target else { return text + "   (no target)" }
    if row.asFraction {
      let limit = (target == 1 ? "1×" : "1/\(Int(target))")
        .padding(toLength: 5, withPad: " ", startingAt: 0)
      return text + "   target ≤ \(limit)   " + (measured.median <= 1 / target ? "PASS" : "FAIL")
    }
    let unit = row.difference == nil ? "×" : " ns"
    return text + String(format: "   target ≤ %4g", target) + unit + "   "
      + (measured.median <= target ? "PASS" : "FAIL")
  }

  /// A count against the most it may be.
  static func count(_ name: String, _ value: Int, target: Int) -> String {
    name.padding(toLength: nameWidth, withPad: " ", startingAt: 0)
      + String(format: "%9d   target ≤ %5d   ", value, target)
      + (value <= target ? "PASS" : "FAIL")
  }

  /// A number of bytes against the most it may be; `nil` when the platform does not report it.
  static func bytes(_ name: String, _ value: Int?, target: Int) -> String {
    let text = name.padding(toLength: nameWidth, withPad: " ", startingAt: 0)
    let limit = String(format: "   target ≤ %4.1f MB   ", Double(target) / 1_048_576)
    guard let value else { return text + "      n/a" + limit + "(not measured here)" }
    return text + String(format: "%6.1f MB", Double(value) / 1_048_576) + limit
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
