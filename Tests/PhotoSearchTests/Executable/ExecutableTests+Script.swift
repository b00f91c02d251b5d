import Foundation
import MVCS
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

#if os(macOS) || os(Linux) || os(Windows)

  extension ExecutableTests {
    /// The program with a key script or with keys piped in: output, errors, links, state files.
    struct WithoutATerminal {
      @Test func theTourScriptPrintsEachScreen() async throws {
        let (status, output, errors) = try await run(
          ["--script", "Tools/photo-search/tour.keys"], input: "")
        #expect(status == 0)
        #expect(errors == "")
        let steps = output.split(separator: "\n").filter { $0.hasPrefix("> ") }
        #expect(
          steps == [
            "> start", "> type cats", "> enter", "> down 17", "> enter", "> type *", "> escape 2",
            "> up", "> type c", "> type 1",
          ])
        #expect(output.contains("│ 40 of 47 photos · page 2 of 3 · +20"))
        #expect(output.contains("│ ★ Black cat in the garden"))
        #expect(output.contains("│ › 1  ★ Black cat in the garden"))
        #expect(output.contains("│ Clear favourites?"))
        #expect(output.contains("│ No favourites yet."))
        #expect(output.hasSuffix("└" + String(repeating: "─", count: 72) + "┘\n"))
      }

      @Test func pipedKeysDriveItToo() async throws {
        let (status, output, errors) = try await run([], input: "type owls\nenter\n")
        #expect(status == 0)
        #expect(errors == "")
        #expect(output.contains("│ Photo Search › PhotoList: \"owls\""))
        #expect(output.contains("│ 6 of 6 photos · page 1 of 1"))
      }

      @Test func refusesInteractiveModeWithoutATerminal() async throws {
        let (status, output, errors) = try await run([], input: "")
        #expect(status == 64)
        #expect(output == "")
        #expect(
          errors.hasPrefix(
            "Error: photo-search runs interactively only in a terminal, and standard input or output "
              + "is not one. To fix, run it in a terminal; or drive it with keys"))
      }

      @Test func reportsEveryBadLineOfAScript() async throws {
        let (status, output, errors) = try await run([], input: "type cats\ndwn 3\nresize 80\n")
        #expect(status == 65)
        #expect(output == "")
        #expect(
          errors == """
            Error: standard input:2: unknown step "dwn". Did you mean "down"? The steps are: type, \
            resize, backspace, delete, down, enter, escape, left, pagedown, pageup, right, tab, up.
            standard input:3: "resize" needs COLUMNSxROWS, such as: resize 80x24 (got "80")

            """)
      }

      @Test func anotherStageShowsTheServersErrorOnTheErrorLine() async throws {
        // Port 9 on this machine: nothing listens, so the connection is refused at once.
        let (status, output, _) = try await run(
          ["--stage", "development", "--base-url", "http://127.0.0.1:9"],
          input: "type cats\nenter\n")
        #expect(status == 0)
        #expect(output.contains("│ Photo Search › PhotoList: \"cats\""))
        #expect(output.contains("development (http://127.0.0.1:9) │"))
        #expect(output.contains("│ ! You're offline."))
      }

      @Test func aDeepLinkOpensThePhotoItNames() async throws {
        let script = temporaryFile("keys")
        try "right\nescape\n".write(to: script, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: script) }
        let (status, output, errors) = try await run(
          ["--open", "photosearch://PhotoDetail?photoID=p018", "--script", script.path], input: "")
        #expect(status == 0)
        #expect(errors == "")
        let screens = output.components(separatedBy: "\n> ")
        try #require(screens.count == 3)
        #expect(screens[0].contains("│ Photo Search › PhotoDetail: p018"))
        #expect(screens[0].contains("│ Black cat in the garden"))
        #expect(screens[1].contains("│ Photo Search › PhotoDetail: p"))
        #expect(!screens[1].contains("│ Photo Search › PhotoDetail: p018"))
        #expect(screens[2].contains("│ Photo Search › Search"))
      }

      @Test func aLinkThatDoesNotOpenSaysWhy() async throws {
        let (status, output, errors) = try await run(
          ["--open", "photosearch://PhotoDetail?photoId=p018"], input: "enter\n")
        #expect(status == 64)
        #expect(output == "")
        #expect(
          errors.hasPrefix(
            "Error: The link photosearch://PhotoDetail?photoId=p018 does not fit the route "
              + "\"PhotoDetail\""))
        #expect(errors.contains("Did you mean \"photoID\"?"))
      }

      @Test func aLinkWithAnUnknownScopeNamesTheScopes() async throws {
        let (status, output, errors) = try await run(
          ["--open", "photosearch://PhotoList?query=cats&scope=colours"], input: "enter\n")
        #expect(status == 64)
        #expect(output == "")
        #expect(
          errors
            == "Error: \"colours\" is not a search scope. The scopes are all, titles, tags. To "
            + "fix, give one of them, such as scope=tags.\n")
      }

      @Test func aRestartWithTheSameStateFileStartsWhereTheLastRunEnded() async throws {
        let state = temporaryFile("json")
        defer { try? FileManager.default.removeItem(at: state) }
        let (firstStatus, first, _) = try await run(
          ["--state", state.path], input: "type owls\nenter\n")
        #expect(firstStatus == 0)
        #expect(first.contains("│ Photo Search › PhotoList: \"owls\""))

        let (status, output, errors) = try await run(["--state", state.path], input: "enter\n")
        #expect(status == 0)
        #expect(errors == "")
        let screens = output.components(separatedBy: "\n> ")
        try #require(screens.count == 2)
        #expect(screens[0].contains("│ Photo Search › PhotoList: \"owls\""))
        #expect(screens[0].contains("│ 6 of 6 photos · page 1 of 1"))
        #expect(screens[1].contains("│ Photo Search › PhotoDetail: p"))
      }

      @Test func aSavedSceneThatIsNoLongerThereIsNotedOnTheStatusLine() async throws {
        let state = temporaryFile("json")
        defer { try? FileManager.default.removeItem(at: state) }
        try #"{"routes": [{"action": "show", "scene": "Albums", "context": {}}]}"#
          .write(to: state, atomically: true, encoding: .utf8)
        let (status, output, _) = try await run(["--state", state.path], input: "type owls\n")
        #expect(status == 0)
        let screens = output.components(separatedBy: "\n> ")
        try #require(screens.count == 2)
        #expect(screens[0].contains("│ Photo Search › Search"))
        #expect(
          screens[0].contains("│ ! Restored 0 of 1 saved scenes; skipped: - route 1, show Albums"))
        #expect(!screens[1].contains("│ ! Restored"))
      }

      @Test func aStateFileThatIsNotSavedScenesIsLeftAsItIs() async throws {
        let readme = temporaryFile("md")
        defer { try? FileManager.default.removeItem(at: readme) }
        let text = "# Notes\n\nPassed to --state by mistake.\n"
        try text.write(to: readme, atomically: true, encoding: .utf8)
        let (status, output, errors) = try await run(
          ["--state", readme.path], input: "type owls\nenter\n")
        #expect(status == 0)
        #expect(errors == "")
        #expect(output.contains("│ ! The state file \(readme.path.prefix(30))"))
        #expect(try String(contentsOf: readme, encoding: .utf8) == text)
      }

      @Test func aDataFolderKeepsTheStarsForTheNextRun() async throws {
        let data = temporaryFile("data")
        defer { try? FileManager.default.removeItem(at: data) }
        let (firstStatus, first, firstErrors) = try await run(
          ["--data", data.path], input: "type owls\nenter\nenter\ntype *\n")
        #expect(firstStatus == 0)
        #expect(firstErrors == "")
        let starred = try #require(
          first.split(separator: "\n").last { $0.hasPrefix("│ ★ ") }?.dropFirst(4)
            .trimmingCharacters(in: .whitespaces).dropLast()
        )
        .trimmingCharacters(in: .whitespaces)

        let (status, output, errors) = try await run(["--data", data.path], input: "up\n")
        #expect(status == 0)
        #expect(errors == "")
        #expect(output.contains("│ 1 favourite photo, newest first"))
        #expect(output.contains("│ › 1  ★ \(starred)"))
      }

      @Test func aScriptWithoutADataFolderKeepsTheStarsInMemoryOnlyAndWritesNoFile() async throws {
        // The user's folders, all in one empty folder: a run without --data writes nothing in
        // any of them. (On Linux, Foundation's URLSessionConfiguration makes folders in the data
        // and cache folders; the demo stage makes none, as it never goes to the network.)
        let home = temporaryFile("home")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: home) }
        let environment = userFolders(in: home)
        let (firstStatus, first, _) = try await run(
          [], input: "type owls\nenter\nenter\ntype *\nescape\nescape\nup\n",
          environment: environment)
        #expect(firstStatus == 0)
        #expect(first.contains("│ 1 favourite photo, newest first"))
        var written = try FileManager.default.subpathsOfDirectory(atPath: home.path)
        #expect(written == [])

        let (status, output, _) = try await run([], input: "up\n", environment: environment)
        #expect(status == 0)
        #expect(output.contains("│ No favourites yet. Open a photo and press * to star it."))
        written = try FileManager.default.subpathsOfDirectory(atPath: home.path)
        #expect(written == [])
      }

      @Test func aDataFolderThatIsAFileStopsTheAppAndIsLeftAsItIs() async throws {
        let file = temporaryFile("txt")
        defer { try? FileManager.default.removeItem(at: file) }
        try "notes".write(to: file, atomically: true, encoding: .utf8)
        let (status, output, errors) = try await run(["--data", file.path], input: "type owls\n")
        #expect(status == 1)
        #expect(output == "")
        #expect(
          errors == "Error: The data folder \(file.path) is a file, not a folder, so the favourite "
            + "photos cannot be kept in it. To fix, pass a folder with --data FOLDER, or move the "
            + "file away.\n")
        #expect(try String(contentsOf: file, encoding: .utf8) == "notes")
      }

      @Test func aDataFolderThatCannotBeCreatedStopsTheApp() async throws {
        let (status, _, errors) = try await run(["--data", "/dev/null/favourites"], input: "up\n")
        #expect(status == 1)
        #expect(
          errors == "Error: The data folder /dev/null/favourites cannot be created (/dev/null is "
            + "not a folder), so the favourite photos cannot be kept. To fix, create it yourself, or "
            + "pass a folder you can write with --data FOLDER.\n")
      }

      @Test func aFavoritesFileThatIsNotADatabaseIsLeftAsItIs() async throws {
        let data = temporaryFile("data")
        defer { try? FileManager.default.removeItem(at: data) }
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        let file = data.appending(path: "favorites.sqlite")
        let text = String(repeating: "Not a database, but someone's notes.\n", count: 50)
        try text.write(to: file, atomically: true, encoding: .utf8)
        let (status, output, errors) = try await run(["--data", data.path], input: "up\n")
        #expect(status == 1)
        #expect(output == "")
        #expect(errors.hasPrefix("Error: The favourite photos in \(file.path) cannot be opened: "))
        #expect(
          errors.hasSuffix(
            "The file is left as it is. To fix, move it away (the app then starts with no "
              + "favourites), or pass another folder with --data FOLDER.\n"))
        #expect(try String(contentsOf: file, encoding: .utf8) == text)
      }

      @Test func aHostileKeyScriptCannotDriveTheTerminal() async throws {
        let (status, output, _) = try await run([], input: "type \u{1B}]0;pwned\u{07}\n")
        #expect(status == 0)
        #expect(!output.contains("\u{1B}"))
        #expect(!output.contains("\u{07}"))
        #expect(output.contains("> type ␛]0;pwned␇\n"))
        #expect(output.contains("│ Search: ␛]0;pwned␇_"))
      }

      @Test func aBadCommandLineSaysWhatToWrite() async throws {
        let (status, _, errors) = try await run(["--stage", "staging"], input: "")
        #expect(status == 64)
        #expect(errors.hasPrefix("Error: "))
        #expect(errors.contains("staging"))
        #expect(errors.contains("USAGE: photo-search"))
      }
    }
  }

#endif
