// swift-format-ignore-file
// Generated from Sources/MVCSSQLite/Documentation.docc/GettingStarted.md by `.ci/readme update`: every ```swift block, in order.
// Do not edit; edit the document and run `.ci/readme update` (CI checks that they agree).

#sourceLocation(file: "Sources/MVCSSQLite/Documentation.docc/GettingStarted.md", line: 11)
import Foundation
import MVCS
import MVCSSQLite

// When the app starts:
@MainActor func registerStorages(in mediator: Mediator) throws {
  let documents = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
  let file = documents.appending(path: "app.sqlite")
  let favorites = try SQLiteStorage.named("Favorites", at: file)
  mediator.register(storage: "Favorites") { favorites }
}
#sourceLocation()

#sourceLocation(file: "Sources/MVCSSQLite/Documentation.docc/GettingStarted.md", line: 34)
@MainActor final class FavoritesPipeline: Pipeline {
  @Piped var ids: [String] = []
}

@MainActor final class FavoritesStore: SceneStore {
  let pipeline = FavoritesPipeline()
  private let favorites: any Storage
  private let tasks: SceneTasks

  init(environment: SceneEnvironment) throws {
    favorites = try environment.storage("Favorites")
    tasks = environment.tasks
  }

  func save(_ ids: [String]) {
    tasks.run { [favorites] in
      try await favorites.write(ids, forKey: "ids")
    }
  }
}
#sourceLocation()

#sourceLocation(file: "Sources/MVCSSQLite/Documentation.docc/GettingStarted.md", line: 82)
import MVCSTesting
import Testing

@Test func keepsTheStorageContract() async throws {
  let folder = FileManager.default.temporaryDirectory.appending(path: UUID().uuidString)
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: folder) }
  await StorageConformance.check {
    try SQLiteStorage(at: folder.appending(path: "\(UUID().uuidString).sqlite"))
  }
}
try await keepsTheStorageContract()  // in an app, `swift test` runs it
#sourceLocation()

