import MVCSSupport

extension Mediator {
  /// Restores saved routes to a scene that has been renamed: a route saved as `"Album"` opens
  /// `"Albums"`.
  ///
  /// ```swift
  /// mediator.register(renamedScene: "Album", to: "Albums")
  /// ```
  ///
  /// Renames apply to saved navigation of every version, before any upgrade, and follow each
  /// other: `"Album"` to `"Albums"`, then `"Albums"` to `"Gallery"`, opens `"Gallery"`. The
  /// ``RestorationReport`` names each route it renamed. ``validate()`` checks that the new name
  /// is a registered scene and the old one is not. Registering a rename of the same name again
  /// replaces it.
  ///
  /// - Parameters:
  ///   - oldName: The scene's name in saved navigation.
  ///   - newName: The registered scene it is now.
  public func register(renamedScene oldName: String, to newName: String) {
    restorationRules.sceneRenames[oldName] = newName
  }

  /// Restores a saved context key under its new name: a route saved with `"photoId"` opens its
  /// scene with `"photoID"`.
  ///
  /// ```swift
  /// mediator.register(renamedContextKey: "photoId", to: "photoID", inScene: "PhotoDetail")
  /// ```
  ///
  /// The rename applies to saved routes of the scene (by its name now, after scene renames), or
  /// of every scene when `scene` is `nil`, when the saved context has the old key and not the
  /// new one; it applies before any upgrade. ``validate()`` checks that the scene is registered.
  ///
  /// - Parameters:
  ///   - oldKey: The key in saved contexts.
  ///   - newKey: The key the scene's store reads now.
  ///   - scene: The registered scene whose saved routes it applies to; `nil` for every scene.
  public func register(renamedContextKey oldKey: String, to newKey: String, inScene scene: String?)
  {
    restorationRules.keyRenames.append((scene, oldKey, newKey))
  }

  /// Registers a new version of the app's saved navigation, and how a route saved by an older
  /// version becomes one of it.
  ///
  /// ```swift
  /// // Version 2: PhotoDetail's "size" became "zoom", a Double.
  /// mediator.register(savedNavigationVersion: 2) { route in
  ///   guard route.scene == "PhotoDetail", let size = route.context["size"] as? Int else {
  ///     return route
  ///   }
  ///   var upgraded = route
  ///   upgraded.context["size"] = nil
  ///   upgraded.context["zoom"] = Double(size)
  ///   return upgraded
  /// }
  /// ```
  ///
  /// The highest version registered is ``savedNavigationVersion``, which
  /// ``RecordingNavigator/savedNavigation()`` saves with. Restoring navigation saved by an older
  /// version calls each upgrade it missed, lowest version first, with each route after the
  /// renames (so with today's scene and key names). Returning `nil` drops the route; throwing
  /// skips it, with the error's description; the ``RestorationReport`` names each route
  /// upgraded, dropped or skipped. Registering the same version again replaces its upgrade.
  ///
  /// - Parameters:
  ///   - version: The version it leads to, 2 or more: version 1 is the first
  ///     (``SavedNavigation/firstVersion``), data saved before saved navigation had versions.
  ///   - upgrade: Turns a route of the version before into one of this version, or `nil` to
  ///     drop it.
  public func register(
    savedNavigationVersion version: Int,
    upgrade: @escaping (NavigationRecord) throws -> NavigationRecord?
  ) {
    precondition(
      version > SavedNavigation.firstVersion,
      """
      register(savedNavigationVersion: \(version)) names the version an upgrade leads to, which \
      is \(SavedNavigation.firstVersion + 1) or more: version \(SavedNavigation.firstVersion) is \
      the first, and needs no upgrade.
      """)
    restorationRules.upgrades[version] = upgrade
  }

  /// The version of saved navigation this app writes and reads: the highest version an upgrade
  /// is registered for (here or in the parent), or ``SavedNavigation/firstVersion``.
  public var savedNavigationVersion: Int {
    savedNavigationUpgrades.keys.max() ?? SavedNavigation.firstVersion
  }

  /// The problems of the registered renames, for ``validationReport()``: a rename to a scene
  /// that is not registered, of a scene that still is, or of a key in an unregistered scene.
  func restorationProblems() -> [ValidationReport.Problem] {
    let scenes = registeredNames(of: .scene).sorted()
    let registered = Set(scenes)
    var problems: [ValidationReport.Problem] = []
    let renames = sceneRenames
    for (old, new) in renames.sorted(by: { $0.key < $1.key }) {
      if registered.contains(old) {
        problems.append(.init(scene: old, error: .renamedSceneStillRegistered(old, to: new)))
      } else if !registered.contains(Self.endOfRenames(from: old, in: renames)) {
        problems.append(
          .init(
            scene: old,
            error: .renamedSceneNotRegistered(
              old, to: new, suggestion: Suggestion.closest(to: new, in: scenes),
              registered: scenes)))
      }
    }
    for rename in contextKeyRenames {
      guard let scene = rename.scene, !registered.contains(scene) else { continue }
      problems.append(
        .init(
          scene: scene,
          error: .renamedContextKeyInUnregisteredScene(
            rename.from, to: rename.to, scene: scene,
            suggestion: Suggestion.closest(to: scene, in: scenes), registered: scenes)))
    }
    return problems
  }
}
