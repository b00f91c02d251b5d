import Foundation

/// Runs blocking work, such as running a program and waiting for it to end, on a thread of its
/// own, and returns what it returned.
///
/// A test that waited on its own task would hold a thread of Swift's shared cooperative pool
/// (two threads on a two-core machine) for as long as the work runs, and starve the tests of
/// other suites that run on the pool meanwhile.
package func waitOnOwnThread<Result: Sendable>(
  _ body: @escaping @Sendable () throws -> Result
) async throws -> Result {
  try await withCheckedThrowingContinuation { continuation in
    Thread { continuation.resume(with: Swift.Result { try body() }) }.start()
  }
}
