public import MVCS

/// The error a fake service throws: the failure a script prepared, or its own when it cannot
/// answer.
///
/// A script's `fails "message"` means what the same words mean in a scenario file: the failure
/// counts as `ServiceFailure.message(_:)`, so a view shows the message as the user's text
/// (`LoadFailure.userMessage`), under a test and in the running app alike.
public enum FakeServiceError: Error, Equatable, CustomStringConvertible, ServiceFailureConvertible {
  /// The failure a script's `fails` step prepared, with the message it gave, if any.
  case failed(message: String?)
  /// The fake could not answer; the test has already failed with this message, saying why.
  case unanswerable(String)

  public var description: String {
    switch self {
    case .failed(let message): message ?? "the service failed (as the script says)"
    case .unanswerable(let message): message
    }
  }

  /// A prepared failure as `ServiceFailure.message(_:)` with its description; `nil` for a fake
  /// that could not answer, which is the test's mistake rather than the service's.
  public var serviceFailure: ServiceFailure? {
    switch self {
    case .failed: .message(description)
    case .unanswerable: nil
    }
  }
}
