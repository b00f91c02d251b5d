/// The error a fake service throws: the failure a script prepared, or its own when it cannot
/// answer.
public enum FakeServiceError: Error, Equatable, CustomStringConvertible {
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
}
