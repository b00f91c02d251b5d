import MVCSHTTP
import Testing

@testable import PhotoSearchApp

/// The app's messages sent through an `HTTPService` in the demo stage: each answers by request
/// from the bundled photos, as its own demo response says.
struct DemoCatalogTests {
  private let http = HTTPService(stage: .demo)

  @Test func everyMessageHasADemoResponse() {
    #expect(http.problems(with: photoSearchMessages).isEmpty)
  }

  @Test func pageNIsPageNOfTheMatchesOfEveryWord() async throws {
    let first = try await http.send(SearchPhotos(text: "cats", page: 1, perPage: 20))
    let last = try await http.send(SearchPhotos(text: "cats", page: 3, perPage: 20))
    #expect((first.page, first.pages, first.total, first.photos.count) == (1, 3, 47, 20))
    #expect((last.page, last.photos.count) == (3, 7))
    #expect(Set(first.photos.map(\.id)).isDisjoint(with: last.photos.map(\.id)))
    #expect(
      try await http.send(SearchPhotos(text: "ginger cat", page: 1, perPage: 50)).photos
        .allSatisfy { $0.title.lowercased().contains("ginger") })
    #expect(try await http.send(SearchPhotos(text: "zebras", page: 1, perPage: 20)).total == 0)
  }

  @Test func looksOnlyWhereTheScopeSays() async throws {
    // "cats" is a tag of every cat photo, and in no title ("Black cat on a sofa").
    func total(_ scope: SearchScope) async throws -> Int {
      try await http.send(SearchPhotos(text: "cats", page: 1, perPage: 20, scope: scope)).total
    }
    #expect(try await total(.all) == 47)
    #expect(try await total(.tags) == 47)
    #expect(try await total(.titles) == 0)
  }

  @Test func sortsByInterestingnessMostViewedFirst() async throws {
    let page = try await http.send(
      SearchPhotos(text: "cats", page: 1, perPage: 47, sort: .interestingness))
    var views: [Int] = []
    for photo in page.photos {
      views.append(try await http.send(GetPhotoInfo(photoID: photo.id)).views)
    }
    #expect(views == views.sorted(by: >))
  }

  @Test func photoNIsPhotoN() async throws {
    let info = try await http.send(GetPhotoInfo(photoID: "p002"))
    #expect((info.id, info.title) == ("p002", "Tabby cat in a box"))
    #expect(try await http.send(GetPhotoInfo(photoID: "p018")).title == "Black cat in the garden")
    let context = try await http.send(GetPhotoContext(photoID: "p002"))
    let neighbours = [context.previous, context.next].compactMap { $0 }
    #expect(!neighbours.isEmpty)
    for neighbour in neighbours {
      #expect(try await http.send(GetPhotoInfo(photoID: neighbour.id)).owner == info.owner)
    }
    #expect(
      try await http.send(GetPhotoSizes(photoID: "p002")).map(\.label)
        == ["Square", "Thumbnail", "Small", "Medium"])
  }

  @Test func failsOnPurposeAndForUnknownPhotosAsAServerWould() async {
    await #expect(
      throws: HTTPError.status(
        message: "SearchPhotos", url: "/photos/search", code: 500, body: nil)
    ) {
      try await http.send(SearchPhotos(text: "error", page: 1, perPage: 20))
    }
    await #expect(
      throws: HTTPError.status(message: "GetPhotoInfo", url: "/photos/p999", code: 404, body: nil)
    ) {
      try await http.send(GetPhotoInfo(photoID: "p999"))
    }
  }
}
