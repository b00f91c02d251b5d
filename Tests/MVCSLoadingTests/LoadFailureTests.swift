import Foundation
import MVCS
import Testing

@testable import MVCSLoading

extension Loading {
  struct LoadFailureTests {
    @Test(arguments: [
      (CancellationError() as any Error, LoadFailure.Kind.cancellation),
      (URLError(.cancelled), .cancellation),
      (URLError(.notConnectedToInternet), .offline),
      (URLError(.timedOut), .offline),
      (URLError(.networkConnectionLost), .offline),
      (ConnectivityError.offline, .offline),
      (URLError(.badServerResponse), .other),
      (TestError("500"), .other),
    ])
    func sortsErrorsByKind(error: any Error, kind: LoadFailure.Kind) {
      #expect(LoadFailure(error).kind == kind)
    }

    @Test func standardPolicyShowsOnlyOtherErrors() {
      #expect(!LoadFailure(CancellationError()).isShown)
      #expect(!LoadFailure(URLError(.notConnectedToInternet)).isShown)
      #expect(LoadFailure(TestError("500")).isShown)
    }

    @Test func policyShowsOfflineErrorsWhenTheAppAsks() {
      let policy = ErrorPolicy(showsOfflineErrors: true)
      #expect(LoadFailure(URLError(.notConnectedToInternet), policy: policy).isShown)
      #expect(!LoadFailure(CancellationError(), policy: policy).isShown)
    }

    @Test func policyRecognisesTheAppsOwnOfflineErrors() {
      let policy = ErrorPolicy { $0 as? TestError == TestError("no route") }
      #expect(LoadFailure(TestError("no route"), policy: policy).kind == .offline)
      #expect(LoadFailure(TestError("500"), policy: policy).kind == .other)
    }

    @Test func failuresWithTheSameMessageKindAndTypeAreEqual() {
      #expect(LoadFailure(TestError("a")) == LoadFailure(TestError("a")))
      #expect(LoadFailure(TestError("a")) != LoadFailure(TestError("b")))
      #expect(LoadFailure(TestError("a")) != LoadFailure(OtherError(description: "a")))
    }

    @Test func aFailureIsTakenAsItIs() {
      let hidden = LoadFailure(URLError(.timedOut))
      #expect(LoadFailure(hidden, policy: ErrorPolicy(showsOfflineErrors: true)) == hidden)
    }

    @Test(arguments: [
      (URLError(.notConnectedToInternet) as any Error, "You're offline."),
      (ConnectivityError.offline, "You're offline."),
      (URLError(.timedOut), "The server took too long to answer."),
      (CancellationError(), "Cancelled."),
      (Unreadable(), "The photo cannot be read."),
      (URLError(.badServerResponse), "Something went wrong."),
      (TestError("500. To fix, check the server's log."), "Something went wrong."),
    ])
    func userMessageIsShortAndHasNoDeveloperAdvice(error: any Error, message: String) {
      #expect(LoadFailure(error).userMessage == message)
    }

    @Test func anErrorThePolicyCountsOfflineSaysSo() {
      let policy = ErrorPolicy { $0 as? TestError == TestError("no route") }
      #expect(LoadFailure(TestError("no route"), policy: policy).userMessage == "You're offline.")
    }

    @Test func developerDetailKeepsTheErrorsFullDescription() {
      let failure = LoadFailure(TestError("Search got HTTP 500. To fix, check the server's log."))
      #expect(failure.developerDetail == "Search got HTTP 500. To fix, check the server's log.")
      #expect(failure.description == failure.developerDetail)
      #expect(failure.userMessage == "Something went wrong.")
    }

    @Test func encodesBothTextsKindAndVisibility() throws {
      let encoded = try json(LoadFailure(TestError("server error")))
      #expect(encoded["userMessage"] as? String == "Something went wrong.")
      #expect(encoded["developerDetail"] as? String == "server error")
      #expect(encoded["kind"] as? String == "other")
      #expect(encoded["isShown"] as? Bool == true)
      #expect(encoded.count == 4)
    }
  }
}

private struct OtherError: Error, CustomStringConvertible {
  var description: String
}

private struct Unreadable: LocalizedError, CustomStringConvertible {
  var errorDescription: String? { "The photo cannot be read." }
  var description: String { "Unreadable: the JPEG header is cut short. To fix, …" }
}
