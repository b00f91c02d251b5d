import MVCS
import Testing

/// The failures every module shares, and errors that say which one they are.
struct ServiceFailureTests {
  /// An error of another module's own type, as MVCSHTTP's `HTTPError` is.
  private enum GatewayError: Error, ServiceFailureConvertible {
    case unreachable
    case rejected(Int)
    case malformed
    var serviceFailure: ServiceFailure? {
      switch self {
      case .unreachable: .offline
      case .rejected(let code): .status(code)
      case .malformed: nil
      }
    }
  }

  @Test func errorsOfAnyTypeSayWhichFailureTheyAre() {
    let errors: [any Error] = [
      GatewayError.unreachable, GatewayError.rejected(503), GatewayError.malformed,
      ServiceFailure.timedOut, CancellationError(),
    ]
    let failures = errors.map { ($0 as? any ServiceFailureConvertible)?.serviceFailure }
    #expect(failures == [.offline, .status(503), nil, .timedOut, nil])
  }

  @Test func describesEachFailureForDevelopers() {
    #expect(
      [ServiceFailure.offline, .timedOut, .status(500), .message("quota exceeded")].map(
        \.description)
        == [
          "the service is offline (not connected)", "the service timed out",
          "the server answered with status 500", "quota exceeded",
        ])
  }
}
