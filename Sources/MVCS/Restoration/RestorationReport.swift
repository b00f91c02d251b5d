/// What ``Navigator/restore(_:using:)`` rebuilt of a ``SavedNavigation``: route by route, what
/// it restored, renamed, upgraded or skipped, and why.
///
/// ```swift
/// let report = navigator.restore(saved, using: mediator)
/// print(report)
/// // Restored 2 of 3 saved scenes, saved by version 1 and upgraded to version 2:
/// // - route 1, show Search: restored
/// // - route 2, show Album: restored as Albums (renamed "Album" to "Albums"; upgraded to version 2)
/// // - route 3, show Settings: skipped: No scene named "Settings" is registered. …
/// ```
public struct RestorationReport: Sendable, Equatable, CustomStringConvertible {
  /// A saved route that was not restored.
  public struct Skipped: Sendable, Equatable, CustomStringConvertible {
    /// Its position in ``SavedNavigation/routes``, from 0.
    public let index: Int
    /// How it was reached.
    public let action: NavigationAction
    /// Its scene name, as saved.
    public let scene: String
    /// Why it was not restored.
    public let reason: Reason

    /// `route 2, show Album: No scene named "Album" is registered. …` (counting from 1).
    public var description: String { "route \(index + 1), \(action) \(scene): \(reason)" }
  }

  /// Why a saved route was not restored.
  public enum Reason: Sendable, Equatable, CustomStringConvertible {
    /// No scene is registered under its name any more; the error lists the registered ones.
    case sceneNotRegistered(MediatorError)
    /// Its context no longer fits the scene's store: a key it now requires is missing, or a
    /// value is not of the type it now reads.
    case contextNoLongerFits(MediatorError)
    /// The scene could not be assembled for another reason, such as its store's initialiser
    /// throwing; the error's description.
    case assemblyFailed(String)
    /// The route cannot be restored at all, such as a saved dismissal.
    case notRestorable(String)
    /// The navigation was saved by a newer version of the app than this one knows, so its
    /// routes may mean something else here; none is restored.
    case newerVersion(saved: Int, known: Int)
    /// The upgrade to a version returned `nil` for the route: it has no place in that version.
    case droppedByUpgrade(version: Int)
    /// The upgrade to a version threw for the route; the error's description.
    case upgradeFailed(version: Int, String)

    init(_ error: any Error) {
      guard let error = error as? MediatorError else {
        self = .assemblyFailed(String(describing: error))
        return
      }
      switch error {
      case .unknownName(_, kind: .scene, _, _): self = .sceneNotRegistered(error)
      case .missingContextKey, .contextTypeMismatch: self = .contextNoLongerFits(error)
      default: self = .assemblyFailed(error.description)
      }
    }

    /// The error's description, or the reason in words.
    public var description: String {
      switch self {
      case .sceneNotRegistered(let error), .contextNoLongerFits(let error): error.description
      case .assemblyFailed(let message), .notRestorable(let message): message
      case .newerVersion(let saved, let known):
        """
        saved by version \(saved) of the saved navigation, newer than the version this app \
        knows (\(known))
        """
      case .droppedByUpgrade(let version): "dropped by the upgrade to version \(version)"
      case .upgradeFailed(let version, let message):
        "the upgrade to version \(version) threw: \(message)"
      }
    }
  }

  /// A change restoring made to a saved route before rebuilding it.
  public enum Change: Sendable, Equatable, CustomStringConvertible {
    /// The scene was renamed (``Mediator/register(renamedScene:to:)``), through every rename
    /// of a chain.
    case renamedScene(from: String, to: String)
    /// A context key was renamed (``Mediator/register(renamedContextKey:to:inScene:)``).
    case renamedContextKey(from: String, to: String)
    /// The route was upgraded to a version
    /// (``Mediator/register(savedNavigationVersion:upgrade:)``).
    case upgraded(toVersion: Int)

    /// `renamed "Album" to "Albums"`, `renamed the context key "photoId" to "photoID"`,
    /// `upgraded to version 2`.
    public var description: String {
      switch self {
      case .renamedScene(let from, let to): "renamed \"\(from)\" to \"\(to)\""
      case .renamedContextKey(let from, let to):
        "renamed the context key \"\(from)\" to \"\(to)\""
      case .upgraded(let version): "upgraded to version \(version)"
      }
    }
  }

