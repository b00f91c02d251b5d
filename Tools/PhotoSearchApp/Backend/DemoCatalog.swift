import Foundation
import MVCSHTTP

/// The demo stage's data: the photos bundled with the app (`Demo/catalog.json`), and what each
/// message answers about them, with no network and no keys.
///
/// Each message's `demoResponse` answers from it by request (`DemoResponse.answer`), so an
/// `HTTPService` in the demo stage pages, and tells one photo from another, as a server would.
/// Searching for `error` fails with status 500, to show how the app shows a failing service.
struct DemoCatalog: Sendable {
  /// One photo of the catalog, with everything any message answers about it.
  struct Entry: Codable, Sendable {
    let id: String
    let title: String
    let owner: String
    let taken: String
    let views: Int
    let tags: [String]
    let description: String
    let width: Int
    let height: Int
  }

  private struct Catalog: Codable {
    let photos: [Entry]
  }

  let entries: [Entry]

  /// The catalog bundled with the app, read once.
  ///
  /// - Throws: `DemoCatalogError.catalogUnreadable` when the bundled file is missing or broken.
  static func bundled() throws(DemoCatalogError) -> DemoCatalog {
    try bundledCatalog.get()
  }

  private static let bundledCatalog = Result { () throws(DemoCatalogError) -> DemoCatalog in
    guard let url = Bundle.module.url(forResource: "catalog", withExtension: "json") else {
      throw .catalogUnreadable("catalog.json is not in the app's resources")
    }
    do {
      return DemoCatalog(
        entries: try JSONDecoder().decode(Catalog.self, from: Data(contentsOf: url)).photos)
    } catch {
      throw .catalogUnreadable("\(url.path): \(error)")
    }
  }

  // MARK: - Answers

  /// The photos whose title or tags (as the scope says) hold every word of the text, one page of
  /// them.
  func search(_ message: SearchPhotos) throws(HTTPError) -> PhotoPage {
    let words = message.text.lowercased().split(separator: " ").map(String.init)
    if words == ["error"] {
      throw HTTPError.status(
        message: "SearchPhotos", url: message.path.percentEncoded, code: 500, body: nil)
    }
    var found = entries.filter { entry in
      let fields =
        switch message.scope {
        case .all: [entry.title.lowercased()] + entry.tags
        case .titles: [entry.title.lowercased()]
        case .tags: entry.tags
        }
      let haystack = fields.joined(separator: " ")
      return !words.isEmpty && words.allSatisfy { haystack.contains($0) }
    }
    if message.sort == .interestingness { found.sort { $0.views > $1.views } }
    let perPage = max(message.perPage, 1)
    let pages = (found.count + perPage - 1) / perPage
    let start = min(max(message.page - 1, 0) * perPage, found.count)
    let slice = found[start..<min(start + perPage, found.count)]
    return PhotoPage(
      page: message.page, pages: pages, total: found.count,
      photos: slice.map { Photo(id: $0.id, title: $0.title, owner: $0.owner) })
  }

  func info(_ message: GetPhotoInfo) throws(HTTPError) -> PhotoInfo {
    let entry = try self.entry(for: message)
    return PhotoInfo(
      id: entry.id, title: entry.title, owner: entry.owner, taken: entry.taken, views: entry.views,
      tags: entry.tags, description: entry.description)
  }

  /// The photos before and after it in its owner's stream.
  func context(_ message: GetPhotoContext) throws(HTTPError) -> PhotoContext {
    let entry = try self.entry(for: message)
    let stream = entries.filter { $0.owner == entry.owner }
    let index = stream.firstIndex { $0.id == entry.id } ?? 0
    func neighbour(_ index: Int) -> PhotoContext.Neighbour? {
      stream.indices.contains(index)
        ? PhotoContext.Neighbour(id: stream[index].id, title: stream[index].title) : nil
    }
    return PhotoContext(previous: neighbour(index - 1), next: neighbour(index + 1))
  }

  /// Four sizes, smallest first; their heights depend on the photo's shape.
  func sizes(_ message: GetPhotoSizes) throws(HTTPError) -> [PhotoSize] {
    let entry = try self.entry(for: message)
    let heights =
      if entry.width >= 3 * entry.height { [60, 125, 250] }  // a panorama
      else if entry.width >= entry.height { [100, 200, 500] } else { [150, 320, 640] }
    let square = PhotoSize(
      label: "Square", width: 75, height: 75, url: "https://photos.example/\(entry.id)/square.jpg")
    return [square]
      + zip(["Thumbnail", "Small", "Medium"], heights).map { label, height in
        PhotoSize(
          label: label, width: height * entry.width / entry.height, height: height,
          url: "https://photos.example/\(entry.id)/\(label.lowercased()).jpg")
      }
  }

  /// The photo a message asks about; one the catalog does not have is not found (404), as on a
  /// real server.
  private func entry<M: PhotoMessage>(for message: M) throws(HTTPError) -> Entry {
    guard let entry = entries.first(where: { $0.id == message.photoID }) else {
      throw .status(
        message: String(describing: M.self), url: message.path.percentEncoded, code: 404, body: nil)
    }
    return entry
  }
}

/// A message about one photo.
protocol PhotoMessage: Message {
  var photoID: String { get }
}

extension GetPhotoInfo: PhotoMessage {}
extension GetPhotoContext: PhotoMessage {}
extension GetPhotoSizes: PhotoMessage {}
