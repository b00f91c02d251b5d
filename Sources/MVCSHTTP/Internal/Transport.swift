import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// One exchange on a URLSession, cancelled with the task that awaits it.
///
/// A data task with a completion handler rather than `URLSession.data(for:)`, whose
/// cancellation is not reliable on every platform's Foundation: here cancelling the awaiting
/// task cancels the data task at once. The timeout is a timer of its own, because
/// swift-corelibs-foundation turns a `timeoutInterval` under a second into an immediate timeout.
enum Transport {
  struct Failure: Error {
    let underlying: any Error
    let didTimeOut: Bool

    func error(message: String, url: String, timeout: Duration) -> HTTPError {
      if didTimeOut { return .timedOut(message: message, url: url, after: timeout) }
      guard let error = underlying as? URLError else {
        if underlying is CancellationError { return .cancelled(message: message) }
        return .transport(message: message, url: url, reason: "\(underlying)")
      }
      switch error.code {
      case .cancelled: return .cancelled(message: message)
      case .timedOut: return .timedOut(message: message, url: url, after: timeout)
      case .notConnectedToInternet, .cannotConnectToHost, .cannotFindHost, .dnsLookupFailed,
        .networkConnectionLost, .internationalRoamingOff, .dataNotAllowed:
        return .notConnected(message: message, url: url, reason: Self.reason(error))
      default:
        return .transport(message: message, url: url, reason: Self.reason(error))
      }
    }

    private static func reason(_ error: URLError) -> String {
      let text = error.localizedDescription
      return text.isEmpty ? "URLError \(error.code.rawValue)" : text
    }
  }

  /// Carries the data task from the cancellation handler's and the timer's side to the body's.
  /// `@unchecked Sendable` is safe: `lock` guards every property.
  private final class TaskBox: @unchecked Sendable {
    private let lock = NSLock()
    private var task: URLSessionDataTask?
    private var isCancelled = false
    private var timedOut = false

    var didTimeOut: Bool {
      lock.lock()
      defer { lock.unlock() }
      return timedOut
    }

    func timeOut() {
      lock.lock()
      timedOut = true
      lock.unlock()
      cancel()
    }

    func start(_ task: URLSessionDataTask) {
      lock.lock()
      self.task = task
      let cancelled = isCancelled
      lock.unlock()
      if cancelled { task.cancel() } else { task.resume() }
    }

    func cancel() {
      lock.lock()
      isCancelled = true
      let task = self.task
      lock.unlock()
      task?.cancel()
    }
  }

  static func exchange(_ request: URLRequest, on session: URLSession, timeout: Duration)
    async throws(Failure) -> (Data, HTTPURLResponse)
  {
    let box = TaskBox()
    let timer = Task.detached {
      try await Task.sleep(for: timeout)
      box.timeOut()
    }
    defer { timer.cancel() }
    do {
      return try await withTaskCancellationHandler {
        try await withCheckedThrowingContinuation { continuation in
          let task = session.dataTask(with: request) { data, response, error in
            if let error {
              continuation.resume(throwing: error)
            } else if let response = response as? HTTPURLResponse {
              continuation.resume(returning: (data ?? Data(), response))
            } else {
              continuation.resume(throwing: URLError(.badServerResponse))
            }
          }
          box.start(task)
        }
      } onCancel: {
        box.cancel()
      }
    } catch {
      throw Failure(underlying: error, didTimeOut: box.didTimeOut)
    }
  }
}
