import Foundation
import MVCS
import MVCSTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

#if os(macOS) || os(Linux) || os(Windows)

  extension ExecutableTests {
    /// The program in a pseudo-terminal, as a person runs it: keys, signals, hostile input.
    struct InATerminal {
      @Test func aPersonSearchesPagesOpensAPhotoAndGoesBack() async throws {
        // A state file and a data folder of its own: an interactive run would use the home
        // folder's.
        let (state, data) = (temporaryFile("json"), temporaryFile("data"))
        defer { for file in [state, data] { try? FileManager.default.removeItem(at: file) } }
        try await waitOnOwnThread {
          try searchPagesOpensAPhotoAndGoesBack(state: state, data: data)
        }
      }

      private func searchPagesOpensAPhotoAndGoesBack(state: URL, data: URL) throws {
        let (process, terminal) = try startInTerminal(
          ["--latency", "300", "--state", state.path, "--data", data.path])
        defer { if process.isRunning { process.terminate() } }

        try terminal.waitForScreen(containing: "Search: _")
        terminal.send("cats")
        try terminal.waitForScreen(containing: "Search: cats_")
        terminal.send("\r")
        // The loading indicator shows while the demo server takes its 300 ms.
        try terminal.waitForOutput(containing: "◌ Loading the photos for \"cats\"…")
        // Each wait is for the lowest line checked: a frame is drawn from the top down.
        var screen = try terminal.waitForScreen("the first page") {
          $0[2].hasPrefix(" ›  1  Black cat on a sofa")
        }
        #expect(screen[0].hasPrefix(" Photo Search › PhotoList: \"cats\""))
        #expect(screen[0].hasSuffix(" demo "))
        #expect(screen[1].hasPrefix(" 20 of 47 photos · page 1 of 3"))

        terminal.send(String(repeating: "\u{1B}[B", count: 16))
        screen = try terminal.waitForScreen("row 17 of two pages") {
          $0[1].hasPrefix(" 40 of 47 photos · page 2 of 3")
            && $0.contains { $0.hasPrefix(" › 17  ") }
        }

        terminal.send("\r")
        screen = try terminal.waitForScreen(containing: "→ next:")
        #expect(screen[0].hasPrefix(" Photo Search › PhotoDetail: p"))

        terminal.resize(columns: 100, rows: 30)
        screen = try terminal.waitForScreen("the detail at 100x30") {
          $0[29].hasPrefix(" * star · ← previous · → next · Esc back")
        }
        #expect(screen[0].hasPrefix(" Photo Search › PhotoDetail: p"))
        #expect(screen[0].hasSuffix(String(repeating: " ", count: 50) + "demo "))

        terminal.send("\u{1B}")
        screen = try terminal.waitForScreen("the list again, row 17 highlighted") {
          $0[0].contains("PhotoList: \"cats\"") && $0.contains { $0.hasPrefix(" › 17  ") }
        }

        terminal.send("\u{03}")  // Ctrl-C
        process.waitUntilExit()
        terminal.readAvailable(waiting: 100)
        #expect(process.terminationStatus == 0)
        #expect(String(decoding: terminal.output, as: UTF8.self).hasSuffix("\u{1B}[?1049l"))
        #expect(terminal.isInNormalMode)
      }

      @Test func aStarredPhotoIsAFavoriteAfterARestart() async throws {
        let (data, firstState, secondState) = (
          temporaryFile("data"), temporaryFile("json"), temporaryFile("json")
        )
        defer {
          for file in [data, firstState, secondState] {
            try? FileManager.default.removeItem(at: file)
          }
        }
        let title = try await waitOnOwnThread {
          try starAPhotoAndQuit(data: data, state: firstState)
        }
        #expect(
          FileManager.default.fileExists(atPath: data.appending(path: "favorites.sqlite").path))
        // Another state file, so that the second run starts on the search screen rather than on
        // the photo the first run showed last.
        try await waitOnOwnThread {
          try findTheFavoriteAfterARestart(title: title, data: data, state: secondState)
        }
      }

      /// Searches, opens a photo, stars it and quits at once with Ctrl-C.
      ///
      /// - Returns: The photo's title.
      private func starAPhotoAndQuit(data: URL, state: URL) throws -> String {
        let (process, terminal) = try startInTerminal(
          ["--latency", "0", "--state", state.path, "--data", data.path])
        defer { if process.isRunning { process.terminate() } }
        try terminal.waitForScreen(containing: "Search: _")
        terminal.send("owls\r")
        try terminal.waitForScreen(containing: "6 of 6 photos")
        terminal.send("\r")
        let screen = try terminal.waitForScreen("an unstarred photo") {
          $0[1].hasPrefix(" ☆ ") && $0[23].hasPrefix(" * star · ← previous")
        }
        let title = screen[1].dropFirst(3).trimmingCharacters(in: .whitespaces)
        // The star and Ctrl-C in one read: the app quits while the write may still be queued,
        // and must wait for it (`waitUntilStored()`) before it exits.
        terminal.send("*\u{03}")
        try waitForExit(process, drawingTo: terminal)
        #expect(process.terminationStatus == 0)
        #expect(terminal.isInNormalMode)
        return title
      }

      private func findTheFavoriteAfterARestart(title: String, data: URL, state: URL) throws {
        let (process, terminal) = try startInTerminal(
          ["--latency", "0", "--state", state.path, "--data", data.path])
        defer { if process.isRunning { process.terminate() } }
        try terminal.waitForScreen(containing: "Search: _")
        terminal.send("\u{1B}[A")  // ↑
        var screen = try terminal.waitForScreen("the favourite in the list") {
          $0[2].hasPrefix(" › 1  ★ \(title)")
        }
        #expect(screen[0].hasPrefix(" Photo Search › Favorites"))
        #expect(screen[1].hasPrefix(" 1 favourite photo, newest first"))

        terminal.send("\r")
        screen = try terminal.waitForScreen("the starred photo") { $0[1].hasPrefix(" ★ \(title)") }
        #expect(screen[0].hasPrefix(" Photo Search › PhotoDetail: p"))
        terminal.send("\u{03}")
        try waitForExit(process, drawingTo: terminal)
        #expect(process.terminationStatus == 0)
      }

      @Test func aStarGivenInAnotherRunShowsInTheFavoritesAtOnce() async throws {
        let (data, firstState, secondState) = (
          temporaryFile("data"), temporaryFile("json"), temporaryFile("json")
        )
        defer {
          for file in [data, firstState, secondState] {
            try? FileManager.default.removeItem(at: file)
          }
        }
        try await waitOnOwnThread {
          let arguments = ["--latency", "0", "--data", data.path, "--state"]
          let (lister, list) = try startInTerminal(arguments + [firstState.path])
          defer { if lister.isRunning { lister.terminate() } }
          try list.waitForScreen(containing: "Search: _")
          list.send("\u{1B}[A")  // ↑
          try list.waitForScreen(containing: "No favourites yet.")

          let (starrer, detail) = try startInTerminal(arguments + [secondState.path])
          defer { if starrer.isRunning { starrer.terminate() } }
          try detail.waitForScreen(containing: "Search: _")
          detail.send("owls\r")
          try detail.waitForScreen(containing: "6 of 6 photos")
          detail.send("\r")
          let screen = try detail.waitForScreen("an unstarred photo") { $0[1].hasPrefix(" ☆ ") }
          let title = screen[1].dropFirst(3).trimmingCharacters(in: .whitespaces)
          detail.send("*")
          try detail.waitForScreen("the photo starred") { $0[1].hasPrefix(" ★ \(title)") }

          // The first run's list follows, with no key pressed there.
          try list.waitForScreen("the other run's star") { $0[2].hasPrefix(" › 1  ★ \(title)") }
          detail.send("*")
          try list.waitForScreen(containing: "No favourites yet.")

          for (process, terminal) in [(lister, list), (starrer, detail)] {
            terminal.send("\u{03}")
            try waitForExit(process, drawingTo: terminal)
            #expect(process.terminationStatus == 0)
          }
        }
      }

      @Test func anInteractiveRunWritesOnlyItsDataFolderAndStateFile() async throws {
        // The user's folders, all in one empty folder. (On Linux, Foundation's
        // URLSessionConfiguration makes folders in the data and cache folders; the demo stage
        // makes none, as it never goes to the network.) The state file is given: the default one
        // is in the home folder that Foundation finds, which on Linux ignores HOME.
        let home = temporaryFile("home")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: home) }
        let state = home.appending(path: "state.json").path
        let status = try await waitOnOwnThread {
          let (process, terminal) = try startInTerminal(
            ["--latency", "0", "--state", state], environment: userFolders(in: home))
          defer { if process.isRunning { process.terminate() } }
          try terminal.waitForScreen(containing: "Search: _")
          terminal.send("owls\r")
          try terminal.waitForScreen(containing: "6 of 6 photos")
          terminal.send("\u{03}")  // Ctrl-C
          try waitForExit(process, drawingTo: terminal)
          return process.terminationStatus
        }
        #expect(status == 0)
        let written = try Set(FileManager.default.subpathsOfDirectory(atPath: home.path))
        // Its data folder holds the favourites' database (and SQLite's files beside it).
        #expect(written.contains("data/photo-search/favorites.sqlite"))
        let outsideItsFolder: Set = written.filter { !$0.hasPrefix("data/photo-search/") }
        #expect(outsideItsFolder == ["state.json", "data", "data/photo-search"])
      }

      @Test(arguments: [SIGTERM, SIGHUP, SIGINT])
      func savesTheScenesAndRestoresTheTerminalWhenTold(toEnd signal: Int32) async throws {
        let (state, data) = (temporaryFile("json"), temporaryFile("data"))
        defer { for file in [state, data] { try? FileManager.default.removeItem(at: file) } }
        let (status, output, isInNormalMode) = try await waitOnOwnThread {
          let (process, terminal) = try startInTerminal([
            "--latency", "0", "--state", state.path, "--data", data.path,
          ])
          defer { if process.isRunning { process.terminate() } }
          try terminal.waitForScreen(containing: "Search: _")
          #expect(!terminal.isInNormalMode)
          terminal.send("owls\r")
          try terminal.waitForScreen(containing: "6 of 6 photos")

          kill(process.processIdentifier, signal)
          try waitForExit(process, drawingTo: terminal)
          return (
            process.terminationStatus, String(decoding: terminal.output, as: UTF8.self),
            terminal.isInNormalMode
          )
        }
        #expect(status == 128 + signal)
        #expect(output.hasSuffix("\u{1B}[?1049l"))
        #expect(isInNormalMode)
        let saved = try JSONDecoder().decode(SavedNavigation.self, from: Data(contentsOf: state))
        #expect(saved.routes.map(\.scene) == ["PhotoList"])
      }

      /// Whether these tests, and so the program they run, are built with ThreadSanitizer.
      private static let isUnderThreadSanitizer = dlsym(dlopen(nil, RTLD_NOW), "__tsan_init") != nil

      // Not under ThreadSanitizer: it runs the handler of a signal sent with `kill` on whichever
      // thread receives it, and a thread it keeps no state for fails its own internal check
      // ("thr->slot != 0") before the handler runs. The plain and AddressSanitizer runs check it.
      @Test(
        .disabled(
          if: isUnderThreadSanitizer, "ThreadSanitizer cannot run a handler on every thread"),
        arguments: [SIGQUIT, SIGABRT, SIGSEGV])
      func restoresTheTerminalBeforeACrashEndsIt(signal: Int32) async throws {
        let (state, data) = (temporaryFile("json"), temporaryFile("data"))
        defer { for file in [state, data] { try? FileManager.default.removeItem(at: file) } }
        let (reason, status, output, isInNormalMode) = try await waitOnOwnThread {
          let (process, terminal) = try startInTerminal([
            "--state", state.path, "--data", data.path,
          ])
          defer { if process.isRunning { process.terminate() } }
          try terminal.waitForScreen(containing: "Search: _")
          #expect(!terminal.isInNormalMode)

          kill(process.processIdentifier, signal)
          try waitForExit(process, drawingTo: terminal)
          return (
            process.terminationReason, process.terminationStatus,
            String(decoding: terminal.output, as: UTF8.self), terminal.isInNormalMode
          )
        }
        // Ended by the signal itself, as without the handler; the terminal works again.
        #expect(reason == .uncaughtSignal)
        #expect(status == signal)
        #expect(output.contains("\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"))
        #expect(isInNormalMode)
        // Nothing half-saved: a crash does not save.
        #expect(!FileManager.default.fileExists(atPath: state.path))
      }

      @Test func aHostileLinkCannotDriveTheTerminal() async throws {
        // ESC ] 0 ; … BEL sets the window title; ESC [ 31 m turns text red; CSI (U+009B) 2 J
        // clears the screen; U+202E reverses what follows.
        let link = "photosearch://PhotoList?query=%1B%5D0;pwned%07%1B%5B31mred%C2%9B2J%E2%80%AEtxt"
        let (state, data) = (temporaryFile("json"), temporaryFile("data"))
        defer { for file in [state, data] { try? FileManager.default.removeItem(at: file) } }
        let (output, screen) = try await waitOnOwnThread {
          let (process, terminal) = try startInTerminal(
            ["--latency", "0", "--open", link, "--state", state.path, "--data", data.path])
          defer { if process.isRunning { process.terminate() } }
          let screen = try terminal.waitForScreen(containing: "No photos match")
          terminal.send("\u{03}")
          process.waitUntilExit()
          terminal.readAvailable(waiting: 100)
          return (terminal.output, screen)
        }
        let text = String(decoding: output, as: UTF8.self)
        #expect(!text.contains("\u{1B}]"))
        #expect(!output.contains(0x07))
        #expect(!text.contains("\u{1B}[31m"))
        #expect(!text.unicodeScalars.contains { $0 == "\u{9B}" || $0 == "\u{202E}" })
        #expect(
          screen[0].hasPrefix(
            " Photo Search › PhotoList: \"␛]0;pwned␇␛[31mred\u{FFFD}2J\u{FFFD}txt\""))
      }

      @Test(arguments: ["dumb", nil] as [String?])
      func aTerminalWithoutEscapeSequencesGetsPlainLines(term: String?) async throws {
        let (state, data) = (temporaryFile("json"), temporaryFile("data"))
        defer { for file in [state, data] { try? FileManager.default.removeItem(at: file) } }
        let (output, isInNormalMode) = try await waitOnOwnThread {
          let (process, terminal) = try startInTerminal(
            ["--latency", "0", "--state", state.path, "--data", data.path], term: term)
          defer { if process.isRunning { process.terminate() } }
          try terminal.waitForOutput(containing: "Search: _")
          terminal.send("owls\r")
          try terminal.waitForOutput(containing: "6 of 6 photos")
          terminal.send("\u{03}")
          process.waitUntilExit()
          terminal.readAvailable(waiting: 100)
          return (terminal.output, terminal.isInNormalMode)
        }
        #expect(!output.contains(0x1B))
        #expect(
          String(decoding: output, as: UTF8.self).contains(" Photo Search › PhotoList: \"owls\""))
        #expect(isInNormalMode)
      }
    }
  }

#endif
