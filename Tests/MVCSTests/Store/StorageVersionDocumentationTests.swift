import MVCS
import Testing

/// The photo type and key of the `SharedKey` documentation, two releases after it shipped.
struct DocumentedFavoritePhoto: Codable, Sendable, Equatable {
  let id: String
  let title: String
}

struct DocumentedFavoriteV1: Codable, Sendable { let id: String }

extension SharedKey where Value == [DocumentedFavoritePhoto] {
  static let documentedFavorites = SharedKey(
    storage: "Favorites", key: "favorites", default: [], version: 2,
    migrations: [
      .step(from: 0, decoding: [String].self) { ids in ids.map { DocumentedFavoriteV1(id: $0) } },
      .step(from: 1, decoding: [DocumentedFavoriteV1].self) { old in
        old.map { DocumentedFavoritePhoto(id: $0.id, title: "") }
      },
    ])
}

struct StorageVersionDocumentationTests {
  @Test func documentedKeyReadsAndWritesAsTheDocumentationShows() async throws {
    let storage = InMemoryStorage()
    try await storage.write(["p1"], forKey: "favorites")
    var favorites = try await storage.read(SharedKey.documentedFavorites)
    #expect(favorites == [DocumentedFavoritePhoto(id: "p1", title: "")])
    favorites.append(DocumentedFavoritePhoto(id: "p2", title: "Fjord"))
    try await storage.write(favorites, for: .documentedFavorites)
    #expect(try await storage.read(SharedKey.documentedFavorites).count == 2)
  }
}
