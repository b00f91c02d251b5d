import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The service's URLSession delegate: runs one exchange per data task, cancelled with the task
/// that awaits it, bounded in size, and keeping credentials with their origin on redirects.
///
/// - The body streams in through `didReceive data`, counted as it comes: a body past the limit
///   (or a `Content-Length` announcing one) cancels the data task, so an oversized or endless
///   body is never buffered whole.
/// - A redirect to another origin (scheme, host or port) goes without the request's secret
///   headers; swift-corelibs-foundation copies every header of the redirected request.
/// - Cancelling the awaiting task cancels the data task at once (`URLSession.data(for:)` does
///   not reliably on every platform's Foundation).
/// - The timeout is a timer of its own, because swift-corelibs-foundation turns a
///   `timeoutInterval` under a second into an immediate timeout.
///
/// `@unchecked Sendable` is safe: `lock` guards `exchanges`; each ``Exchange`` guards itself.
final class Transport: NSObject, URLSessionDataDelegate, @unchecked Sendable {
  struct Failure: Error {
    let underlying: any Error
    let ending: Exchange.Ending?
    /// Whether the response's head had arrived: a failure after it is a connection lost
    /// mid-body, whatever the system calls it (curl's "transfer closed with … remaining").
    let hadResponse: Bool

    func error(message: String, url: String, timeout: Duration, limit: Int) -> HTTPError {
      switch ending {
      case .timedOut: return .timedOut(message: message, url: url, after: timeout)
      case .tooLarge(let declared):
        return .responseTooLarge(message: message, url: url, limit: limit, declared: declared)
      case nil: break
      }
      guard let error = underlying as? URLError else {
        if underlying is CancellationError { return .cancelled(message: message) }
        return .transport(message: message, url: url, reason: "\(type(of: underlying))")
      }
      switch error.code {
      case .cancelled: return .cancelled(message: message)
      case .timedOut: return .timedOut(message: message, url: url, after: timeout)
      case _ where hadResponse, .networkConnectionLost:
        return .transport(message: message, url: url, reason: HTTPError.connectionLost)
      case .notConnectedToInternet, .cannotConnectToHost, .cannotFindHost, .dnsLookupFailed,
        .internationalRoamingOff, .dataNotAllowed:
        return .notConnected(message: message, url: url, reason: Self.reason(error))
      default:
        return .transport(message: message, url: url, reason: Self.reason(error))
      }
    }

    /// The system's text for the error; never the failing URL, which may hold credentials.
    private static func reason(_ error: URLError) -> String {
      let text = error.localizedDescription
      return text.isEmpty || text.contains("://") ? "URLError \(error.code.rawValue)" : text
    }
  }

  /// One data task's state, from the cancellation handler's, the timer's and the delegate's
  /// side. `@unchecked Sendable` is safe: `lock` guards every property.
  final class Exchange: @unchecked Sendable {
    enum Ending: Equatable {
      case timedOut
      /// The body passed the limit; `declared` is the `Content-Length` when that announced it.
      case tooLarge(declared: Int?)
    }

    let limit: Int
    private let lock = NSLock()
    private var task: URLSessionDataTask?
    private var continuation: CheckedContinuation<(Data, HTTPURLResponse), any Error>?
    private var data = Data()
    private var response: HTTPURLResponse?
    private var isCancelled = false
    /// Set once the session reported the task complete; a cancellation after it does nothing.
    private var isCompleted = false
    private var ended: Ending?

    init(limit: Int) { self.limit = limit }

    var ending: Ending? {
      lock.lock()
      defer { lock.unlock() }
      return ended
    }

    var hasResponse: Bool {
      lock.lock()
      defer { lock.unlock() }
      return response != nil
    }

    func start(
      _ task: URLSessionDataTask,
      continuation: CheckedContinuation<(Data, HTTPURLResponse), any Error>
    ) {
      lock.lock()
      self.task = task
      self.continuation = continuation
      let cancelled = isCancelled
      lock.unlock()
      if cancelled { cancelLater(task) } else { task.resume() }
    }

    /// Cancels the data task from another queue, unless it has completed by then: never on the
    /// calling thread (run inline from the session's queue, the swift-corelibs-foundation of
    /// Swift 6.x deadlocks in `cancel()`, as it waits on that queue), and never once the session
    /// has completed the task and dropped it from its registry, where `cancel()` can stop the
    /// process ("Trying to access a behaviour for a task that in not in the registry").
    private func cancelLater(_ task: URLSessionDataTask) {
      DispatchQueue.global().async { [self] in
        // Not under `lock`: `cancel()` waits on the session's queue, whose delegate calls take
        // the lock. A completion between this check and `cancel()` stays possible, only rarer.
        lock.lock()
        let completed = isCompleted
        lock.unlock()
        if !completed { task.cancel() }
      }
    }

    /// Cancels the data task, first recording why when it is not the awaiting task's doing.
    func cancel(_ ending: Ending? = nil) {
      lock.lock()
      if ended == nil { ended = ending }
      isCancelled = true
      let task = self.task
      lock.unlock()
      if let task { cancelLater(task) }
    }

    /// Whether the response may be read: false when its `Content-Length` is past the limit.
    func receive(_ response: URLResponse) -> Bool {
      let declared = response.expectedContentLength
      guard declared <= limit else {
        cancel(.tooLarge(declared: Int(clamping: declared)))
        return false
      }
      lock.lock()
      self.response = response as? HTTPURLResponse
      lock.unlock()
      return true
    }

