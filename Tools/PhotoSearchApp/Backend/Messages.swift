import Foundation
import MVCSHTTP

// The four requests the app sends, as MVCSHTTP messages. Each is registered as a service under
// its type name, so stores ask for `environment.service(for: SearchPhotos.self)` and scene
// scripts fake `SearchPhotos`. In the demo stage, `DemoBackend` answers them instead of HTTP.

/// Where a search looks for its words.
enum SearchScope: String, Codable, Sendable, CaseIterable {
  /// Titles and tags.
  case all
  case titles
  case tags
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

  var path: String { "/photos/search" }
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
  var path: String { "/photos/\(photoID)" }
}

/// The photos before and after a photo.
struct GetPhotoContext: Message, Codable, Equatable {
  typealias Response = PhotoContext
  let photoID: String
  var path: String { "/photos/\(photoID)/context" }
}

/// The sizes a photo is served at, smallest first.
struct GetPhotoSizes: Message, Codable, Equatable {
  typealias Response = [PhotoSize]
  let photoID: String
  var path: String { "/photos/\(photoID)/sizes" }
}

/// Every message the app sends, to register and validate at once.
let photoSearchMessages: [any Message.Type] = [
  SearchPhotos.self, GetPhotoInfo.self, GetPhotoContext.self, GetPhotoSizes.self,
]
