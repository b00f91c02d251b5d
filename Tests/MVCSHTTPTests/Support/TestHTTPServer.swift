import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A small HTTP/1.1 server on 127.0.0.1 for the tests, on the system's sockets: one thread
/// accepts, one thread a connection answers with what the handler returns.
///
/// `@unchecked Sendable` is safe: `lock` guards `requests`; the rest is set in `init` or used
/// only by the thread that made it.
final class TestHTTPServer: @unchecked Sendable {
  struct Request: Sendable {
    let method: String
    /// The path with its query, as sent: `/photos?q=cats`.
    let target: String
    /// Header names lowercased.
    let headers: [String: String]
    let body: Data
  }

  enum Reply: Sendable {
    /// Answers with a status, headers and a body, then closes the connection.
    case respond(status: Int, headers: [String: String] = [:], body: String)
    /// Never answers: waits until the client closes the connection.
    case hang
  }

  enum Event: Sendable, Equatable {
    case received(String)
    case closedByClient(String)
  }

  let port: UInt16
  let events: AsyncStream<Event>
  private let eventSink: AsyncStream<Event>.Continuation
  private let listener: Int32
  private let handler: @Sendable (Request) -> Reply
  private let lock = NSLock()
  private var received: [Request] = []

  var baseURL: URL { URL(string: "http://127.0.0.1:\(port)")! }

  var requests: [Request] {
    lock.lock()
    defer { lock.unlock() }
    return received
  }

  init(handler: @escaping @Sendable (Request) -> Reply) throws {
    self.handler = handler
    (events, eventSink) = AsyncStream.makeStream()
    (listener, port) = try Self.listen()
    let thread = Thread { [self] in acceptLoop() }
    thread.start()
  }

  /// Stops accepting; connections being answered finish on their own.
  func stop() {
    shutdown(listener, Int32(SHUT_RDWR))
    close(listener)
    eventSink.finish()
  }

  /// A port nothing listens on: bound, then closed, so connecting to it is refused.
  static func closedPort() throws -> UInt16 {
    let socket = try makeSocket()
    defer { close(socket) }
    return try bind(socket)
  }

  // MARK: - Serving

  private func acceptLoop() {
    while true {
      let connection = accept(listener, nil, nil)
      guard connection >= 0 else { return }  // stopped
      let thread = Thread { [self] in serve(connection) }
      thread.start()
    }
  }

  private func serve(_ connection: Int32) {
    defer { close(connection) }
    guard let request = Self.readRequest(connection) else { return }
    lock.lock()
    received.append(request)
    lock.unlock()
    eventSink.yield(.received(request.target))
    switch handler(request) {
    case .respond(let status, let headers, let body):
      var head = "HTTP/1.1 \(status) \(status < 300 ? "OK" : "Error")\r\n"
      var allHeaders = ["Content-Type": "application/json", "Connection": "close"]
      allHeaders.merge(headers) { $1 }
      allHeaders["Content-Length"] = "\(body.utf8.count)"
      for (name, value) in allHeaders.sorted(by: { $0.key < $1.key }) {
        head += "\(name): \(value)\r\n"
      }
      Self.send(Data((head + "\r\n" + body).utf8), on: connection)
    case .hang:
      var byte: UInt8 = 0
      // Returns 0 when the client closes the connection, as cancelling or timing out does.
      while recv(connection, &byte, 1, 0) > 0 {}
      eventSink.yield(.closedByClient(request.target))
    }
  }

  private static func readRequest(_ connection: Int32) -> Request? {
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 4_096)
    let separator = Data("\r\n\r\n".utf8)
    while data.range(of: separator) == nil {
      let count = recv(connection, &buffer, buffer.count, 0)
      guard count > 0 else { return nil }
      data.append(contentsOf: buffer[..<count])
    }
    let headEnd = data.range(of: separator)!
    let head = String(decoding: data[..<headEnd.lowerBound], as: UTF8.self)
    var lines = head.components(separatedBy: "\r\n")
    let requestLine = lines.removeFirst().split(separator: " ")
    guard requestLine.count >= 2 else { return nil }
    var headers: [String: String] = [:]
    for line in lines {
      guard let colon = line.firstIndex(of: ":") else { continue }
      headers[line[..<colon].lowercased()] = line[line.index(after: colon)...]
        .trimmingCharacters(in: .whitespaces)
    }
    var body = Data(data[headEnd.upperBound...])
    let length = Int(headers["content-length"] ?? "") ?? 0
    while body.count < length {
      let count = recv(connection, &buffer, buffer.count, 0)
      guard count > 0 else { return nil }
      body.append(contentsOf: buffer[..<count])
    }
    return Request(
      method: String(requestLine[0]), target: String(requestLine[1]), headers: headers,
      body: body)
  }

  private static func send(_ data: Data, on connection: Int32) {
    data.withUnsafeBytes { bytes in
      var sent = 0
      while sent < bytes.count {
        let count = Foundation.send(connection, bytes.baseAddress! + sent, bytes.count - sent, 0)
        guard count > 0 else { return }
        sent += count
      }
    }
  }

  // MARK: - Sockets

  struct SocketError: Error, CustomStringConvertible {
    let call: String
    let code: Int32
    var description: String { "\(call) failed: \(String(cString: strerror(code)))" }
  }

  private static func makeSocket() throws -> Int32 {
    #if canImport(Glibc)
      let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
      let socket = Darwin.socket(AF_INET, SOCK_STREAM, 0)
    #endif
    guard socket >= 0 else { throw SocketError(call: "socket", code: errno) }
    var yes: Int32 = 1
    setsockopt(socket, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
    return socket
  }

  /// Binds to 127.0.0.1 on a port the system picks, and returns the port.
  private static func bind(_ socket: Int32) throws -> UInt16 {
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = 0
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        Foundation.bind(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard bound == 0 else { throw SocketError(call: "bind", code: errno) }
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let named = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(socket, $0, &length) }
    }
    guard named == 0 else { throw SocketError(call: "getsockname", code: errno) }
    return UInt16(bigEndian: address.sin_port)
  }

  private static func listen() throws -> (Int32, UInt16) {
    let socket = try makeSocket()
    do {
      let port = try bind(socket)
      guard Foundation.listen(socket, 16) == 0 else {
        throw SocketError(call: "listen", code: errno)
      }
      return (socket, port)
    } catch {
      close(socket)
      throw error
    }
  }
}
