import MVCS
import Testing

struct InMemoryStorageTests {
  // The storage contract itself is checked by MVCSTesting's StorageConformance, in
  // MVCSTestingTests.

  @Test func separateInstancesDoNotShareValues() async throws {
    let first = InMemoryStorage()
    let second = InMemoryStorage()
    try await first.write("first", forKey: "owner")
    #expect(try await second.read(String.self, forKey: "owner") == nil)
    try await second.write("second", forKey: "owner")
    #expect(try await first.read(String.self, forKey: "owner") == "first")
  }

  @Test func throwsTypedStorageErrors() async {
    let storage = InMemoryStorage()
    do {
      _ = try await storage.read(Int.self, forKey: "")
      Issue.record("Reading an empty key did not throw.")
    } catch {
      // `error` is a `StorageError` without a cast: the concrete type throws typed errors.
      #expect(error == .invalidKey(""))
    }
  }
}
