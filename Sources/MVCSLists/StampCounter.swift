import Foundation

/// Hands out increasing stamps from any thread.
///
/// `@unchecked Sendable` because of its one mutable property; the invariant that makes it safe:
/// `last` is read and written only inside `next()`, while `lock` is held. (`Mutex` would say so
/// to the compiler, but needs macOS 15; the platform floor is macOS 14.)
final class StampCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var last: UInt64 = 0

  /// A stamp greater than every one handed out before.
  func next() -> UInt64 {
    lock.withLock {
      last += 1
      return last
    }
  }
}
