import Foundation
import MVCS
import Testing

@testable import PhotoSearchApp

/// The whole app driven by keys, with the bundled demo photos, as a person uses it.
@MainActor struct SessionTests {
  private func start(
    size: TerminalSize = .standard, favorites: any Storage = InMemoryStorage()
  ) throws -> Session {
    try Session(size: size, favorites: favorites)
  }

  private func press(_ keys: [Key], in session: Session) async {
    for key in keys { #expect(session.handle(key)) }
    await session.settle()
  }

  private func type(_ text: String) -> [Key] { text.map(Key.character) }

  private func screen(_ session: Session) -> [String] { session.frame().lines.map(\.text) }

  @Test func searchesPagesOpensAPhotoAndGoesBack() async throws {
    let session = try start()
    await press(type("cats") + [.enter], in: session)
    var lines = screen(session)
    #expect(lines[0].hasPrefix(" Photo Search › PhotoList: \"cats\""))
    #expect(
      lines[1]
        == " 20 of 47 photos · page 1 of 3".padding(toLength: 80, withPad: " ", startingAt: 0))
    #expect(lines[2].hasPrefix(" ›  1  Black cat on a sofa"))

    await press(Array(repeating: .down, count: 16), in: session)
    lines = screen(session)
    #expect(lines[1].hasPrefix(" 40 of 47 photos · page 2 of 3 · +20"))
    #expect(lines.contains { $0.hasPrefix(" › 17  ") })

    await press(Array(repeating: .down, count: 20), in: session)
    #expect(screen(session)[1].hasPrefix(" 47 of 47 photos · page 3 of 3 · +7"))

    await press([.enter], in: session)
    lines = screen(session)
    #expect(lines[0].hasPrefix(" Photo Search › PhotoDetail: p"))
    #expect(lines.contains { $0.hasPrefix(" → next: ") })

    await press([.escape], in: session)
    #expect(screen(session)[0].hasPrefix(" Photo Search › PhotoList: \"cats\""))
    await press([.escape], in: session)
    #expect(screen(session)[0].hasPrefix(" Photo Search › Search"))
    #expect(screen(session).contains { $0.hasPrefix(" Search: cats_") })
    // Escape on the first scene stays there.
    await press([.escape], in: session)
    #expect(screen(session)[0].hasPrefix(" Photo Search › Search"))
    session.end()
  }

  @Test func escapeCancelsTheClearQuestionInsteadOfGoingBack() async throws {
    let session = try start()
    await press(type("cats") + [.enter], in: session)
    await press([.enter], in: session)
    await press([.character("*")], in: session)
    await press([.escape, .escape, .up], in: session)
    #expect(screen(session)[0].hasPrefix(" Photo Search › Favorites"))
    await press([.character("c")], in: session)
    #expect(screen(session)[1].hasPrefix(" Clear favourites?"))
    #expect(screen(session).contains { $0.hasPrefix(" 1 Clear · 2 Cancel · Esc cancel") })

    await press([.escape], in: session)
    // Still on Favorites, the star kept.
    #expect(screen(session)[0].hasPrefix(" Photo Search › Favorites"))
    #expect(screen(session)[1].hasPrefix(" 1 favourite photo, newest first"))

    await press([.character("c"), .character("1")], in: session)
    #expect(screen(session)[1].hasPrefix(" No favourites yet."))
    await press([.escape], in: session)
    #expect(screen(session)[0].hasPrefix(" Photo Search › Search"))
    session.end()
  }

  @Test func deleteAsksBeforeForgettingTheRecentSearches() async throws {
    let session = try start()
    await press(type("cats") + [.enter], in: session)
    await press([.escape], in: session)
    #expect(screen(session).contains { $0.hasPrefix(" Recent: cats  (Del to clear)") })

    await press([.delete], in: session)
    #expect(screen(session)[1].hasPrefix(" Clear recent searches?"))
    // A digit answers the question; it is not typed into the query.
    await press([.character("2")], in: session)
    #expect(screen(session).contains { $0.hasPrefix(" Search: cats_ ") })
    #expect(screen(session).contains { $0.hasPrefix(" Recent: cats") })

    await press([.delete, .character("1")], in: session)
    #expect(!screen(session).contains { $0.hasPrefix(" Recent:") })
    session.end()
  }

