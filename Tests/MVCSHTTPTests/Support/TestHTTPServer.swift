import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A small HTTP/1.1 server on a loopback address for the tests, on the system's sockets: one
/// thread accepts, one thread a connection answers with what the handler returns.
///
/// `@unchecked Sendable` is safe: `lock` guards every `var`; `acceptLoopEnded` is a semaphore; the rest is set in `init` or used only by the thread that made it.
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
    /// Sends a 200 head without a `Content-Length`, then `count` bytes of body (`[` and spaces)
    /// as fast as the client takes them, then closes; stops early, with `.closedByClient`, when
    /// the client hangs up.
    case stream(count: Int)
    /// Sends a head announcing `Content-Length: declared`, then `body`, then resets the
    /// connection (RST), as a server that crashes mid-body does.
    case reset(declared: Int, body: String)
  }

  enum Event: Sendable, Equatable {
    case received(String)
    case closedByClient(String)
  }

  let host: String
  let port: UInt16
  let events: AsyncStream<Event>
  private let eventSink: AsyncStream<Event>.Continuation
  private let listener: Int32
  private let handler: @Sendable (Request) -> Reply
  private let lock = NSLock()
  private var received: [Request] = []
  private var sent = 0
  private let acceptLoopEnded = DispatchSemaphore(value: 0)
  private var isStopped = false
  private var acceptLoopHasEnded = false

  var baseURL: URL { URL(string: "http://\(host):\(port)")! }

  /// How many bytes of body `.stream` replies have sent so far.
  var bytesSent: Int {
    lock.lock()
    defer { lock.unlock() }
    return sent
  }

  var requests: [Request] {
    lock.lock()
    defer { lock.unlock() }
    return received
  }

  /// Starts a server on `host`, a loopback address (127.0.0.0/8), on a port the system picks.
  init(host: String = "127.0.0.1", handler: @escaping @Sendable (Request) -> Reply) throws {
    precondition(host.hasPrefix("127."), "test servers listen on loopback only, not \(host)")
    self.host = host
    self.handler = handler
    (events, eventSink) = AsyncStream.makeStream()
    (listener, port) = try Self.listen(on: host)
    let thread = Thread { [self] in acceptLoop() }
    thread.start()
  }

  /// Stops accepting, and returns once the accept thread has ended; connections being answered
  /// finish on their own.
  ///
  /// The listening socket is closed only after the accept thread has stopped: closed earlier,
  /// its descriptor number could be reused by the next test's server while this thread still
  /// calls `accept` on it, and this server's handler would answer that test's requests.
  func stop() {
    lock.lock()
    let wasStopped = isStopped
    isStopped = true
    lock.unlock()
    guard !wasStopped else { return }
    // Wakes a blocked `accept` with an error (EINVAL on Linux) without freeing the descriptor.
    shutdown(listener, Int32(SHUT_RDWR))
    acceptLoopEnded.wait()
    close(listener)
    eventSink.finish()
  }

  /// Whether the accept thread has ended; true once ``stop()`` has returned.
  var hasStoppedAccepting: Bool {
    lock.lock()
    defer { lock.unlock() }
    return acceptLoopHasEnded
  }

  /// A port on 127.0.0.1 that refuses connections for as long as the returned socket is open:
  /// bound (without `SO_REUSEADDR`, so no other socket can take the port) but not listening.
  /// Close the socket when done.
  static func refusingPort() throws -> (socket: Int32, port: UInt16) {
    let socket = try makeSocket(reusingAddress: false)
    do {
      return (socket, try bind(socket, to: "127.0.0.1"))
    } catch {
      close(socket)
      throw error
    }
  }

  /// Binds a socket with `SO_REUSEADDR` to `port` on 127.0.0.1 and closes it: throws when
  /// another socket holds the port.
  static func bind(port: UInt16) throws {
    let socket = try makeSocket()
    defer { close(socket) }
    _ = try bind(socket, to: "127.0.0.1", port: port)
  }

  // MARK: - Serving

  private func acceptLoop() {
    defer {
      lock.lock()
      acceptLoopHasEnded = true
      lock.unlock()
      acceptLoopEnded.signal()
    }
    while true {
      let connection = accept(listener, nil, nil)
      if connection < 0 {
        if errno == EINTR || errno == ECONNABORTED { continue }
        return  // stopped
      }
      lock.lock()
      let stopped = isStopped
      lock.unlock()
      guard !stopped else {
        close(connection)
        return
      }
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
      var allHeaders = headers
      if !headers.keys.contains(where: { $0.lowercased() == "content-length" }) {
        allHeaders["Content-Length"] = "\(body.utf8.count)"
      }
      _ = Self.send(Data((Self.head(status, allHeaders) + body).utf8), on: connection)
    case .stream(let count):
      guard Self.send(Data(Self.head(200, [:]).utf8), on: connection) else { return }
      let chunk = Data(("[" + String(repeating: " ", count: 65_535)).utf8)
      var remaining = count
      while remaining > 0 {
        let part = chunk.prefix(remaining)
        guard Self.send(part, on: connection) else {
          eventSink.yield(.closedByClient(request.target))
          return
        }
        remaining -= part.count
        lock.lock()
        sent += part.count
        lock.unlock()
      }
    case .reset(let declared, let body):
      let head = Self.head(200, ["Content-Length": "\(declared)"])
      _ = Self.send(Data((head + body).utf8), on: connection)
      // A zero linger time makes close send RST instead of FIN.
      var linger = Foundation.linger(l_onoff: 1, l_linger: 0)
      setsockopt(
        connection, SOL_SOCKET, SO_LINGER, &linger, socklen_t(MemoryLayout<linger>.size))
    case .hang:
      var byte: UInt8 = 0
      // Returns 0 when the client closes the connection, as cancelling or timing out does.
      while recv(connection, &byte, 1, 0) > 0 {}
      eventSink.yield(.closedByClient(request.target))
    }
  }

  private static func head(_ status: Int, _ headers: [String: String]) -> String {
    var head = "HTTP/1.1 \(status) \(status < 300 ? "OK" : status < 400 ? "Moved" : "Error")\r\n"
    var allHeaders = ["Content-Type": "application/json", "Connection": "close"]
    allHeaders.merge(headers) { $1 }
    for (name, value) in allHeaders.sorted(by: { $0.key < $1.key }) {
      head += "\(name): \(value)\r\n"
    }
    return head + "\r\n"
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

  /// Sends all of `data`; false when the client has gone. Never raises SIGPIPE.
  private static func send(_ data: Data, on connection: Int32) -> Bool {
    #if canImport(Glibc)
      let flags = Int32(MSG_NOSIGNAL)
    #else
      let flags: Int32 = 0
    #endif
    return data.withUnsafeBytes { bytes in
      var sent = 0
      while sent < bytes.count {
        let count = Foundation.send(
          connection, bytes.baseAddress! + sent, bytes.count - sent, flags)
        guard count > 0 else { return false }
        sent += count
      }
      return true
    }
  }

  // MARK: - Sockets

  struct SocketError: Error, CustomStringConvertible {
    let call: String
    let code: Int32
    var description: String { "\(call) failed: \(String(cString: strerror(code)))" }
  }

  private static func makeSocket(reusingAddress: Bool = true) throws -> Int32 {
    #if canImport(Glibc)
      let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
      let socket = Darwin.socket(AF_INET, SOCK_STREAM, 0)
    #endif
    guard socket >= 0 else { throw SocketError(call: "socket", code: errno) }
    #if canImport(Darwin)
      var yes: Int32 = 1
      setsockopt(socket, SOL_SOCKET, SO_NOSIGPIPE, &yes, socklen_t(MemoryLayout<Int32>.size))
    #endif
    if reusingAddress {
      var yes: Int32 = 1
      setsockopt(socket, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
    }
    return socket
  }

  /// Binds to `host` on `port`, or on a port the system picks, and returns the port.
  private static func bind(_ socket: Int32, to host: String, port: UInt16 = 0) throws -> UInt16 {
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = inet_addr(host)
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

  private static func listen(on host: String) throws -> (Int32, UInt16) {
    let socket = try makeSocket()
    do {
      let port = try bind(socket, to: host)
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
