import Foundation
import MVCS
import MVCSLists
import MVCSLoading
import Testing

/// The loading suites, grouped so that `swift test --filter Loading` runs all of them.
@Suite enum Loading {}

struct Picture: Identifiable, Codable, Sendable, Equatable {
  var id: Int
  var title: String
}

/// The photos of a page: `size` photos numbered from `(number - 1) * 100`, so pages never share
/// an id and a photo tells which page it came from.
func pictures(page number: Int, size: Int = 3, version: Int = 0) -> [Picture] {
  (0..<size).map { Picture(id: (number - 1) * 100 + $0, title: "v\(version) p\(number) #\($0)") }
}

@MainActor final class LoadingPipeline: Pipeline {
  @Piped var photos = ListData<NoSection, Picture>()
  @Status var paging = PagingState()
  @Input var query = SearchQuery()
  @Status var search = SearchState<[Picture]>()
  @Status var isBusy = false
  @Status var connectivity = ConnectivityStatus.unknown
  @Status var profile = DataState<Picture>()
}

/// Calls a test answers by hand, in any order: each call waits until the test resolves it.
@MainActor
final class PendingCalls<Request: Sendable, Response: Sendable> {
  struct Call {
    let id: Int
    let request: Request
    let continuation: CheckedContinuation<Response, any Error>
  }

  private(set) var pending: [Call] = []
  private(set) var requests: [Request] = []
  private var nextID = 0
  /// Whether a call ends with a `CancellationError` when its task is cancelled; a call that does
  /// not waits for the test, as a service that ignores cancellation.
  var honoursCancellation = true

  func call(_ request: Request) async throws -> Response {
    requests.append(request)
    nextID += 1
    let id = nextID
    let honours = honoursCancellation
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        pending.append(Call(id: id, request: request, continuation: continuation))
      }
    } onCancel: {
      guard honours else { return }
      Task { @MainActor in self.resolve(id: id, with: .failure(CancellationError())) }
    }
  }

  /// Ends the call at a position among the pending ones.
  func resolve(at index: Int, with result: Result<Response, any Error>) {
    let call = pending.remove(at: index)
    call.continuation.resume(with: result)
  }

  func resolve(id: Int, with result: Result<Response, any Error>) {
    guard let index = pending.firstIndex(where: { $0.id == id }) else { return }
    resolve(at: index, with: result)
  }

  /// Ends the oldest pending call.
  func resolveFirst(with result: Result<Response, any Error>) {
    guard !pending.isEmpty else {
      Issue.record("No call is pending.")
      return
    }
    resolve(at: 0, with: result)
  }
}

/// Lets every main-actor job run until the scene's tasks either ended or wait (in a fake or on
/// the test clock), as the scene test harness does.
@MainActor
func settle(_ tasks: SceneTasks, waiting: () -> Int) async {
  for _ in 0..<10_000 {
    await withCheckedContinuation { continuation in
      Task { @MainActor in continuation.resume() }
    }
    if tasks.runningCount <= waiting() { return }
  }
  Issue.record("The tasks did not settle: \(tasks.runningCount) running, \(waiting()) waiting.")
}

struct TestError: Error, CustomStringConvertible, Equatable {
  var description: String
  init(_ description: String) { self.description = description }
}

/// A JSON value of something `Encodable`, to check what scene scripts see.
func json(_ value: some Encodable) throws -> [String: Any] {
  let data = try JSONEncoder().encode(value)
  return try #require(JSONSerialization.jsonObject(with: data) as? [String: Any])
}
