import Foundation

/// A value that any thread may read and change, one at a time.
///
/// `@unchecked Sendable` is safe: `state` is touched only inside `withLock`, while `lock` is held.
/// (`Mutex` would say so to the compiler, but needs macOS 15; the platform floor is macOS 14.)
package final class Locked<State>: @unchecked Sendable {
  private let lock = NSLock()
  private var state: State

  /// Wraps a first value.
  package init(_ state: State) {
    self.state = state
  }

  /// Runs `body` with the value, while no other thread can touch it.
  package func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&state)
  }
}