    func receive(_ part: Data) {
      lock.lock()
      let fits = data.count + part.count <= limit
      if fits { data.append(part) }
      lock.unlock()
      if !fits { cancel(.tooLarge(declared: nil)) }
    }

    func complete(_ error: (any Error)?) {
      lock.lock()
      isCompleted = true
      let continuation = self.continuation
      self.continuation = nil
      let result = (data, response)
      let ended = self.ended
      data = Data()
      lock.unlock()
      if ended != nil {
        // Cut off (too large, timed out), though the transfer may have ended first.
        continuation?.resume(throwing: error ?? URLError(.cancelled))
      } else if let error {
        continuation?.resume(throwing: error)
      } else if let response = result.1 {
        continuation?.resume(returning: (result.0, response))
      } else {
        continuation?.resume(throwing: URLError(.badServerResponse))
      }
    }
  }

  private let secrets: SecretNames
  private let lock = NSLock()
  private var exchanges: [Int: Exchange] = [:]

  init(secrets: SecretNames) {
    self.secrets = secrets
  }

  func exchange(
    _ request: URLRequest, on session: URLSession, limit: Int, timeout: Duration
  ) async throws(Failure) -> (Data, HTTPURLResponse) {
    let exchange = Exchange(limit: limit)
    let timer = Task.detached {
      try await Task.sleep(for: timeout)
      exchange.cancel(.timedOut)
    }
    defer { timer.cancel() }
    do {
      return try await withTaskCancellationHandler {
        try await withCheckedThrowingContinuation { continuation in
          let task = session.dataTask(with: request)
          lock.lock()
          exchanges[task.taskIdentifier] = exchange
          lock.unlock()
          exchange.start(task, continuation: continuation)
        }
      } onCancel: {
        exchange.cancel()
      }
    } catch {
      throw Failure(underlying: error, ending: exchange.ending, hadResponse: exchange.hasResponse)
    }
  }

  private func exchange(for task: URLSessionTask, removing: Bool = false) -> Exchange? {
    lock.lock()
    defer { lock.unlock() }
    return removing
      ? exchanges.removeValue(forKey: task.taskIdentifier) : exchanges[task.taskIdentifier]
  }

  // MARK: - URLSessionDataDelegate

  func urlSession(
    _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
    completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
  ) {
    let allowed = exchange(for: dataTask)?.receive(response) ?? false
    completionHandler(allowed ? .allow : .cancel)
  }

  func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
    exchange(for: dataTask)?.receive(data)
  }

  func urlSession(
    _ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?
  ) {
    // Not `task.response`: its lock may be held by the thread that runs this inline.
    exchange(for: task, removing: true)?.complete(error)
  }

  func urlSession(
    _ session: URLSession, task: URLSessionTask,
    willPerformHTTPRedirection response: HTTPURLResponse, newRequest request: URLRequest,
    completionHandler: @escaping (URLRequest?) -> Void
  ) {
    guard let origin = task.originalRequest?.url else { return completionHandler(nil) }
    completionHandler(Self.redirect(request, from: origin, secrets: secrets))
  }

  /// The redirected request, without its secret headers when it leaves the origin the message
  /// was sent to.
  static func redirect(_ request: URLRequest, from origin: URL, secrets: SecretNames)
    -> URLRequest
  {
    guard let target = request.url, !Self.isSameOrigin(target, origin) else { return request }
    var request = request
    for name in (request.allHTTPHeaderFields ?? [:]).keys where secrets.contains(name) {
      request.setValue(nil, forHTTPHeaderField: name)
    }
    return request
  }

  /// The queue the session calls the delegate on; `nil` makes URLSession create a serial one.
  static func delegateQueue() -> OperationQueue? {
    #if canImport(FoundationNetworking)
      InlineQueue()
    #else
      nil
    #endif
  }

  /// Same scheme, host and port, as RFC 6454 compares origins.
  static func isSameOrigin(_ one: URL, _ other: URL) -> Bool {
    func origin(_ url: URL) -> (String, String, Int?) {
      let scheme = url.scheme?.lowercased() ?? ""
      let port = url.port ?? (scheme == "https" ? 443 : scheme == "http" ? 80 : nil)
      return (scheme, url.host?.lowercased() ?? "", port)
    }
    return origin(one) == origin(other)
  }
}

#if canImport(FoundationNetworking)
  /// Runs each delegate call at once, on the thread that makes it.
  ///
  /// swift-corelibs-foundation hands every delegate call to the delegate queue without waiting
  /// for it, and goes on reading: from a fast server, hundreds of megabytes of an oversized body
  /// queued up in memory before the delegate saw the limit pass. Run inline, each part is
  /// counted (and dropped, past the limit) before the next is read. The delegate's methods are
  /// short and never wait on the session's queue: they call `URLSessionTask.cancel()`, which
  /// does, from another thread.
  ///
  /// `@unchecked Sendable` is safe: it adds no state to `OperationQueue`, which is Sendable.
  final class InlineQueue: OperationQueue, @unchecked Sendable {
    override func addOperation(_ block: @escaping @Sendable () -> Void) { block() }
    override func addOperation(_ operation: Operation) { operation.start() }
  }
#endif
