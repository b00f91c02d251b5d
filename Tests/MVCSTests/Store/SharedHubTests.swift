import Foundation
import Testing

@testable import MVCS

/// How the shared hub tells storages and keys apart, and binds outside an assembled scene.
@MainActor
struct SharedHubTests {
  private func environment(_ mediator: Mediator) -> SceneEnvironment {
    SceneEnvironment(
      storeName: "TestStore", context: [:], tasks: SceneTasks(), clock: ContinuousClock(),
      mediator: mediator)
  }

  @Test func twoNamesOfOneStorageInstanceShareTheirKeys() async throws {
    let storage = SharedTestStorage()
    let mediator = Mediator()
    mediator.register(storage: "Favorites") { storage }
    mediator.register(storage: "Starred") { storage }
    let first = ReaderPipeline()
    let second = ReaderPipeline()
    try environment(mediator).bind(\.favorites, of: first, to: .favorites)
    try environment(mediator).bind(
      \.favorites, of: second,
      to: SharedKey(storage: "Starred", key: "favorites", default: []))
    first.favorites = ["s1"]
    #expect(second.favorites == ["s1"])
    await mediator.waitUntilStored()
    #expect(storage.writes(ofKey: "favorites") == [#"["s1"]"#])
  }

  @Test func twoStorageInstancesDoNotShareKeys() async throws {
    let mediator = Mediator()
    mediator.register(storage: "Favorites") { SharedTestStorage() }
    mediator.register(storage: "Starred") { SharedTestStorage() }
    let first = ReaderPipeline()
    let second = ReaderPipeline()
    try environment(mediator).bind(\.favorites, of: first, to: .favorites)
    try environment(mediator).bind(
      \.favorites, of: second,
      to: SharedKey(storage: "Starred", key: "favorites", default: []))
    first.favorites = ["s1"]
    #expect(second.favorites == [])
    await mediator.waitUntilStored()
  }

  @Test func canonicallyEquivalentKeysAreOneKey() async throws {
    let mediator = Mediator()
    mediator.register(storage: "Favorites") { SharedTestStorage() }
    let composed = ReaderPipeline()
    let decomposed = ReaderPipeline()
    try environment(mediator).bind(
      \.favorites, of: composed, to: SharedKey(storage: "Favorites", key: "caf\u{E9}", default: []))
    try environment(mediator).bind(
      \.favorites, of: decomposed,
      to: SharedKey(storage: "Favorites", key: "cafe\u{301}", default: []))
    composed.favorites = ["s1"]
    #expect(decomposed.favorites == ["s1"])
    await mediator.waitUntilStored()
  }

  @Test func aValueTypeStorageIsOneStorageUnderItsName() async throws {
    let base = SharedTestStorage()
    let mediator = Mediator()
    mediator.register(storage: "Favorites") { ValueStorage(base: base) }
    let first = ReaderPipeline()
    let second = ReaderPipeline()
    try environment(mediator).bind(\.favorites, of: first, to: .favorites)
    try environment(mediator).bind(\.favorites, of: second, to: .favorites)
    first.favorites = ["s1"]
    #expect(second.favorites == ["s1"])
    await mediator.waitUntilStored()
    #expect(base.writes(ofKey: "favorites") == [#"["s1"]"#])
  }

  @Test func aBindingThatCannotReadADeliveredValueKeepsItsOwnAndSaysSo() async throws {
    let mediator = Mediator()
    mediator.register(storage: "Favorites") { SharedTestStorage() }
    let strings = ReaderPipeline()
    let numbers = CountPipeline()
    try environment(mediator).bind(\.favorites, of: strings, to: .favorites)
    let collected = Locked<[Diagnostic]>([])
    let handler = DiagnosticHandler { diagnostic in collected.withLock { $0.append(diagnostic) } }
    try Diagnostics.$handler.withValue(handler) {
      try environment(mediator).bind(
        \.count, of: numbers, to: SharedKey(storage: "Favorites", key: "favorites", default: 7),
        status: \.countStatus)
    }
    strings.favorites = ["s1"]
    #expect(numbers.count == 7)
    guard case .failed(let failure) = numbers.countStatus else {
      Issue.record("status \(numbers.countStatus)")
      return
    }
    #expect(failure.operation == .read)
    #expect(failure.message.hasPrefix("the value cannot be read as Int"))
    #expect(!failure.message.contains("s1"))
    let messages = collected.withLock { $0.map(\.message) }
    // One as it bound (the other binding's default), one for the delivery.
    #expect(messages.count == 2)
    #expect(messages.allSatisfy { $0.contains("reached a binding that cannot read it") })
    await mediator.waitUntilStored()
  }

  @Test func bindingAnUnregisteredStorageThrowsItsName() throws {
    let mediator = Mediator()
    mediator.register(storage: "Favourites") { SharedTestStorage() }
    #expect(throws: MediatorError.self) {
      try environment(mediator).bind(\.favorites, of: ReaderPipeline(), to: .favorites)
    }
    do {
      try environment(mediator).bind(\.favorites, of: ReaderPipeline(), to: .favorites)
    } catch {
      #expect("\(error)".contains(#""Favorites""#))
    }
  }

  @Test func aParentMediatorWaitsForItsChildrensWrites() async throws {
    let storage = SharedTestStorage()
    let app = Mediator()
    app.register(storage: "Favorites") { storage }
    let child = Mediator(parent: app)
    let pipeline = ReaderPipeline()
    try environment(child).bind(\.favorites, of: pipeline, to: .favorites)
    pipeline.favorites = ["s1"]
    await app.waitUntilStored()
    #expect(storage.json(forKey: "favorites") == #"["s1"]"#)
  }
}

/// A storage that is a value, not an object: the hub knows it by its registration.
struct ValueStorage: SynchronousStorage {
  let base: SharedTestStorage

  func read<Value: Codable & Sendable>(_ type: Value.Type, forKey key: String) async throws
    -> Value?
  {
    try await base.read(type, forKey: key)
  }

  func readSynchronously<Value: Codable & Sendable>(_ type: Value.Type, forKey key: String)
    throws -> Value?
  {
    try base.readSynchronously(type, forKey: key)
  }

  func write<Value: Codable & Sendable>(_ value: Value, forKey key: String) async throws {
    try await base.write(value, forKey: key)
  }

  func remove(forKey key: String) async throws { try await base.remove(forKey: key) }
}

@MainActor
final class CountPipeline: Pipeline {
  @Piped var count = 0
  @Status var countStatus: StorageStatus = .current
}
