import Foundation
import MVCS
import Testing

@testable import PhotoSearchApp

/// The whole app under the scenarios it ships (`--scenario NAME`), driven by keys: what each
/// makes the screens show.
@MainActor struct SessionScenarioTests {
  private func start(_ name: String) throws -> Session {
    let scenario = try Scenario.named(name, in: ScenarioFolder.bundled().url)
    return try Session(scenario: scenario, size: .standard)
  }

  private func search(_ text: String, in session: Session) async {
    for key in text.map(Key.character) + [.enter] { #expect(session.handle(key)) }
    await session.settle()
  }

  private func screen(_ session: Session) -> [String] { session.frame().lines.map(\.text) }

  @Test func theDefaultScenarioAnswersFromTheBundledPhotos() async throws {
    let session = try start("default")
    await search("cats", in: session)
    #expect(screen(session)[1].hasPrefix(" 20 of 47 photos · page 1 of 3"))
    session.end()
  }

  @Test func offlineShowsTheListCouldNotLoadAndWhy() async throws {
    let session = try start("offline")
    await search("cats", in: session)
    let lines = screen(session)
    #expect(lines[1].hasPrefix(" The photos could not be loaded. Press r to try again."))
    #expect(lines[22].hasPrefix(" ! You're offline."))
    session.end()
  }

  @Test func serverErrorShowsTheStatusOfTheServer() async throws {
    let session = try start("server-error")
    await search("cats", in: session)
    let lines = screen(session)
    #expect(lines[1].hasPrefix(" The photos could not be loaded. Press r to try again."))
    #expect(lines[22].hasPrefix(" ! The server had a problem (500)."))
    session.end()
  }

  @Test func emptyFindsNothingButAPhotoOpenedByALinkStillLoads() async throws {
    let session = try start("empty")
    await search("cats", in: session)
    #expect(screen(session)[1].hasPrefix(" No photos match \"cats\". Press Esc to search again."))

    try session.open(URL(string: "photosearch://PhotoDetail?photoID=p018")!)
    await session.settle()
    #expect(screen(session)[1].hasPrefix(" ☆ Black cat in the garden"))
    session.end()
  }

  @Test func everyShippedScenarioNamesOnlyTheAppsServices() throws {
    let folder = try ScenarioFolder.bundled()
    for name in folder.names {
      #expect(throws: Never.self, "\(name)") {
        _ = try Session(
          scenario: Scenario.named(name, in: folder.url), size: .standard)
      }
    }
  }
}
