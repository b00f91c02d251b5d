import MVCS
import MVCSHTTP

/// Answers one message type from the demo backend, after its latency.
struct DemoAnswer<M: Message>: Service {
  let latency: Duration
  let answer: @Sendable (M) throws -> M.Response

  func response(to message: M) async throws -> M.Response {
    if latency > .zero { try await Task.sleep(for: latency) }
    return try answer(message)
  }
}
