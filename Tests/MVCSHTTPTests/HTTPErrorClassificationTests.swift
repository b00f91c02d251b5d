import Foundation
import MVCS
import MVCSHTTP
import MVCSLoading
import Testing

/// MVCSHTTP's errors as MVCSLoading sorts them: not connected and timed out count as offline,
/// so the loaders hide them unless the app asks; each error is made by a real exchange with a
/// server on 127.0.0.1.
@MainActor
@Suite(.timeLimit(.minutes(10)))
struct HTTPErrorClassificationTests {
  enum Exchange: String, CaseIterable, CustomTestStringConvertible, Sendable {
    case refused, hanging, failing, malformed, cancelled
    var testDescription: String { rawValue }
  }

  /// The error a real exchange of a kind throws.
  static func error(of exchange: Exchange) async throws -> HTTPError {
    switch exchange {
    case .refused:
      let (socket, port) = try TestHTTPServer.refusingPort()
      defer { close(socket) }
      let http = HTTPService(stage: .development(URL(string: "http://127.0.0.1:\(port)")!))
      return try await failure { try await http.send(PhotoDetail(id: "1")) }
    case .hanging:
      let server = try TestHTTPServer { _ in .hang }
      defer { server.stop() }
      let http = HTTPService(stage: .development(server.baseURL))
      return try await failure { try await http.send(PhotoDetail(id: "1")) }  // 300 ms
    case .failing, .malformed:
      let reply: TestHTTPServer.Reply =
        exchange == .failing
        ? .respond(status: 503, body: "down") : .respond(status: 200, body: "not json")
      let server = try TestHTTPServer { _ in reply }
      defer { server.stop() }
      let http = HTTPService(stage: .development(server.baseURL))
      return try await failure { try await http.send(PhotoDetail(id: "1")) }
    case .cancelled:
      let server = try TestHTTPServer { _ in .hang }
      defer { server.stop() }
      // Far past the suite's time limit: under a sanitizer on a busy machine the request can
      // reach the server tens of seconds late, and must still end by its cancellation.
      let http = HTTPService(stage: .development(server.baseURL), timeout: .seconds(600))
      let task = Task { try await http.send(SearchPhotos(query: "cats")) }
      var events = server.events.makeAsyncIterator()
      _ = await events.next()
      task.cancel()
      return try await failure { try await task.value }
    }
  }

  static func failure(_ send: () async throws -> some Sendable) async throws -> HTTPError {
    do {
      _ = try await send()
    } catch let error as HTTPError {
      return error
    }
    throw TestFailure.succeeded
  }

  enum TestFailure: Error { case succeeded }

  @Test(arguments: [
    (Exchange.refused, LoadFailure.Kind.offline, "You're offline."),
    (.hanging, .offline, "The server took too long to answer."),
    (.failing, .other, "The server had a problem (503)."),
    (.malformed, .other, "Something went wrong."),
    (.cancelled, .cancellation, "Cancelled."),
  ])
  func eachErrorHasItsKindAndUserMessage(
    exchange: Exchange, kind: LoadFailure.Kind, message: String
  ) async throws {
    let error = try await Self.error(of: exchange)
    let failure = LoadFailure(error)
    #expect(failure.kind == kind, "\(error)")
    #expect(failure.userMessage == message)
    #expect(failure.developerDetail == error.description)
    #expect(!failure.userMessage.contains("To fix"))
  }

  @Test(arguments: [
    (Exchange.refused, "You're offline."), (.hanging, "The server took too long to answer."),
  ])
  func aLoaderHidesOfflineErrorsUnlessTheAppAsks(exchange: Exchange, message: String)
    async throws
  {
    let error = try await Self.error(of: exchange)
    for shows in [false, true] {
      let pipeline = PhotoPipeline()
      let tasks = SceneTasks()
      let loader = DataLoader(
        pipeline: pipeline, state: \.photo, tasks: tasks,
        policy: ErrorPolicy(showsOfflineErrors: shows),
        remote: { () async throws -> Photo? in throw error })
      loader.load()
      await tasks.waitUntilIdle()
      #expect(pipeline.photo.failure?.kind == .offline)
      #expect(pipeline.photo.globalFailure?.userMessage == (shows ? message : nil))
    }
  }

  @Test func aLoaderShowsAServerError() async throws {
    let error = try await Self.error(of: .failing)
    let pipeline = PhotoPipeline()
    let tasks = SceneTasks()
    let loader = DataLoader(
      pipeline: pipeline, state: \.photo, tasks: tasks,
      remote: { () async throws -> Photo? in throw error })
    loader.load()
    await tasks.waitUntilIdle()
    #expect(pipeline.photo.globalFailure?.userMessage == "The server had a problem (503).")
  }
}

@MainActor final class PhotoPipeline: Pipeline {
  @Piped var photo = DataState<Photo>()
}
