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

// MARK: - Demo responses

struct Story: Codable, Sendable, Equatable {
  let id: Int
  let title: String
}

struct NoSuchStory: Error, CustomStringConvertible {
  let id: Int
  var description: String { "no story has the id \(id)" }
}

/// A message whose demo answer depends on the request; a negative id throws a plain error, id 0
/// an HTTP status error, id 1000 a service failure.
struct GetStory: Message, Encodable {
  typealias Response = Story
  static let demoResponse: DemoResponse<Story>? = .answer { (message: GetStory) in
    if message.id < 0 { throw NoSuchStory(id: message.id) }
    if message.id == 1_000 { throw ServiceFailure.timedOut }
    if message.id == 0 {
      throw HTTPError.status(message: "GetStory", url: "/stories/0", code: 404, body: nil)
    }
    return Story(id: message.id, title: "Story \(message.id)")
  }
  let id: Int
  var path: MessagePath { "/stories/\(id)" }
}

/// A message whose demo answer is offline.
struct OfflineStory: Message {
  typealias Response = Story
  static let demoResponse: DemoResponse<Story>? = .failure(.offline)
  var path: MessagePath { "/stories/offline" }
}

/// A message that borrows another message's answer, which cannot answer it.
struct GetDraft: Message {
  typealias Response = Story
  static let demoResponse = GetStory.demoResponse
  var path: MessagePath { "/drafts/1" }
}

/// A message that fails the first time and succeeds after.
struct FlakySearch: Message {
  typealias Response = [Photo]
  static let demoResponse: DemoResponse<[Photo]>? = .sequence([
    .failure(.status(message: "FlakySearch", url: "/photos/flaky", code: 503, body: nil)),
    .sequence([.json(#"[{"id": "f1", "title": "first"}]"#)]),
    .value([Photo(id: "f2", title: "later")]),
  ])
  var path: MessagePath { "/photos/flaky" }
}

/// A message whose demo answer comes two seconds late.
struct SlowSearch: Message {
  typealias Response = [Photo]
  static let demoResponse: DemoResponse<[Photo]>? =
    DemoResponse.value([Photo(id: "s1", title: "slow")]).delayed(by: .seconds(2))
  var path: MessagePath { "/photos/slow" }
}

/// A message whose demo answer is an empty sequence.
struct EmptySequence: Message {
  typealias Response = [Photo]
  static let demoResponse: DemoResponse<[Photo]>? = .sequence([])
  var path: MessagePath { "/photos/none" }
}
