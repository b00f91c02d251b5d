import Testing

@testable import PhotoSearchApp

struct DemoCatalogTests {
  private let backend: DemoCatalog

  init() throws {
    backend = try DemoCatalog.bundled()
  }

  @Test func pagesTheMatchesOfEveryWord() throws {
    let first = try backend.search(SearchPhotos(text: "cats", page: 1, perPage: 20))
    let last = try backend.search(SearchPhotos(text: "cats", page: 3, perPage: 20))
    #expect((first.page, first.pages, first.total, first.photos.count) == (1, 3, 47, 20))
    #expect((last.page, last.photos.count) == (3, 7))
    #expect(Set(first.photos.map(\.id)).isDisjoint(with: last.photos.map(\.id)))
    #expect(
      try backend.search(SearchPhotos(text: "ginger cat", page: 1, perPage: 50)).photos
        .allSatisfy { $0.title.lowercased().contains("ginger") })
    #expect(try backend.search(SearchPhotos(text: "zebras", page: 1, perPage: 20)).total == 0)
  }

  @Test func looksOnlyWhereTheScopeSays() throws {
    // "cats" is a tag of every cat photo, and in no title ("Black cat on a sofa").
    func total(_ scope: SearchScope) throws -> Int {
      try backend.search(SearchPhotos(text: "cats", page: 1, perPage: 20, scope: scope)).total
    }
    #expect(try total(.all) == 47)
    #expect(try total(.tags) == 47)
    #expect(try total(.titles) == 0)
  }

  @Test func sortsByInterestingnessMostViewedFirst() throws {
    let page = try backend.search(
      SearchPhotos(text: "cats", page: 1, perPage: 47, sort: .interestingness))
    let views = try page.photos.map { try backend.info(GetPhotoInfo(photoID: $0.id)).views }
    #expect(views == views.sorted(by: >))
  }

  @Test func answersPerPhoto() throws {
    let info = try backend.info(GetPhotoInfo(photoID: "p002"))
    #expect(info.title == "Tabby cat in a box")
    let context = try backend.context(GetPhotoContext(photoID: "p002"))
    let neighbours = [context.previous, context.next].compactMap { $0 }
    #expect(!neighbours.isEmpty)
    for neighbour in neighbours {
      #expect(try backend.info(GetPhotoInfo(photoID: neighbour.id)).owner == info.owner)
    }
    #expect(
      try backend.sizes(GetPhotoSizes(photoID: "p002")).map(\.label)
        == ["Square", "Thumbnail", "Small", "Medium"])
  }

  @Test func failsOnPurposeAndForUnknownPhotos() {
    #expect(throws: DemoCatalogError.unavailable("error")) {
      try backend.search(SearchPhotos(text: "error", page: 1, perPage: 20))
    }
    #expect(throws: DemoCatalogError.unknownPhoto("p999")) {
      try backend.info(GetPhotoInfo(photoID: "p999"))
    }
  }
}
