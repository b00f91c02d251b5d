import Foundation
import MVCS
import Testing

/// Storage errors say what is stored by its shape only: a token read as the wrong type must not
/// end up in a log through the error's text.
struct StorageSecrecyTests {
  static let secret = "ghp_Zq8TfB3kLm1Xw9RvN2cY7uJ4pH6sD0aE5gKi"

  enum Backend: String, CaseIterable, Sendable {
    case inMemory
    case file

    func make() -> any Storage {
      switch self {
      case .inMemory: InMemoryStorage()
      case .file: FileStorage(folder: FileStorageTests.temporaryFolder())
      }
    }
  }

  enum Kind: String, Codable, Sendable {
    case admin
  }

  struct Account: Codable, Sendable {
    var name: String
  }

  /// Every way Swift can show an error, each of which must leave the secret out.
  static func renderings(of error: any Error) -> [String] {
    var dumped = ""
    dump(error, to: &dumped)
    return [
      "\(error)", String(describing: error), String(reflecting: error),
      error.localizedDescription, dumped,
    ]
  }

  static func expectNoSecret(
    _ read: () async throws -> Void, sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    do {
      try await read()
      Issue.record("The read did not throw.", sourceLocation: sourceLocation)
    } catch {
      for text in renderings(of: error) {
        #expect(!text.contains(secret), "\(text)", sourceLocation: sourceLocation)
        #expect(!text.contains(secret.prefix(12)), "\(text)", sourceLocation: sourceLocation)
      }
    }
  }

  @Test(arguments: Backend.allCases)
  func wrongTypeReadNamesTheShapeNotTheValue(_ backend: Backend) async throws {
    let storage = backend.make()
    try await storage.write(Self.secret, forKey: "token")
    await Self.expectNoSecret { _ = try await storage.read(Int.self, forKey: "token") }
    await Self.expectNoSecret { _ = try await storage.read(Kind.self, forKey: "token") }
    await Self.expectNoSecret { _ = try await storage.read([String].self, forKey: "token") }
    do {
      _ = try await storage.read(Int.self, forKey: "token")
    } catch let error as StorageError {
      #expect(
        error.description == """
          The value stored under "token" cannot be read as Int: it holds a JSON string of 40 \
          characters. To fix, read it as the type it was written with, or overwrite it with a \
          value of type Int.
          """)
    }

    try await storage.write(["token": Self.secret], forKey: "tokens")
    await Self.expectNoSecret { _ = try await storage.read([String: Int].self, forKey: "tokens") }
    await Self.expectNoSecret { _ = try await storage.read(Account.self, forKey: "tokens") }
    await Self.expectNoSecret {
      _ = try await storage.read([String: Kind].self, forKey: "tokens")
    }
    try await storage.write([Self.secret], forKey: "list")
    await Self.expectNoSecret { _ = try await storage.read([Int].self, forKey: "list") }
  }

  /// Refuses to be encoded the way a validating type would, naming the offending value.
  struct Credentials: Codable, Sendable {
    var token: String

    func encode(to encoder: any Encoder) throws {
      throw EncodingError.invalidValue(
        token,
        .init(codingPath: encoder.codingPath, debugDescription: "The token has expired."))
    }
  }

  @Test(arguments: Backend.allCases)
  func failedEncodeNamesTheTypeNotTheValue(_ backend: Backend) async throws {
    let storage = backend.make()
    let error = await #expect(throws: StorageError.self) {
      try await storage.write(Credentials(token: Self.secret), forKey: "credentials")
    }
    #expect(
      error
        == .encodingFailed(
          key: "credentials", type: "MVCSTests.StorageSecrecyTests.Credentials",
          reason: "a value of type String cannot be encoded: The token has expired."))
    for text in Self.renderings(of: try #require(error)) {
      #expect(!text.contains(Self.secret.prefix(12)), "\(text)")
    }
  }

  @Test func fileThatIsNotJSONIsNamedBySizeNotContent() async throws {
    let folder = FileStorageTests.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let storage = FileStorage(folder: folder)
    try await storage.write(1, forKey: "token")
    let file = folder.appending(path: FileStorage.fileName(forKey: "token"))
    try Data("token=\(Self.secret)".utf8).write(to: file)
    await Self.expectNoSecret { _ = try await storage.read(Int.self, forKey: "token") }
    let error = await #expect(throws: StorageError.self) {
      _ = try await storage.read(Int.self, forKey: "token")
    }
    #expect(
      error
        == .typeMismatch(
          key: "token", requested: "Int", reason: "it holds 46 bytes that are not valid JSON"))
  }
}
