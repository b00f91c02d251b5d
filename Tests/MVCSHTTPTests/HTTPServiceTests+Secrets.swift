import Foundation
import MVCS
import MVCSHTTP
import Testing

/// A search authenticated by query items, as some APIs are.
struct KeyedSearch: Message {
  typealias Response = [Photo]
  var path: MessagePath { "/photos/search" }
  var queryItems: [URLQueryItem] {
    [
      URLQueryItem(name: "q", value: "cats"), URLQueryItem(name: "api_key", value: "k3y"),
      URLQueryItem(name: "Access_Token", value: "t0ken"),
      URLQueryItem(name: "tenant", value: "t3nant"),
    ]
  }
}

/// A login whose response holds a token.
struct LogIn: Message {
  struct Session: Decodable, Sendable {
    let accessToken: Int
    let user: String
    enum CodingKeys: String, CodingKey {
      case accessToken = "access_token"
      case user
    }
  }
  typealias Response = Session
  var path: MessagePath { "/login" }
}

extension HTTPServiceTests {
  static let secrets = ["s3cret", "k3y", "t0ken", "t3nant", "c00kie", "hunter2", "abc123"]

  static func expectNoSecrets(
    in text: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for secret in secrets {
      #expect(!text.contains(secret), "shows \(secret): \(text)", sourceLocation: sourceLocation)
    }
  }

  @Test func logRedactsSecretHeadersAndQueryItems() async throws {
    let server = try Self.serve(
      .respond(
        status: 200, headers: ["Set-Cookie": "session=abc123", "X-Refresh-Token": "t0ken"],
        body: Self.photosJSON))
    defer { server.stop() }
    let entries = LogEntries()
    let http = HTTPService(
      stage: .development(server.baseURL),
      headers: ["x-api-key": "k3y", "X-Tenant": "t3nant", "X-Client": "tests"],
      secretNames: ["x-tenant", "TENANT"], log: { entries.append($0) })
    _ = try await http.send(KeyedSearch())
    let entry = try #require(entries.all.first)
    let text = entry.description
    Self.expectNoSecrets(in: text)
    #expect(
      entry.url
        == "\(server.baseURL.absoluteString)/photos/search?q=cats&api_key=<redacted>"
        + "&Access_Token=<redacted>&tenant=<redacted>")
    #expect(text.contains("> X-Api-Key: <redacted>"))
    #expect(text.contains("> X-Tenant: <redacted>"))
    #expect(text.contains("> X-Client: tests"))
    #expect(text.contains("< X-Refresh-Token: <redacted>"))
    // The server did get them.
    let request = try #require(server.requests.first)
    #expect(request.target.contains("api_key=k3y"))
    #expect(request.headers["x-tenant"] == "t3nant")
  }

  @Test func statusErrorLeavesOutTheBodyUnlessAsked() async throws {
    let body = #"{"error": "bad key", "echo": "k3y"}"#
    let server = try Self.serve(.respond(status: 401, body: body))
    defer { server.stop() }
    let entries = LogEntries()
    let http = HTTPService(
      stage: .development(server.baseURL), secretNames: ["tenant"], log: { entries.append($0) })
    let error = await #expect(throws: HTTPError.self) { try await http.send(KeyedSearch()) }
    let url =
      "\(server.baseURL.absoluteString)/photos/search?q=cats&api_key=<redacted>"
      + "&Access_Token=<redacted>&tenant=<redacted>"
    #expect(error == .status(message: "KeyedSearch", url: url, code: 401, body: nil))
    #expect(
      error?.description == """
        KeyedSearch got HTTP 401 from \(url). To fix, check the message's path, method and \
        parameters against the server's API.
        """)
    Self.expectNoSecrets(in: error?.description ?? "")
    Self.expectNoSecrets(in: entries.all.map(\.description).joined())
  }

  @Test func transportErrorsRedactTheURL() async throws {
    let (socket, port) = try TestHTTPServer.refusingPort()
    defer { close(socket) }
    var base = URLComponents(string: "http://127.0.0.1:\(port)")!
    (base.user, base.password) = ("ann", "hunter2")
    let entries = LogEntries()
    let http = HTTPService(
      stage: .development(base.url!), secretNames: ["tenant"], log: { entries.append($0) })
    let error = await #expect(throws: HTTPError.self) { try await http.send(KeyedSearch()) }
    guard case .notConnected(_, let url, _) = error else {
      Issue.record("expected notConnected, got \(String(describing: error))")
      return
    }
    #expect(
      url
        == "http://ann:%3Credacted%3E@127.0.0.1:\(port)/photos/search?q=cats&api_key=<redacted>"
        + "&Access_Token=<redacted>&tenant=<redacted>")
    Self.expectNoSecrets(in: error?.description ?? "")
    Self.expectNoSecrets(in: entries.all.map(\.description).joined())
  }

  @Test func baseURLErrorsAndStageDescriptionsRedactCredentials() {
    let url = URL(string: "ftp://ann:hunter2@example.com/api?token=t0ken")!
    let http = HTTPService(stage: .development(url))
    let problems = http.problems(with: [SearchPhotos.self])
    #expect(
      problems == [
        .invalidBaseURL(
          stage: "development", url: "ftp://ann:%3Credacted%3E@example.com/api?token=<redacted>",
          reason: #"its scheme is "ftp", not http or https"#)
      ])
    Self.expectNoSecrets(in: problems.map(\.description).joined())
    Self.expectNoSecrets(in: http.stage.description)
  }

  @Test func decodingErrorHidesValuesUnderSecretKeys() async throws {
    let server = try Self.serve(
      .respond(status: 200, body: #"{"access_token": "t0ken", "user": "ann"}"#))
    defer { server.stop() }
    let http = HTTPService(stage: .development(server.baseURL))
    let error = await #expect(throws: HTTPError.self) { try await http.send(LogIn()) }
    #expect(
      error
        == .decodingFailed(
          message: "LogIn", type: "Session", path: "$.access_token",
          expected: "an integer (Int)", found: "<redacted>"))
    Self.expectNoSecrets(in: error?.description ?? "")

    let nested = try Self.serve(
      .respond(status: 200, body: #"[{"refresh_token": "t0ken"}]"#))
    defer { nested.stop() }
    let other = HTTPService(stage: .development(nested.baseURL))
    let mismatch = await #expect(throws: HTTPError.self) { try await other.send(LogIn()) }
    guard case .decodingFailed(_, _, "$", _, let found) = mismatch else {
      Issue.record("expected a decoding error at $, got \(String(describing: mismatch))")
      return
    }
    #expect(found == "<redacted>")
  }
}
