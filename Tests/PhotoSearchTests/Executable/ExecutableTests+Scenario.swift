import Foundation
import MVCSTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

#if os(macOS) || os(Linux) || os(Windows)

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

      @Test func aScenarioOutsideTheDemoStageIsRefused() async throws {
        let (status, _, errors) = try await run(
          ["--stage", "development", "--base-url", "http://127.0.0.1:9", "--scenario", "slow"],
          input: "enter\n")
        #expect(status == 64)
        #expect(errors.hasPrefix("Error: --scenario slow is used only in the demo stage"))
      }

      @Test(arguments: [
        ("offline", "You're offline."), ("server-error", "The server had a problem (500)."),
      ])
      func aPersonSeesTheFailureTheScenarioMakes(scenario: String, message: String) async throws {
        let (data, state) = (temporaryFile("data"), temporaryFile("json"))
        defer { for file in [data, state] { try? FileManager.default.removeItem(at: file) } }
        try await waitOnOwnThread {
          try searchAndSeeTheFailure(scenario: scenario, message: message, data: data, state: state)
        }
      }

      private func searchAndSeeTheFailure(
        scenario: String, message: String, data: URL, state: URL
      ) throws {
        let (process, terminal) = try startInTerminal(
          ["--scenario", scenario, "--data", data.path, "--state", state.path])
        defer { if process.isRunning { process.terminate() } }

        var screen = try terminal.waitForScreen(containing: "Search: _")
        #expect(screen[0].hasSuffix(" demo · \(scenario) "))
        terminal.send("cats\r")
        screen = try terminal.waitForScreen("the failure \(message)") {
          $0[22].hasPrefix(" ! \(message)")
        }
        #expect(screen[1].hasPrefix(" The photos could not be loaded. Press r to try again."))

        terminal.send("\u{03}")  // Ctrl-C
        try waitForExit(process, drawingTo: terminal)
        #expect(process.terminationStatus == 0)
        #expect(terminal.isInNormalMode)
      }

      @Test func aScriptUnderTheEmptyScenarioFindsNothing() async throws {
        let (status, output, errors) = try await run(
          ["--scenario", "empty"], input: "type cats\nenter\n")
        #expect(status == 0)
        #expect(errors == "")
        #expect(output.contains("demo · empty │"))
        #expect(output.contains("│ No photos match \"cats\". Press Esc to search again."))
      }
    }
  }

#endif
