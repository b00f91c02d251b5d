import Foundation
import MVCSHTTP
import Testing

/// The test server itself: the other tests rely on each server answering only its own test.
struct TestHTTPServerTests {
  @Test func stopReturnsOnlyOnceTheAcceptThreadHasEnded() throws {
    let server = try TestHTTPServer { _ in .respond(status: 204, body: "") }
    #expect(!server.hasStoppedAccepting)
    server.stop()
    #expect(server.hasStoppedAccepting)
    server.stop()  // a second stop is harmless
  }

  @Test func aServerStartedAfterAnotherStoppedAnswersItsOwnRequests() async throws {
    // The next server usually reuses the stopped one's descriptor number: an accept thread
    // still running after stop would take its connections and answer with the wrong handler.
    for round in 0..<20 {
      let earlier = try TestHTTPServer { _ in .respond(status: 500, body: "earlier") }
      earlier.stop()
      let later = try TestHTTPServer { _ in .respond(status: 200, body: "[]") }
      defer { later.stop() }
      let http = HTTPService(stage: .development(later.baseURL))
      let photos = try await http.send(SearchPhotos(query: "round \(round)"))
      #expect(photos.isEmpty)
      #expect(earlier.requests.isEmpty)
    }
  }

  @Test func refusingPortRefusesForAsLongAsItIsHeld() async throws {
    let (socket, port) = try TestHTTPServer.refusingPort()
    defer { close(socket) }
    // No other socket can take the port while it is held, with or without SO_REUSEADDR.
    #expect(throws: TestHTTPServer.SocketError.self) { try TestHTTPServer.bind(port: port) }
  }
}