  /// One saved route: what restoring changed of it, and whether it was restored.
  public struct Route: Sendable, Equatable, CustomStringConvertible {
    /// Whether a route was restored.
    public enum Outcome: Sendable, Equatable {
      /// The scene was shown or presented.
      case restored
      /// The route was not restored, for the reason.
      case skipped(Reason)
    }

    /// Its position in ``SavedNavigation/routes``, from 0.
    public let index: Int
    /// How it was reached.
    public let action: NavigationAction
    /// Its scene name as saved; empty for a route that names none.
    public let savedScene: String
    /// The scene it was restored as, after renames and upgrades; `nil` when it names none.
    public let scene: String?
    /// The renames and upgrades applied, in order.
    public let changes: [Change]
    /// Whether it was restored.
    public let outcome: Outcome

    /// Whether the scene was shown or presented.
    public var isRestored: Bool { outcome == .restored }

    /// `route 2, show Album: restored as Albums (renamed "Album" to "Albums")`, or
    /// `route 3, show Settings: skipped: …` (counting from 1).
    public var description: String {
      let head = "route \(index + 1), \(action) \(savedScene)"
      let changed = changes.map(\.description).joined(separator: "; ")
      switch outcome {
      case .restored:
        guard !changes.isEmpty else { return "\(head): restored" }
        let renamed = scene.map { $0 == savedScene ? "" : " as \($0)" } ?? ""
        return "\(head): restored\(renamed) (\(changed))"
      case .skipped(let reason):
        return "\(head): skipped" + (changes.isEmpty ? "" : " (\(changed))") + ": \(reason)"
      }
    }
  }

  /// Every saved route, in saved order, with what restoring made of it.
  public let routes: [Route]
  /// The version of the app's saved navigation that saved it.
  public let savedVersion: Int
  /// The version this app's saved navigation is at (``Mediator/savedNavigationVersion``).
  public let currentVersion: Int

  /// How many routes the saved stack held.
  public let routeCount: Int
  /// The scene names restored, oldest first: after renames and upgrades, the names they were
  /// restored as.
  public let restored: [String]
  /// The routes not restored, in saved order.
  public let skipped: [Skipped]

  init(routes: [Route], savedVersion: Int, currentVersion: Int) {
    self.routes = routes
    self.savedVersion = savedVersion
    self.currentVersion = currentVersion
    routeCount = routes.count
    restored = routes.filter(\.isRestored).compactMap(\.scene)
    skipped = routes.compactMap { route in
      guard case .skipped(let reason) = route.outcome else { return nil }
      return Skipped(
        index: route.index, action: route.action, scene: route.savedScene, reason: reason)
    }
  }

  /// Whether every saved route was restored.
  public var isComplete: Bool { skipped.isEmpty }
  /// Whether the navigation was saved by a newer version than this app knows, so that nothing
  /// was restored.
  public var isFromNewerVersion: Bool { savedVersion > currentVersion }

  /// `Restored all 2 saved scenes.`; when a route was skipped, each skipped route; when
  /// restoring renamed or upgraded anything, every route with what was done to it.
  public var description: String {
    let changed = routes.contains { !$0.changes.isEmpty }
    if isFromNewerVersion {
      return """
        Restored none of \(routeCount) saved scenes: the saved navigation is version \
        \(savedVersion), newer than the version this app knows (\(currentVersion)), so its \
        routes may mean something else here. To fix, restore with the mediator that registers \
        the upgrade to version \(savedVersion) (navigator.restore(saved, using: mediator)); an \
        older release of the app opening a newer one's data starts from its root scene.
        """
    }
    if isComplete && !changed {
      switch routeCount {
      case 0: return "Nothing to restore: the saved stack is empty."
      case 1: return "Restored the 1 saved scene."
      default: return "Restored all \(routeCount) saved scenes."
      }
    }
    guard changed || savedVersion != currentVersion else {
      let lines = skipped.map { "- \($0)" }.joined(separator: "\n")
      return "Restored \(restored.count) of \(routeCount) saved scenes; skipped:\n\(lines)"
    }
    let upgraded =
      savedVersion == currentVersion
      ? "" : ", saved by version \(savedVersion) and upgraded to version \(currentVersion)"
    let lines = routes.map { "- \($0)" }.joined(separator: "\n")
    return "Restored \(restored.count) of \(routeCount) saved scenes\(upgraded):\n\(lines)"
  }
}
