import Foundation

@testable import MVCSTesting

/// The failures the harness reports while `body` runs, instead of failing the test.
@MainActor
func failures(during body: () async throws -> Void) async rethrows -> [RecordedFailure] {
  let recorder = FailureRecorder()
  let handler = TestFailure.Handler { message, location in
    recorder.append(RecordedFailure(message: message, file: location.fileID, line: location.line))
  }
  try await TestFailure.$handler.withValue(handler) { try await body() }
  return recorder.failures
}

struct RecordedFailure: Sendable, Equatable, CustomStringConvertible {
  let message: String
  /// The file's ID: `MVCSTestingTests/SceneTestTests.swift`, or `scripts/Search.scenetest`.
  let file: String
  let line: Int

  var description: String { "\(file):\(line): \(message)" }

  /// The message up to its journal, which tests check separately.
  var summary: String {
    message.components(separatedBy: "\nJournal").first ?? message
  }
}

final class FailureRecorder: @unchecked Sendable {
  // Guards `recorded`: the handler is @Sendable, though the harness reports on the main actor.
  private let lock = NSLock()
  private var recorded: [RecordedFailure] = []

  func append(_ failure: RecordedFailure) { lock.withLock { recorded.append(failure) } }

  var failures: [RecordedFailure] { lock.withLock { recorded } }
}
