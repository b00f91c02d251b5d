import Foundation
import MVCS
import MVCSHTTP
import Testing

extension HTTPServiceTests {
  /// A server that redirects every request to `target`, with the request's path and query.
  static func redirecting(to target: URL, status: Int = 302) throws -> TestHTTPServer {
    try TestHTTPServer { request in
      .respond(
        status: status, headers: ["Location": target.absoluteString + request.target], body: "")
    }
  }

  static let credentials = [
    "Authorization": "Bearer s3cret", "X-Api-Key": "k3y", "Cookie": "session=c00kie",
    "Proxy-Authorization": "Basic cHJveHk=", "X-Client": "tests",
  ]

  @Test(arguments: ["127.0.0.2", "127.0.0.1"])
  func redirectToAnotherOriginDropsCredentials(host: String) async throws {
    let other = try TestHTTPServer(host: host) { _ in .respond(status: 200, body: Self.photosJSON) }
    defer { other.stop() }
    let origin = try Self.redirecting(to: other.baseURL)
    defer { origin.stop() }
    let http = HTTPService(stage: .development(origin.baseURL), headers: Self.credentials)
    #expect(try await http.send(SearchPhotos(query: "cats")).count == 2)
    let first = try #require(origin.requests.first)
    #expect(first.headers["authorization"] == "Bearer s3cret")
    #expect(first.headers["x-api-key"] == "k3y")
    let redirected = try #require(other.requests.first)
    #expect(redirected.target == "/photos/search?q=cats")
    for name in ["authorization", "x-api-key", "cookie", "proxy-authorization"] {
      #expect(redirected.headers[name] == nil, "\(name) reached \(other.baseURL)")
    }
    #expect(redirected.headers["x-client"] == "tests")
  }
}