  @Test func showsTheEmptyStateAndTheErrorLine() async throws {
    let session = try start()
    await press(type("zebras") + [.enter], in: session)
    #expect(screen(session)[1].hasPrefix(" No photos match \"zebras\". Press Esc to search again."))

    await press(
      [.escape] + Array(repeating: .backspace, count: 6) + type("error") + [.enter],
      in: session)
    let lines = screen(session)
    #expect(lines[1].hasPrefix(" The photos could not be loaded. Press r to try again."))
    #expect(
      lines[22].hasPrefix(" ! The server had a problem (500)."))
    session.end()
  }

  @Test func refusesAnEmptyQueryOnTheStatusLine() async throws {
    let session = try start()
    await press([.enter], in: session)
    #expect(screen(session)[22].hasPrefix(" ! Type a word to search for first, such as cats."))
    #expect(screen(session)[0].hasPrefix(" Photo Search › Search"))
    session.end()
  }

  @Test func interestingnessShowsTheTopImageOfTheHighlightedPhoto() async throws {
    let session = try start()
    await press(type("cats") + [.tab], in: session)
    var lines = screen(session)
    #expect(lines[0].hasPrefix(" Photo Search › Interestingness: \"cats\""))
    // The most viewed cat first, and its image.
    #expect(lines[1].hasPrefix(" Top image of p"))
    #expect(lines[2].hasPrefix(" https://photos.example/p"))
    #expect(lines[5].hasPrefix(" ›  1  "))

    let first = lines[1]
    await press([.down], in: session)
    lines = screen(session)
    #expect(lines[1] != first)
    #expect(lines[6].hasPrefix(" ›  2  "))
    session.end()
  }

  @Test func drawsAtAnySizeAndAsksForAtLeastTheMinimum() async throws {
    let session = try start()
    await press(type("cats") + [.enter], in: session)
    for size in [TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 40, rows: 8)] {
      session.size = size
      let frame = session.frame()
      #expect(frame.lines.count == size.rows)
      #expect(frame.lines.allSatisfy { $0.width == size.columns })
      #expect(frame.lines.contains { $0.text.contains("› ") })
    }
    session.size = TerminalSize(columns: 30, rows: 5)
    #expect(screen(session)[0].hasPrefix("Too small: needs 40x8."))
    session.end()
  }

  @Test func aStarGivenOnAPhotoShowsInTheFavoritesAndIsStored() async throws {
    let favorites = InMemoryStorage()
    let session = try start(favorites: favorites)
    await press([.up], in: session)
    #expect(screen(session)[0].hasPrefix(" Photo Search › Favorites"))
    #expect(
      screen(session)[1].hasPrefix(" No favourites yet. Open a photo and press * to star it."))

    await press([.escape] + type("owls") + [.enter], in: session)
    await press([.enter], in: session)
    var lines = screen(session)
    #expect(lines[0].hasPrefix(" Photo Search › PhotoDetail: p"))
    let title = try #require(lines[1].split(separator: "☆ ").last)
      .trimmingCharacters(in: .whitespaces)
    #expect(lines[23].hasPrefix(" * star · ← previous · → next · Esc back"))

    await press(type("*"), in: session)
    lines = screen(session)
    #expect(lines[1].hasPrefix(" ★ \(title)"))
    let photoID = String(lines[0].split(separator: " ")[4])
    #expect(
      try await favorites.read([FavoritePhoto].self, forKey: "favorites")
        == [FavoritePhoto(id: photoID, title: title)])

    await press([.escape, .escape, .up], in: session)
    lines = screen(session)
    #expect(lines[0].hasPrefix(" Photo Search › Favorites"))
    #expect(lines[1].hasPrefix(" 1 favourite photo, newest first"))
    #expect(lines[2].hasPrefix(" › 1  ★ \(title)"))
    session.end()
  }

  @Test func theFavoritesChangeTheMomentAStarIsTakenOffInADetailOpenedFromThem() async throws {
    let favorites = InMemoryStorage()
    try await favorites.write(
      [
        FavoritePhoto(id: "p018", title: "Black cat in the garden"),
        FavoritePhoto(id: "p001", title: "Black cat on a sofa"),
      ], forKey: "favorites")
    let session = try start(favorites: favorites)
    await press([.up], in: session)
    #expect(screen(session)[1].hasPrefix(" 2 favourite photos, newest first"))
    #expect(screen(session)[2].hasPrefix(" › 1  ★ Black cat in the garden"))

    await press([.enter], in: session)
    var lines = screen(session)
    #expect(lines[0].hasPrefix(" Photo Search › PhotoDetail: p018"))
    #expect(lines[1].hasPrefix(" ★ Black cat in the garden"))
    // The Favorites scene under the detail has changed already: no reload when it shows again.
    await press(type("*"), in: session)
    #expect(screen(session)[1].hasPrefix(" ☆ Black cat in the garden"))
    let favoritesView = try #require(session.navigator.scenes[1].view as? FavoritesView)
    #expect(
      favoritesView.body(width: 79, height: 21).map { $0.text.trimmingCharacters(in: .whitespaces) }
        == ["1 favourite photo, newest first", "› 1  ★ Black cat on a sofa"])

    await press([.escape], in: session)
    lines = screen(session)
    #expect(lines[0].hasPrefix(" Photo Search › Favorites"))
    #expect(lines[2].hasPrefix(" › 1  ★ Black cat on a sofa"))
    #expect(
      try await favorites.read([FavoritePhoto].self, forKey: "favorites")
        == [FavoritePhoto(id: "p001", title: "Black cat on a sofa")])
    session.end()
  }

  @Test func aStarWaitsForTheStoredFavoritesOfAStorageThatReadsLater() async throws {
    let favorites = GatedStorage()
    let sofa = FavoritePhoto(id: "p001", title: "Black cat on a sofa")
    try await favorites.preload([sofa], forKey: "favorites")
    let session = try start(favorites: favorites)
    try session.open(try #require(URL(string: "photosearch://PhotoDetail?photoID=p018")))
    // The stored list is on its way: a star now would replace it with this photo alone.
    #expect(session.handle(.character("*")))
    await favorites.openGate()
    await session.settle()
    #expect(try await favorites.read([FavoritePhoto].self, forKey: "favorites") == [sofa])
    #expect(screen(session)[1].hasPrefix(" ☆ Black cat in the garden"))

    await press(type("*"), in: session)
    #expect(screen(session)[1].hasPrefix(" ★ Black cat in the garden"))
    #expect(
      try await favorites.read([FavoritePhoto].self, forKey: "favorites")
        == [FavoritePhoto(id: "p018", title: "Black cat in the garden"), sofa])
    session.end()
  }

  @Test func controlCAndControlDQuit() throws {
    let session = try start()
    #expect(!session.handle(.interrupt))
    #expect(!session.handle(.endOfInput))
    session.end()
  }
}

/// A storage that answers no read until the test opens its gate, as a backend that can only
/// read asynchronously and is slow to answer: bound values of it load after the scene starts.
private actor GatedStorage: Storage {
  private let contents = InMemoryStorage()
  private var isOpen = false
  private var waiting: [CheckedContinuation<Void, Never>] = []

  func preload(_ value: [FavoritePhoto], forKey key: String) async throws {
    try await contents.write(value, forKey: key)
  }

  func openGate() {
    isOpen = true
    for reader in waiting { reader.resume() }
    waiting = []
  }

  func read<Value: Codable & Sendable>(_ type: Value.Type, forKey key: String) async throws
    -> Value?
  {
    if !isOpen { await withCheckedContinuation { waiting.append($0) } }
    return try await contents.read(type, forKey: key)
  }

  func write<Value: Codable & Sendable>(_ value: Value, forKey key: String) async throws {
    try await contents.write(value, forKey: key)
  }

  func remove(forKey key: String) async throws {
    try await contents.remove(forKey: key)
  }
}
