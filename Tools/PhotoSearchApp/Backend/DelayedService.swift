import MVCS
import MVCSHTTP

/// A message's service whose answers come after a latency, so that the demo stage's loading
/// states show (`--latency`, 300 ms interactively).
struct DelayedService<M: Message>: Service {
  let base: MessageService<M>
  let latency: Duration

  func response(to message: M) async throws -> M.Response {
    try await Task.sleep(for: latency)
    return try await base.response(to: message)
  }
}
