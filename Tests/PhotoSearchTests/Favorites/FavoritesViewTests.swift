import Foundation
import MVCS
import Testing

@testable import PhotoSearchApp

/// What the favourites look like on screen, whatever the storage says.
@MainActor struct FavoritesViewTests {
  private let kitten = FavoritePhoto(id: "p2", title: "Kitten yawning")
  private let sofa = FavoritePhoto(id: "p1", title: "Cat on a sofa")
  private let failure = StorageFailure(
    operation: .write, storage: "Favorites", key: "favorites", message: "the disk is full")

  private func texts(_ lines: [Line]) -> [String] {
    lines.map { $0.text.trimmingCharacters(in: .whitespaces) }
  }

  @Test func theHighlightStaysOnTheListWhenAStarIsTakenOffElsewhere() {
    let pipeline = FavoritesPipeline()
    let view = FavoritesView(pipeline: pipeline, screen: Screen())
    view.addObservers()
    pipeline.favorites = [kitten, sofa]
    view.handle(.down)
    #expect(texts(view.body(width: 60, height: 5))[2] == "› 2  ★ Cat on a sofa")

    pipeline.favorites = [kitten]
    #expect(
      texts(view.body(width: 60, height: 5)) == [
        "1 favourite photo, newest first", "› 1  ★ Kitten yawning",
      ])
    view.handle(.enter)
    #expect(pipeline.openedRow == 0)
  }

  @Test func theClearQuestionReplacesTheListAndIsAnsweredByKey() {
    let pipeline = FavoritesPipeline()
    let view = FavoritesView(pipeline: pipeline, screen: Screen())
    view.addObservers()
    pipeline.favorites = [kitten, sofa]
    #expect(!view.takesEscape)
    pipeline.clearAlert = .confirmation(
      "Clear favourites?", message: "This takes the star off 2 photos.",
      buttons: [.destructive("Clear", choice: .clear), .cancel(choice: .keep)])
    #expect(
      texts(view.body(width: 60, height: 8)) == [
        "Clear favourites?", "This takes the star off 2 photos.", "", "1  Clear", "2  Cancel",
      ])
    #expect(view.keyHelp == "1 Clear · 2 Cancel · Esc cancel · Ctrl-C quit")
    #expect(view.takesEscape)

    // Keys the alert does not take do nothing, not even move the highlight.
    view.handle(.down)
    view.handle(.character("3"))
    #expect(pipeline.clearAnswer == nil)
    #expect(pipeline.highlightedRow == nil)
    view.handle(.escape)
    #expect(pipeline.clearAnswer == .keep)
    view.handle(.character("1"))
    #expect(pipeline.clearAnswer == .clear)
  }

  @Test func aFailedStorageShowsOnTheStatusLine() {
    let favorites = FavoritesPipeline()
    let list = FavoritesView(pipeline: favorites, screen: Screen())
    list.addObservers()
    #expect(list.status == .none)
    favorites.favoritesStatus = .failed(failure)
    #expect(
      list.status
        == .error("Writing \"favorites\" in the storage \"Favorites\" failed: the disk is full"))
  }

  @Test func saysLoadingUntilAStorageThatReadsLaterAnswers() {
    let pipeline = FavoritesPipeline()
    let view = FavoritesView(pipeline: pipeline, screen: Screen())
    view.addObservers()
    #expect(
      texts(view.body(width: 60, height: 5)) == [
        "No favourites yet. Open a photo and press * to star it."
      ])
    pipeline.favoritesStatus = .loading
    #expect(texts(view.body(width: 60, height: 5)) == ["Loading…"])
    #expect(view.status == .loading("Loading the favourites…"))
  }

  @Test func aTitleFromTheStorageCannotDriveTheTerminal() {
    // Another program may have written the file: ESC ] 0 ; … BEL would set the window title.
    let pipeline = FavoritesPipeline()
    let view = FavoritesView(pipeline: pipeline, screen: Screen())
    view.addObservers()
    pipeline.favorites = [FavoritePhoto(id: "p9", title: "\u{1B}]0;pwned\u{07}Owl")]
    let row = texts(view.body(width: 60, height: 5))[1]
    #expect(row == "› 1  ★ ␛]0;pwned␇Owl")
    #expect(
      !Frame(
        size: .standard, title: view.title, stage: "demo", body: view.body(width: 79, height: 21),
        status: view.status, keys: view.keyHelp
      ).ansi.contains("\u{1B}]"))
  }
}
