import Foundation
import MVCSHTTP

// The four requests the app sends, as MVCSHTTP messages. Each is registered as a service under
// its type name, so stores ask for `environment.service(for: SearchPhotos.self)` and scene
// scripts fake `SearchPhotos`. In the demo stage, each answers by request from the bundled
// photos (`DemoCatalog`), as its `demoResponse` says, unless the run's scenario answers it.

/// Where a search looks for its words.
enum SearchScope: String, Codable, Sendable, CaseIterable {
  /// Titles and tags.
  case all
  case titles
  case tags

  /// The scope a context (a link, a saved scene) names by its raw value; none means all.
  ///
  /// - Throws: `SearchScopeError` naming the bad value and the scopes.
  init(contextValue text: String?) throws(SearchScopeError) {
    guard let text else {
      self = .all
      return
    }
    guard let scope = SearchScope(rawValue: text) else { throw SearchScopeError(text: text) }
    self = scope
  }
}

/// A context names a scope that does not exist.
struct SearchScopeError: Error, Equatable, CustomStringConvertible {
  let text: String

  var description: String {
    "\"\(text)\" is not a search scope. The scopes are "
      + SearchScope.allCases.map(\.rawValue).joined(separator: ", ")
      + ". To fix, give one of them, such as scope=tags."
  }
}

/// Searches photos by text, one page at a time.
struct SearchPhotos: Message, Codable, Equatable {
  typealias Response = PhotoPage

  /// How results are ordered.
  enum Sort: String, Codable, Sendable {
    case relevance
    case interestingness
  }

  let text: String
  let page: Int
  let perPage: Int
  var sort = Sort.relevance
  var scope = SearchScope.all

  /// The page of the bundled photos the search asks for; searching for `error` fails with
  /// status 500, as a broken server would.
  static let demoResponse: DemoResponse<PhotoPage>? = .answer { (message: SearchPhotos) in
    try DemoCatalog.bundled().search(message)
  }

  var path: MessagePath { "/photos/search" }
  var queryItems: [URLQueryItem] {
    [
      URLQueryItem(name: "text", value: text), URLQueryItem(name: "page", value: "\(page)"),
      URLQueryItem(name: "per_page", value: "\(perPage)"),
      URLQueryItem(name: "sort", value: sort.rawValue),
      URLQueryItem(name: "scope", value: scope.rawValue),
    ]
  }
}

/// A photo's details.
struct GetPhotoInfo: Message, Codable, Equatable {
  typealias Response = PhotoInfo
  let photoID: String
  static let demoResponse: DemoResponse<PhotoInfo>? = .answer { (message: GetPhotoInfo) in
    try DemoCatalog.bundled().info(message)
  }
  var path: MessagePath { "/photos/\(photoID)" }
}

/// The photos before and after a photo.
struct GetPhotoContext: Message, Codable, Equatable {
  typealias Response = PhotoContext
  let photoID: String
  static let demoResponse: DemoResponse<PhotoContext>? = .answer { (message: GetPhotoContext) in
    try DemoCatalog.bundled().context(message)
  }
  var path: MessagePath { "/photos/\(photoID)/context" }
}

/// The sizes a photo is served at, smallest first.
struct GetPhotoSizes: Message, Codable, Equatable {
  typealias Response = [PhotoSize]
  let photoID: String
  static let demoResponse: DemoResponse<[PhotoSize]>? = .answer { (message: GetPhotoSizes) in
    try DemoCatalog.bundled().sizes(message)
  }
  var path: MessagePath { "/photos/\(photoID)/sizes" }
}

/// Every message the app sends, to register and validate at once.
let photoSearchMessages: [any Message.Type] = [
  SearchPhotos.self, GetPhotoInfo.self, GetPhotoContext.self, GetPhotoSizes.self,
]
