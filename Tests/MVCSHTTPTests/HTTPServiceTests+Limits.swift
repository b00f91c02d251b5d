import Foundation
import MVCS
import MVCSHTTP
import Testing

/// A search whose response may be at most `limit` bytes.
struct BoundedSearch: Message {
  typealias Response = [Photo]
  let limit: Int?
  var path: MessagePath { "/photos/search" }
  var maximumResponseSize: Int? { limit }
}

extension HTTPServiceTests {
  // MARK: - Response size

  @Test func announcedOversizedBodyFailsBeforeItIsRead() async throws {
    // Announces 1 GiB, sends 2 bytes and closes: the announcement alone is enough.
    let server = try Self.serve(
      .respond(status: 200, headers: ["Content-Length": "1073741824"], body: "[]"))
    defer { server.stop() }
    let http = HTTPService(stage: .development(server.baseURL))
    #expect(http.maximumResponseSize == 10 * 1_024 * 1_024)
    let error = await #expect(throws: HTTPError.self) {
      try await http.send(SearchPhotos(query: "cats"))
    }
    let url = "\(server.baseURL.absoluteString)/photos/search?q=cats"
    #expect(
      error
        == .responseTooLarge(
          message: "SearchPhotos", url: url, limit: 10_485_760, declared: 1_073_741_824))
    #expect(
      error?.description == """
        SearchPhotos's response from \(url) is 1024 MiB, over its limit of 10 MiB; it was not \
        read. To fix, raise the message's `maximumResponseSize` (or the service's), or ask the \
        server for less, such as a page at a time.
        """)
  }

  @Test func unannouncedOversizedBodyIsCutOffAtTheLimit() async throws {
    // No Content-Length: 64 MiB follow, more than the socket buffers hold, so the server
    // finishing early proves the client hung up instead of reading it all.
    let total = 16 * 1_024 * 1_024 * 1_024
    let server = try Self.serve(.stream(count: total))
    defer { server.stop() }
    let http = HTTPService(stage: .development(server.baseURL))
    let error = await #expect(throws: HTTPError.self) {
      try await http.send(BoundedSearch(limit: 1_024 * 1_024))
    }
    let url = "\(server.baseURL.absoluteString)/photos/search"
    #expect(
      error
        == .responseTooLarge(message: "BoundedSearch", url: url, limit: 1_048_576, declared: nil))
    #expect(
      error?.description.hasPrefix(
        "BoundedSearch's response from \(url) is over its limit of 1 MiB; reading stopped there.")
        == true)
    var events = server.events.makeAsyncIterator()
    #expect(await events.next() == .received("/photos/search"))
    #expect(await events.next() == .closedByClient("/photos/search"))
    #expect(server.bytesSent < total)
  }

  @Test func serviceLimitAppliesAndABodyAtTheLimitIsRead() async throws {
    let server = try Self.serve(.respond(status: 200, body: Self.photosJSON))
    defer { server.stop() }
    let size = Self.photosJSON.utf8.count
    let exact = HTTPService(stage: .development(server.baseURL), maximumResponseSize: size)
    #expect(try await exact.send(SearchPhotos(query: "cats")).count == 2)
    let smaller = HTTPService(stage: .development(server.baseURL), maximumResponseSize: size - 1)
    await #expect(throws: HTTPError.self) { try await smaller.send(SearchPhotos(query: "cats")) }
    // The message's own limit wins over the service's.
    #expect(try await smaller.send(BoundedSearch(limit: size)).count == 2)

    let stream = try Self.serve(.stream(count: 5_000))
    defer { stream.stop() }
    let http = HTTPService(stage: .development(stream.baseURL), maximumResponseSize: 1_000)
    let error = await #expect(throws: HTTPError.self) {
      try await http.send(SearchPhotos(query: "cats"))
    }
    guard case .responseTooLarge(_, _, 1_000, nil) = error else {
      Issue.record("expected responseTooLarge, got \(String(describing: error))")
      return
    }
  }

  // MARK: - Broken connections

  @Test func bodyShorterThanItsContentLengthIsALostConnection() async throws {
    let server = try Self.serve(
      .respond(status: 200, headers: ["Content-Length": "5000"], body: #"[{"id": "1""#))
    defer { server.stop() }
    let http = HTTPService(stage: .development(server.baseURL))
    let error = await #expect(throws: HTTPError.self) {
      try await http.send(SearchPhotos(query: "cats"))
    }
    let url = "\(server.baseURL.absoluteString)/photos/search?q=cats"
    #expect(
      error
        == .transport(
          message: "SearchPhotos", url: url,
          reason: "the connection was lost before the whole response arrived"))
  }

  @Test func connectionResetMidBodyIsALostConnection() async throws {
    let server = try Self.serve(.reset(declared: 5_000, body: #"[{"id": "1""#))
    defer { server.stop() }
    let http = HTTPService(stage: .development(server.baseURL))
    let error = await #expect(throws: HTTPError.self) {
      try await http.send(SearchPhotos(query: "cats"))
    }
    let url = "\(server.baseURL.absoluteString)/photos/search?q=cats"
    #expect(
      error
        == .transport(
          message: "SearchPhotos", url: url,
          reason: "the connection was lost before the whole response arrived"))
    #expect(
      error?.description == """
        SearchPhotos failed reaching \(url): the connection was lost before the whole response \
        arrived. To fix, check the stage's base URL and the network.
        """)
  }
}
