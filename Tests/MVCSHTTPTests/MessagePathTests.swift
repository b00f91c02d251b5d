import Foundation
import MVCS
import MVCSHTTP
import Testing

/// A message whose path holds a value a user typed.
struct FileNamed: Message {
  typealias Response = NoContent
  let name: String
  var path: MessagePath { "/files/\(name)/info" }
}

struct MessagePathTests {
  @Test(arguments: [
    ("cat.jpg", "/files/cat.jpg/info"),
    ("../admin", "/files/..%2Fadmin/info"),
    ("..", "/files/%2E%2E/info"),
    (".", "/files/%2E/info"),
    ("a/b", "/files/a%2Fb/info"),
    ("x?admin=1#top", "/files/x%3Fadmin%3D1%23top/info"),
    ("50%", "/files/50%25/info"),
    ("cats & dogs", "/files/cats%20%26%20dogs/info"),
    ("é", "/files/%C3%A9/info"),
  ])
  func interpolatedValueStaysOneSegment(name: String, encoded: String) {
    #expect(FileNamed(name: name).path.percentEncoded == encoded)
  }

  @Test func literalTextIsUsedAsWrittenExceptWhatAPathCannotHold() {
    let path: MessagePath = "/photos/search;v=2/a b?#"
    #expect(path.percentEncoded == "/photos/search;v=2/a%20b%3F%23")
    #expect("\(path)" == path.percentEncoded)
  }

  @Test(arguments: ["../../admin", "..", "x?admin=1#top", "a/b"])
  func userTextCannotLeaveTheMessagesPathOnTheWire(name: String) async throws {
    let server = try TestHTTPServer { _ in .respond(status: 204, body: "") }
    defer { server.stop() }
    let http = HTTPService(stage: .development(server.baseURL.appending(path: "api")))
    _ = try await http.send(FileNamed(name: name))
    let request = try #require(server.requests.first)
    #expect(request.target.hasPrefix("/api/files/"))
    #expect(request.target.hasSuffix("/info"))
    #expect(!request.target.contains("?") && !request.target.contains("#"))
    #expect(request.target.split(separator: "/").count == 4)
    #expect(request.target.removingPercentEncoding == "/api/files/\(name)/info")
  }
}
