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
    "Proxy-Authorization": "Basic cHJveHk=", "x-auth-token": "t0ken", "X-Tenant": "t3nant",
    "X-Client": "tests",
  ]
  static let secretHeaders = [
    "authorization", "x-api-key", "cookie", "proxy-authorization", "x-auth-token", "x-tenant",
  ]

  @Test(arguments: ["127.0.0.2", "127.0.0.1"])
  func redirectToAnotherOriginDropsCredentials(host: String) async throws {
    let other = try TestHTTPServer(host: host) { _ in .respond(status: 200, body: Self.photosJSON) }
    defer { other.stop() }
    let origin = try Self.redirecting(to: other.baseURL)
    defer { origin.stop() }
    let http = HTTPService(
      stage: .development(origin.baseURL), headers: Self.credentials, secretNames: ["x-tenant"])
    #expect(try await http.send(SearchPhotos(query: "cats")).count == 2)
    let first = try #require(origin.requests.first)
    for name in Self.secretHeaders {
      #expect(first.headers[name] != nil, "\(name) did not reach its own origin")
    }
    let redirected = try #require(other.requests.first)
    #expect(redirected.target == "/photos/search?q=cats")
    for name in Self.secretHeaders {
      #expect(redirected.headers[name] == nil, "\(name) reached \(other.baseURL)")
    }
    #expect(redirected.headers["x-client"] == "tests")
  }

  @Test(arguments: [301, 302, 307, 308])
  func redirectWithinTheOriginKeepsCredentials(status: Int) async throws {
    let server = try TestHTTPServer { request in
      request.target.hasPrefix("/v2/")
        ? .respond(status: 200, body: Self.photosJSON)
        : .respond(status: status, headers: ["Location": "/v2" + request.target], body: "")
    }
    defer { server.stop() }
    let http = HTTPService(
      stage: .development(server.baseURL), headers: Self.credentials, secretNames: ["X-Tenant"])
    #expect(try await http.send(SearchPhotos(query: "cats")).count == 2)
    let requests = server.requests
    #expect(requests.map(\.target) == ["/photos/search?q=cats", "/v2/photos/search?q=cats"])
    let redirected = try #require(requests.last)
    for (name, value) in Self.credentials {
      #expect(redirected.headers[name.lowercased()] == value, "\(name) was dropped")
    }
  }
}

/// A message whose response sets a cookie.
struct StartSession: Message {
  typealias Response = NoContent
  var path: MessagePath { "/session" }
}

extension HTTPServiceTests {
  @Test func cookiesTheOriginSetDoNotFollowARedirectToAnotherPort() async throws {
    let other = try TestHTTPServer { _ in .respond(status: 200, body: Self.photosJSON) }
    defer { other.stop() }
    let origin = try TestHTTPServer { request in
      request.target == "/session"
        ? .respond(status: 204, headers: ["Set-Cookie": "session=c00kie; Path=/"], body: "")
        : .respond(
          status: 302, headers: ["Location": other.baseURL.absoluteString + request.target],
          body: "")
    }
    defer { origin.stop() }
    let http = HTTPService(stage: .development(origin.baseURL))
    _ = try await http.send(StartSession())
    #expect(try await http.send(SearchPhotos(query: "cats")).count == 2)
    // The session keeps the cookie for its origin…
    #expect(origin.requests.last?.headers["cookie"] == "session=c00kie")
    // …and does not send it to another port of the same host.
    let redirected = try #require(other.requests.first)
    #expect(redirected.headers["cookie"] == nil)
  }
}
