import Foundation
import MVCS
import MVCSHTTP
import Testing

/// The service against a real HTTP server on 127.0.0.1.
@Suite(.timeLimit(.minutes(10)))
struct HTTPServiceTests {
  static let photosJSON = #"[{"id": "1", "title": "cat"}, {"id": "2", "title": "hat"}]"#

  static func serve(_ reply: TestHTTPServer.Reply) throws -> TestHTTPServer {
    try TestHTTPServer { _ in reply }
  }

  // MARK: - Success

  @Test func sendsAGetWithItsQueryAndDecodesTheResponse() async throws {
    let server = try Self.serve(.respond(status: 200, body: Self.photosJSON))
    defer { server.stop() }
    let http = HTTPService(
      stage: .development(server.baseURL), headers: ["Authorization": "Bearer s3cret"])
    let photos = try await http.send(SearchPhotos(query: "cats & dogs"))
    #expect(photos == [Photo(id: "1", title: "cat"), Photo(id: "2", title: "hat")])
    let request = try #require(server.requests.first)
    #expect(request.method == "GET")
    #expect(request.target == "/photos/search?q=cats%20%26%20dogs")
    #expect(request.headers["authorization"] == "Bearer s3cret")
    #expect(request.headers["accept"] == "application/json")
  }

  @Test func postsAJSONBodyWithTheMessagesHeaders() async throws {
    let server = try Self.serve(.respond(status: 204, body: ""))
    defer { server.stop() }
    let base = server.baseURL.appending(path: "api/v1")
    let http = HTTPService(stage: .production(base), headers: ["X-Trace": "service"])
    #expect(try await http.send(AddFavorite(photoID: "p7")) == NoContent())
    let request = try #require(server.requests.first)
    #expect(request.method == "POST")
    #expect(request.target == "/api/v1/favorites")
    #expect(String(decoding: request.body, as: UTF8.self) == #"{"photoID":"p7"}"#)
    #expect(request.headers["content-type"] == "application/json")
    #expect(request.headers["x-trace"] == "t-1")
    #expect(request.headers["accept"] == "application/vnd.test+json")
  }

  // MARK: - Failures

  @Test func notFoundIsAStatusErrorWithTheStartOfTheBodyWhenAsked() async throws {
    let server = try Self.serve(.respond(status: 404, body: #"{"error": "no such photo"}"#))
    defer { server.stop() }
    let http = HTTPService(stage: .development(server.baseURL), errorsIncludeResponseBody: true)
    let error = await #expect(throws: HTTPError.self) {
      try await http.send(PhotoDetail(id: "42"))
    }
    let url = "\(server.baseURL.absoluteString)/photos/42"
    #expect(
      error
        == .status(
          message: "PhotoDetail", url: url, code: 404, body: #"{"error": "no such photo"}"#))
    #expect(
      error?.description == """
        PhotoDetail got HTTP 404 from \(url), with a body starting {"error": "no such photo"}. \
        To fix, check the message's path, method and parameters against the server's API.
        """)
  }

  @Test func serverErrorIsAStatusErrorPointingAtTheServer() async throws {
    let body = String(repeating: "x", count: 500)
    let server = try Self.serve(.respond(status: 500, body: body))
    defer { server.stop() }
    let http = HTTPService(stage: .development(server.baseURL), errorsIncludeResponseBody: true)
    let error = await #expect(throws: HTTPError.self) {
      try await http.send(SearchPhotos(query: "cats"))
    }
    guard case .status(_, _, let code, let start) = error else {
      Issue.record("expected a status error, got \(String(describing: error))")
      return
    }
    #expect(code == 500)
    #expect(start == String(repeating: "x", count: 199) + "…")
    #expect(error?.description.hasSuffix("against the server's API, or the server's log.") == true)
  }

