import Foundation
import MVCS
import MVCSLoading
import Testing

@testable import PhotoSearchApp

/// What the star looks like on the detail page, whatever the storage says.
@MainActor struct PhotoDetailViewTests {
  private let kitten = FavoritePhoto(id: "p2", title: "Kitten yawning")
  private let sofa = FavoritePhoto(id: "p1", title: "Cat on a sofa")

  private func texts(_ lines: [Line]) -> [String] {
    lines.map { $0.text.trimmingCharacters(in: .whitespaces) }
  }

  @Test func aFailedStorageShowsOnTheStatusLine() {
    let failure = StorageFailure(
      operation: .write, storage: "Favorites", key: "favorites", message: "the disk is full")
    let pipeline = PhotoDetailPipeline()
    let view = PhotoDetailView(pipeline: pipeline, screen: Screen())
    view.addObservers()
    #expect(view.status == .none)
    pipeline.favoritesStatus = .failed(failure)
    #expect(
      view.status
        == .error("Writing \"favorites\" in the storage \"Favorites\" failed: the disk is full"))
  }

  @Test func showsAStarOnlyForAStarredPhoto() {
    let pipeline = PhotoDetailPipeline()
    let view = PhotoDetailView(pipeline: pipeline, screen: Screen())
    view.addObservers()
    pipeline.photoID = "p2"
    pipeline.info.apply(.start)
    pipeline.info.apply(
      .succeed(
        PhotoInfo(
          id: "p2", title: "Kitten yawning", owner: "ivo", taken: "2020-01-02", views: 12,
          tags: ["cats"], description: "A kitten yawning.")))
    #expect(texts(view.body(width: 60, height: 10))[0] == "☆ Kitten yawning")
    pipeline.favorites = [sofa, kitten]
    #expect(texts(view.body(width: 60, height: 10))[0] == "★ Kitten yawning")
    pipeline.favorites = [sofa]
    #expect(texts(view.body(width: 60, height: 10))[0] == "☆ Kitten yawning")

    view.handle(.character("*"))
    #expect(pipeline.starToggled)
  }
}
