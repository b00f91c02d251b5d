/// What a mediator registers for restoring saved navigation after app updates: renames of
/// scenes and context keys, and upgrades to newer versions.
struct RestorationRules {
  /// Saved scene names, each with the name the scene has now.
  var sceneRenames: [String: String] = [:]
  /// Context key renames: the scene (its name now; `nil` for every scene), the key as saved,
  /// and the key now, in the order registered.
  var keyRenames: [(scene: String?, from: String, to: String)] = []
  /// The upgrades, by the version each leads to.
  var upgrades: [Int: (NavigationRecord) throws -> NavigationRecord?] = [:]
}

/// One route as restoring will rebuild it: renamed and upgraded, or why it cannot be.
struct MigratedRoute {
  let index: Int
  /// The route as saved.
  let saved: NavigationRecord
  /// The route to rebuild, after the renames and upgrades.
  var route: NavigationRecord
  var changes: [RestorationReport.Change] = []
  /// Why it cannot be rebuilt, found before navigating.
  var problem: RestorationReport.Reason?
}

extension Mediator {
  /// Every scene rename, here and up the parent chain, a child's hiding its parent's of the
  /// same name.
  var sceneRenames: [String: String] {
    (parent?.sceneRenames ?? [:]).merging(restorationRules.sceneRenames) { $1 }
  }

  /// The name a chain of renames (Album, then Albums, then Gallery) leads `name` to; a cycle,
  /// which `validate()` reports, stops where it would repeat a name.
  static func endOfRenames(from name: String, in renames: [String: String]) -> String {
    var current = name
    var seen: Set<String> = [name]
    while let next = renames[current], seen.insert(next).inserted {
      current = next
    }
    return current
  }

  /// Every context key rename, the parent's first, so that a child's applies last.
  var contextKeyRenames: [(scene: String?, from: String, to: String)] {
    (parent?.contextKeyRenames ?? []) + restorationRules.keyRenames
  }

  /// Every upgrade, here and up the parent chain, a child's hiding its parent's of the same
  /// version.
  var savedNavigationUpgrades: [Int: (NavigationRecord) throws -> NavigationRecord?] {
    (parent?.savedNavigationUpgrades ?? [:]).merging(restorationRules.upgrades) { $1 }
  }

  /// Each saved route with the renames and upgrades applied, oldest first: renames first, so
  /// that upgrades see the scene and key names of today, then each upgrade the saved version
  /// missed, lowest first.
  ///
  /// - Parameter mediator: Whose registrations apply; `nil` applies none and knows only the
  ///   first version.
  static func migrate(_ saved: SavedNavigation, with mediator: Mediator?) -> [MigratedRoute] {
    let allUpgrades = mediator?.savedNavigationUpgrades ?? [:]
    // The version the app knows, as `savedNavigationVersion` gives it.
    let known = allUpgrades.keys.max() ?? SavedNavigation.firstVersion
    let upgrades = allUpgrades.filter { $0.key > saved.version }.sorted { $0.key < $1.key }
    let sceneRenames = mediator?.sceneRenames ?? [:]
    let keyRenames = mediator?.contextKeyRenames ?? []
    let version = saved.version
    return saved.routes.enumerated().map { index, saved in
      var migrated = MigratedRoute(index: index, saved: saved, route: saved)
      guard version <= known else {
        migrated.problem = .newerVersion(saved: version, known: known)
        return migrated
      }
      guard let name = saved.scene else {
        migrated.problem = .notRestorable("a saved route names no scene")
        return migrated
      }
      guard saved.action != .dismiss else {
        migrated.problem = .notRestorable(
          "a saved stack holds scenes shown or presented, not dismissals")
        return migrated
      }
      let current = endOfRenames(from: name, in: sceneRenames)
      if current != name {
        migrated.route.scene = current
        migrated.changes.append(.renamedScene(from: name, to: current))
      }
      for rename in keyRenames where rename.scene == nil || rename.scene == migrated.route.scene {
        guard let value = migrated.route.context[rename.from],
          migrated.route.context[rename.to] == nil
        else { continue }
        migrated.route.context[rename.from] = nil
        migrated.route.context[rename.to] = value
        migrated.changes.append(.renamedContextKey(from: rename.from, to: rename.to))
      }
      for (version, upgrade) in upgrades {
        do {
          guard let upgraded = try upgrade(migrated.route) else {
            migrated.problem = .droppedByUpgrade(version: version)
            return migrated
          }
          migrated.route = upgraded
          migrated.changes.append(.upgraded(toVersion: version))
        } catch {
          migrated.problem = .upgradeFailed(version: version, String(describing: error))
          return migrated
        }
      }
      return migrated
    }
  }
}
