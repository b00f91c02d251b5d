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

    @Test func encodesMessageKindAndVisibility() throws {
      let encoded = try json(LoadFailure(TestError("server error")))
      #expect(encoded["message"] as? String == "server error")
      #expect(encoded["kind"] as? String == "other")
      #expect(encoded["isShown"] as? Bool == true)
    }
  }
}

private struct OtherError: Error, CustomStringConvertible {
  var description: String
}
