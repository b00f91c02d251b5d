import Foundation
import Testing

extension ExecutableTests {
  /// The program run under the scenarios it ships (`--scenario NAME`), as a tester runs it.
  struct UnderAScenario {
    @Test func anUnknownScenarioNamesTheClosestAndTheChoices() async throws {
      let (status, output, errors) = try await run(["--scenario", "ofline"], input: "enter\n")
      #expect(status == 64)
      #expect(output == "")
      #expect(
        errors
          == "Error: --scenario \"ofline\" is not a scenario of the demo. Did you mean offline? "
          + "The scenarios are default, empty, offline, server-error, slow. To fix, give one of "
          + "them, such as --scenario offline.\n")
    }
  }
}
