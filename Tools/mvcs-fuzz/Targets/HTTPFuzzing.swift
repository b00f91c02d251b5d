import Foundation
import MVCSHTTP

/// A photo as a server sends it.
struct FuzzPhoto: Codable, Equatable, Sendable {
  var id: String
  var title: String?
  var width: Int
  var rating: Double?
  var tags: [String]
  var isFavorite: Bool
}

/// A page of photos as a server sends it.
struct FuzzPhotoPage: Codable, Equatable, Sendable {
  var photos: [FuzzPhoto]
  var total: Int
  var next: String?
}

/// A message whose response is a page of photos.
struct FuzzSearch: Message {
  typealias Response = FuzzPhotoPage
  var path: MessagePath { "search" }
}

/// HTTP response bodies, decoded as a message's response.
enum HTTPFuzzing {
  /// A body decodes as the response, which encodes and decodes as itself; or the error says
  /// where in the JSON it went wrong, and quotes at most a short piece of the body.
  static func decode(_ input: [UInt8]) throws(PropertyFailure) -> Outcome {
    let page: FuzzPhotoPage
    do {
      page = try HTTPService.decode(FuzzSearch.self, from: Data(input))
    } catch {
      guard case .decodingFailed(let message, _, let path, let expected, let found) = error else {
        throw PropertyFailure("a body failed to decode with \(error)")
      }
      try require(
        message == "FuzzSearch" && path.hasPrefix("$") && !expected.isEmpty
          && found.count <= 200,
        "a body failed to decode with a malformed error: \(error)")
      return .rejected
    }
    let again = try? JSONDecoder().decode(FuzzPhotoPage.self, from: JSONEncoder().encode(page))
    try require(again == page, "\(page) does not encode and decode as itself")
    return .accepted
  }
}
