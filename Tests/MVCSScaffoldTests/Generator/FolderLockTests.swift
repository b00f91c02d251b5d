import Foundation
import MVCSTestSupport
import Testing

@testable import MVCSScaffold

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The lock on the folder a run writes into belongs to that run alone. A program started while
/// the lock is held (as the tests start `mvcs` or `photo-search` while other tests run the tool
/// in this process) must not inherit it: it would keep the folder locked after the run ends, and
/// the next run there would fail with "Another run of mvcs is writing into …" (status 73).
struct FolderLockTests {
  @Test func aProgramStartedWhileTheLockIsHeldDoesNotKeepTheFolderLocked() async throws {
    let folder = try TemporaryFolder()
    let lock = try FolderLock(folder.url.path)
    let program = try await startWaitingProgram()
    lock.unlock()
    let again = Result { () throws(SystemError) in try FolderLock(folder.url.path) }
    kill(program, SIGKILL)
    try await waitOnOwnThread {
      var status: Int32 = 0
      waitpid(program, &status, 0)
    }
    let relocked = try #require(try? again.get(), "the started program kept the lock")
    relocked.unlock()
  }

  #if os(Linux)
    /// A program started by a process with threads gets a copy of every descriptor open at that
    /// moment, close-on-exec ones included, and keeps them until its `exec`. The run's unlock
    /// must free the folder even while such a copy lives (here a `dup` of the lock's descriptor,
    /// which shares the lock as the copy does).
    @Test func unlockingFreesTheFolderWhileACopyOfTheDescriptorLives() throws {
      let folder = try TemporaryFolder()
      let lock = try FolderLock(folder.url.path)
      let descriptors = try FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")
        .compactMap { Int32($0) }
      let lockDescriptor = try #require(
        descriptors.first {
          (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/\($0)"))
            == folder.url.path
        })
      let copy = dup(lockDescriptor)
      defer { close(copy) }
      lock.unlock()
      let again = Result { () throws(SystemError) in try FolderLock(folder.url.path) }
      let relocked = try #require(try? again.get(), "the copy kept the lock")
      relocked.unlock()
    }
  #endif

  /// Starts a shell that says so once it runs, then sleeps; returns its process ID once it has
  /// said so. Started with posix_spawn and no file actions but its standard output, as a start
  /// racing with the lock is: it gets every descriptor not marked close-on-exec.
  private func startWaitingProgram() async throws -> pid_t {
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { throw SystemError.current }
    defer { close(ends[0]) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, ends[1], 1)
    let words: [String] = ["/bin/sh", "-c", "echo started; exec sleep 60"]
    let arguments: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
    defer { for argument in arguments { free(argument) } }
    let environment: [UnsafeMutablePointer<CChar>?] = [nil]
    var program: pid_t = 0
    let status = posix_spawn(&program, "/bin/sh", &actions, nil, arguments, environment)
    close(ends[1])
    guard status == 0 else { throw SystemError(code: status) }
    // The shell writes only after its exec, which closed the close-on-exec descriptors.
    let reader = ends[0]
    let said = try await waitOnOwnThread {
      var byte: UInt8 = 0
      return read(reader, &byte, 1)
    }
    if said != 1 { kill(program, SIGKILL) }
    try #require(said == 1, "the shell did not start")
    return program
  }
}
