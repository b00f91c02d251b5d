/// Fails a started ``SceneTest`` released without `finish()` or `tearDown()`, which would skip
/// every end-of-test check.
final class EndCheck: @unchecked Sendable {
  // Written on the main actor while the test runs; read in `deinit`, after the last release,
  // which the reference count orders after every write.
  var isStarted = false
  var isEnded = false
  private let location: FailureLocation

  init(location: FailureLocation) { self.location = location }

  deinit {
    guard isStarted && !isEnded else { return }
    TestFailure.report(
      "The scene test ended without `finish()` or `tearDown()`, so nothing checked what the "
        + "scene did last, whether its work ended, or whether it leaked. To fix, end the test "
        + "with `await test.finish()`.", at: location)
  }
}