  @Test func slowResponseTimesOut() async throws {
    let server = try Self.serve(.hang)
    defer { server.stop() }
    let http = HTTPService(stage: .development(server.baseURL))
    let error = await #expect(throws: HTTPError.self) {
      try await http.send(PhotoDetail(id: "1"))  // its own timeout: 300 ms
    }
    let url = "\(server.baseURL.absoluteString)/photos/1"
    #expect(error == .timedOut(message: "PhotoDetail", url: url, after: .milliseconds(300)))
    #expect(
      error?.description == """
        PhotoDetail got no response from \(url) within 300 ms. To fix, check that the server \
        is up, or allow longer with the service's timeout (or the message's `timeout`).
        """)
  }

  @Test func malformedJSONIsADecodingErrorAtTheRoot() async throws {
    let server = try Self.serve(.respond(status: 200, body: "{not json"))
    defer { server.stop() }
    let http = HTTPService(stage: .development(server.baseURL))
    let error = await #expect(throws: HTTPError.self) {
      try await http.send(SearchPhotos(query: "cats"))
    }
    #expect(
      error
        == .decodingFailed(
          message: "SearchPhotos", type: "Array<Photo>", path: "$", expected: "JSON",
          found: "{not json"))
  }

  @Test(arguments: [
    "\u{1B}]0;owned\u{07}oops", #"[{"id": "1", "title": ["\u202Eevil\u0085"]}]"#,
  ])
  func serverTextInAnErrorCannotDriveTheTerminal(body: String) async throws {
    let server = try Self.serve(.respond(status: 200, body: body))
    defer { server.stop() }
    let http = HTTPService(stage: .development(server.baseURL))
    let error = await #expect(throws: HTTPError.self) {
      try await http.send(SearchPhotos(query: "cats"))
    }
    let text = try #require(error?.description)
    #expect(!text.unicodeScalars.contains { $0.properties.generalCategory == .control })
    #expect(!text.unicodeScalars.contains { (0x202A...0x202E).contains($0.value) })
  }

  @Test func wrongFieldTypeNamesItsJSONPathAndExpectedType() async throws {
    let body = #"[{"id": "1", "title": "cat"}, {"id": "2", "title": 42}]"#
    let server = try Self.serve(.respond(status: 200, body: body))
    defer { server.stop() }
    let http = HTTPService(stage: .development(server.baseURL))
    let error = await #expect(throws: HTTPError.self) {
      try await http.send(SearchPhotos(query: "cats"))
    }
    #expect(
      error?.description == """
        SearchPhotos's response is not a valid Array<Photo>: at $[1].title it expected a string \
        but found 42. To fix, make Array<Photo> match the JSON the server sends (an optional for \
        a field that may be missing or null), or fix the server.
        """)
  }

  @Test func missingFieldNamesItsJSONPath() async throws {
    let server = try Self.serve(.respond(status: 200, body: #"{"id": "1"}"#))
    defer { server.stop() }
    let http = HTTPService(stage: .development(server.baseURL))
    let error = await #expect(throws: HTTPError.self) {
      try await http.send(PhotoDetail(id: "1"))
    }
    #expect(
      error
        == .decodingFailed(
          message: "PhotoDetail", type: "Photo", path: "$.title", expected: "a value",
          found: "no such key"))
  }

  @Test func refusedConnectionIsNotConnected() async throws {
    // The port stays bound (not listening) for the whole test, so no parallel test's server
    // can take it and answer.
    let (socket, port) = try TestHTTPServer.refusingPort()
    defer { close(socket) }
    let http = HTTPService(stage: .development(URL(string: "http://127.0.0.1:\(port)")!))
    let error = await #expect(throws: HTTPError.self) {
      try await http.send(SearchPhotos(query: "cats"))
    }
    guard case .notConnected(let message, let url, _) = error else {
      Issue.record("expected notConnected, got \(String(describing: error))")
      return
    }
    #expect(message == "SearchPhotos")
    #expect(url == "http://127.0.0.1:\(port)/photos/search?q=cats")
  }

  @Test func cancellingTheTaskCancelsTheRequest() async throws {
    let server = try Self.serve(.hang)
    defer { server.stop() }
    // Far past the test's time: on a busy machine the request may reach the server late, and
    // must still end by its cancellation, not a timeout.
    let http = HTTPService(stage: .development(server.baseURL), timeout: .seconds(600))
    let task = Task { try await http.send(SearchPhotos(query: "cats")) }
    var events = server.events.makeAsyncIterator()
    #expect(await events.next() == .received("/photos/search?q=cats"))
    task.cancel()
    let result = await task.result
    #expect(throws: HTTPError.cancelled(message: "SearchPhotos")) { try result.get() }
    #expect(await events.next() == .closedByClient("/photos/search?q=cats"))
  }

  // MARK: - Demo stage

  @Test func demoStageAnswersDemoResponsesWithNoServer() async throws {
    let http = HTTPService()
    #expect(http.stage == .demo)
    #expect(
      try await http.send(SearchPhotos(query: "cats")) == [Photo(id: "d1", title: "demo cat")])
    #expect(try await http.send(AddFavorite(photoID: "p1")) == NoContent())
    #expect(try await http.send(RecentPhotos()).map(\.id) == ["r1", "r2"])
  }

  @Test func demoStageWithoutADemoResponseNamesTheMessageAndTheFix() async throws {
    let http = HTTPService(stage: .demo)
    let error = await #expect(throws: HTTPError.self) {
      try await http.send(PhotoDetail(id: "1"))
    }
    #expect(
      error?.description == """
        PhotoDetail has no demo response, and the service runs in the demo stage. To fix, give \
        PhotoDetail a `static let demoResponse: DemoResponse<Photo>?` (a .value, .json or \
        bundled .resource), or create the service with stage .development(url) or \
        .production(url).
        """)
  }

  @Test func validationReportsEveryMessageThatCannotBeSent() {
    let http = HTTPService()
    let messages: [any Message.Type] = [
      SearchPhotos.self, PhotoDetail.self, RecentPhotos.self, BrokenDemo.self,
    ]
    #expect(
      http.problems(with: messages) == [
        .noDemoResponse(message: "PhotoDetail", response: "Photo"),
        .missingDemoFile(message: "BrokenDemo", name: "nothing-here"),
      ])
    let report = #expect(throws: HTTPValidationReport.self) { try http.validate(messages) }
    #expect(
      report?.description.hasPrefix(
        "2 problems sending messages in the demo stage:\n1. PhotoDetail has no demo response")
        == true)
    let live = HTTPService(stage: .production(URL(string: "https://api.example.com")!))
    #expect(live.problems(with: messages).isEmpty)
  }

  // MARK: - Stages

  @Test func stageChosenByNameNeedsItsBaseURL() throws {
    let url = URL(string: "https://api.example.com")!
    #expect(try HTTPService.Stage(named: nil, development: nil, production: nil) == .demo)
    #expect(
      try HTTPService.Stage(named: "production", development: nil, production: url)
        == .production(url))
    let missing = #expect(throws: HTTPError.self) {
      _ = try HTTPService.Stage(named: "development", development: nil, production: url)
    }
    #expect(
      missing?.description == """
        The stage "development" cannot be used: it has no base URL. To fix, pass its URL \
        (development: URL(string: "https://…")), or choose another stage.
        """)
    let unknown = #expect(throws: HTTPError.self) {
      _ = try HTTPService.Stage(named: "staging", development: url, production: url)
    }
    #expect(
      unknown?.description == """
        The stage "staging" cannot be used: it is not a stage. The stages are demo, \
        development, production. To fix, use one of them.
        """)
  }

  @Test func baseURLWithoutHTTPIsReportedBeforeSending() async {
    let http = HTTPService(stage: .development(URL(string: "ftp://example.com")!))
    let expected = HTTPError.invalidBaseURL(
      stage: "development", url: "ftp://example.com",
      reason: #"its scheme is "ftp", not http or https"#)
    #expect(http.problems(with: [SearchPhotos.self]) == [expected])
    await #expect(throws: expected) { try await http.send(SearchPhotos(query: "x")) }
  }

  // MARK: - Log

  @Test func logRedactsCredentials() async throws {
    let server = try Self.serve(
      .respond(status: 200, headers: ["Set-Cookie": "session=abc123"], body: Self.photosJSON))
    defer { server.stop() }
    let entries = LogEntries()
    var base = URLComponents(url: server.baseURL, resolvingAgainstBaseURL: false)!
    (base.user, base.password) = ("ann", "hunter2")
    let http = HTTPService(
      stage: .development(base.url!),
      headers: ["Authorization": "Bearer s3cret", "Cookie": "id=42", "X-Client": "tests"],
      log: { entries.append($0) })
    _ = try await http.send(SearchPhotos(query: "cats"))
    let entry = try #require(entries.all.first)
    let text = entry.description
    for secret in ["s3cret", "id=42", "abc123", "hunter2"] {
      #expect(!text.contains(secret), "the log shows \(secret): \(text)")
    }
    #expect(text.contains("> Authorization: <redacted>"))
    #expect(text.contains("> Cookie: <redacted>"))
    #expect(text.contains("< Set-Cookie: <redacted>"))
    #expect(text.contains("> X-Client: tests"))
    #expect(text.hasPrefix("SearchPhotos: GET http://ann:%3Credacted%3E@127.0.0.1:"))
    #expect(entry.status == 200)
  }

  @Test func logRecordsFailuresAndDemoAnswers() async throws {
    let entries = LogEntries()
    let http = HTTPService(log: { entries.append($0) })
    _ = try await http.send(SearchPhotos(query: "cats"))
    _ = try? await http.send(PhotoDetail(id: "9"))
    #expect(
      entries.all.map(\.error) == [nil, .noDemoResponse(message: "PhotoDetail", response: "Photo")])
    #expect(
      entries.all.first?.description.hasPrefix(
        "SearchPhotos: GET /photos/search → demo response in ") == true)
  }
}

/// `@unchecked Sendable` is safe: `lock` guards `entries`.
final class LogEntries: @unchecked Sendable {
  private let lock = NSLock()
  private var entries: [HTTPLogEntry] = []

  func append(_ entry: HTTPLogEntry) {
    lock.lock()
    entries.append(entry)
    lock.unlock()
  }

  var all: [HTTPLogEntry] {
    lock.lock()
    defer { lock.unlock() }
    return entries
  }
}
