import Foundation
import MVCS
import MVCSHTTP

struct Photo: Codable, Sendable, Equatable {
  let id: String
  let title: String
}

/// A GET with a query; has a demo value.
struct SearchPhotos: Message, Encodable, Equatable {
  typealias Response = [Photo]
  static let demoResponse: DemoResponse<[Photo]>? = .value([Photo(id: "d1", title: "demo cat")])

  let query: String
  var path: MessagePath { "/photos/search" }
  var queryItems: [URLQueryItem] { [URLQueryItem(name: "q", value: query)] }
}

/// A POST with a JSON body, headers of its own and no response body; demo JSON text.
struct AddFavorite: Message {
  typealias Response = NoContent
  static let demoResponse: DemoResponse<NoContent>? = .json("{}")

  let photoID: String
  var method: HTTPMethod { .post }
  var path: MessagePath { "favorites" }
  var body: (any Encodable & Sendable)? { ["photoID": photoID] }
  var headers: [String: String] { ["X-Trace": "t-1", "Accept": "application/vnd.test+json"] }
}

/// A message with its own short timeout and no demo response.
struct PhotoDetail: Message {
  typealias Response = Photo
  let id: String
  var path: MessagePath { "/photos/\(id)" }
  var timeout: Duration? { .milliseconds(300) }
}

/// A message whose demo response is a JSON file.
struct RecentPhotos: Message {
  typealias Response = [Photo]
  static let demoResponse: DemoResponse<[Photo]>? = .file(
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().appending(path: "recent.json"))
  var path: MessagePath { "/photos/recent" }
}

/// A message whose demo file is missing.
struct BrokenDemo: Message {
  typealias Response = [Photo]
  static let demoResponse: DemoResponse<[Photo]>? = .resource("nothing-here", in: .main)
  var path: MessagePath { "/broken" }
}
