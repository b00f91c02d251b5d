/// Every problem that would stop messages in a service's stage, in one report.
///
/// ```swift
/// do {
///   try http.validate([SearchPhotos.self, AddFavorite.self])
/// } catch {
///   print(error)
///   // 1 problem sending messages in the demo stage:
///   // 1. AddFavorite has no demo response, and the service runs in the demo stage. To fix, …
/// }
/// ```
public struct HTTPValidationReport: Error, Equatable, CustomStringConvertible {
  /// The stage checked.
  public let stage: HTTPService.Stage
  /// The problems, in the order of the messages checked.
  public let problems: [HTTPError]

  /// The problems, numbered, one a line.
  public var description: String {
    let count = problems.count == 1 ? "1 problem" : "\(problems.count) problems"
    let lines = problems.enumerated().map { "\($0.offset + 1). \($0.element)" }
    return "\(count) sending messages in the \(stage.name) stage:\n"
      + lines.joined(separator: "\n")
  }
}
