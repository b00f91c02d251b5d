import Foundation
import MVCS
import Testing

@testable import MVCSTesting

/// A wrong row in a long list fails with a message that fits on a screen, in both styles.
@MainActor
struct FailureSizeTests {
  static let rows = (1...100).map {
    Photo(id: "\($0)", title: "photo number \($0), taken in the garden at dawn")
  }
  static var wrongRows: [Photo] {
    var rows = rows
    rows[48] = Photo(id: "49", title: "photo number forty-nine, taken in the garden at dawn")
    return rows
  }

  static func json(_ photos: [Photo]) -> String {
    String(decoding: try! JSONEncoder().encode(photos), as: UTF8.self)
  }

  /// Lines, bytes and the longest line of a failure's message.
  static func size(_ message: String) -> (lines: Int, bytes: Int, longest: Int) {
    let lines = message.split(separator: "\n", omittingEmptySubsequences: false)
    return (lines.count, message.utf8.count, lines.map(\.count).max() ?? 0)
  }

  @Test func wrongRowOfALongListFitsOnAScreenInSwift() async throws {
    let found = try await failures {
      let test = SceneTest(SearchPipeline.self, scene: "Search", mediator: .photoApp())
      try await test.start()
      test.services.answer("SearchPhotoService", with: .value(Self.rows))
      await test.set(\.searchText, "cats")
      await test.advance(by: .milliseconds(300))
      test.expectCall("SearchPhotoService", with: "cats")
      test.expectChanges(\.isLoading, [true, false])
      test.expect(\.photos, Self.wrongRows)
      test.expect(\.requestFinished, true)
      test.expectWrite("Recents", key: "last", "cats")
      await test.finish()
    }
    let failure = try #require(found.first)
    let size = Self.size(failure.message)
    print("Swift failure: \(size)\n\(failure.message)")
    #expect(found.count == 1)
    #expect(size.lines <= 40)
    #expect(size.bytes <= 4096)
  }

  @Test func wrongRowOfALongListFitsOnAScreenInAScript() async throws {
    let found = await failures {
      await SceneScriptFile.run(
        """
        scene Search
        service SearchPhotoService returns \(Self.json(Self.rows))
        set searchText = "cats"
        advance 300ms
        expect call SearchPhotoService with "cats"
        expect changes isLoading [true, false]
        expect photos == \(Self.json(Self.wrongRows))
        expect requestFinished == true
        expect write Recents last = "cats"
        """, named: "Long.scenetest", at: SceneScriptFile("Long.scenetest").path,
        mediator: .photoApp(),
        caller: FailureLocation(fileID: #fileID, filePath: #filePath, line: #line, column: #column))
    }
    let failure = try #require(found.first)
    let size = Self.size(failure.message)
    print("Script failure: \(size)\n\(failure.message)")
    #expect(found.count == 1)
    #expect(size.lines <= 40)
    #expect(size.bytes <= 4096)
  }

  @Test func everyRowWrongStillFitsOnAScreen() async throws {
    let found = try await failures {
      let test = SceneTest(LedgerPipeline.self, scene: "Ledger", mediator: .ledgerApp())
      try await test.start()
      await test.set(\.rows, Self.rows)
      test.expect(\.rows, Self.rows.map { Photo(id: $0.id, title: $0.title.uppercased()) })
      await test.finish()
    }
    let failure = try #require(found.first)
    let size = Self.size(failure.message)
    #expect(found.count == 1)
    #expect(size.lines <= 40)
    #expect(size.bytes <= 4096)
    #expect(failure.message.contains(" … and 177 more differing lines, not shown …"))
  }
}
