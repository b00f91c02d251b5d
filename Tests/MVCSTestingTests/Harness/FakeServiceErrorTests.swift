import MVCS
import MVCSTesting
import Testing

struct FakeServiceErrorTests {
  /// `fails "message"` in a script means what it means in a scenario file.
  @Test func aPreparedFailureIsAServiceFailureWithItsMessage() {
    #expect(FakeServiceError.failed(message: "down").serviceFailure == .message("down"))
    #expect(
      FakeServiceError.failed(message: nil).serviceFailure
        == .message("the service failed (as the script says)"))
  }

  /// A fake that could not answer is the test's mistake, not a failure of the service.
  @Test func aFakeThatCouldNotAnswerIsNoServiceFailure() {
    #expect(FakeServiceError.unanswerable("no answer").serviceFailure == nil)
  }
}
