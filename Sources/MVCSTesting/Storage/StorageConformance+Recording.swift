import Foundation
import MVCS

extension StorageConformance {
  /// What one check found. `@unchecked Sendable` is safe: `lock` guards `messages`.
  final class Recorder: @unchecked Sendable {
    @TaskLocal static var current: Recorder?
    private let lock = NSLock()
    private var recorded: [String] = []

    func record(_ message: String) { lock.withLock { recorded.append(message) } }
    var messages: [String] { lock.withLock { recorded } }
  }

  /// Ends a check that cannot go on.
  struct Stop: Error { var message: String }

  static func expect(_ condition: @autoclosure () async throws -> Bool, _ message: String)
    async throws
  {
    if try await !condition() { Recorder.current?.record(message) }
  }

  static func require<Value>(_ value: @autoclosure () async throws -> Value?, _ key: String)
    async throws -> Value
  {
    guard let value = try await value() else {
      throw Stop(message: "reading \(Value.self) under \"\(key)\" gave nil right after writing it")
    }
    return value
  }

  /// The `StorageError` an operation throws; stops the check when it throws none or another.
  static func requireError(_ operation: () async throws -> Void) async throws -> StorageError {
    do {
      try await operation()
    } catch let error as StorageError {
      return error
    } catch {
      throw Stop(message: "expected a StorageError, but the storage threw \(error)")
    }
    throw Stop(message: "expected a StorageError, but the operation succeeded")
  }

  static func expectError(_ expected: StorageError, _ operation: () async throws -> Void)
    async throws
  {
    do {
      try await operation()
      Recorder.current?.record("expected the error \(expected), but the operation succeeded")
    } catch let error as StorageError where error == expected {
    } catch {
      Recorder.current?.record("expected the error \(expected), but the storage threw \(error)")
    }
  }
}
