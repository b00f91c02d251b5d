/// What ``Navigator/restore(_:)`` rebuilt of a ``SavedNavigation``, and every route it skipped
/// with the reason.
///
/// ```swift
/// let report = navigator.restore(saved)
/// print(report)
/// // Restored 1 of 2 scenes; skipped:
/// // - route 2, show Album: No scene named "Album" is registered. Did you mean "Albums"? …
/// ```
public struct RestorationReport: Sendable, Equatable, CustomStringConvertible {
  /// A saved route that was not restored.
  public struct Skipped: Sendable, Equatable, CustomStringConvertible {
    /// Its position in ``SavedNavigation/routes``, from 0.
    public let index: Int
    /// How it was reached.
    public let action: NavigationAction
    /// Its scene name.
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

    public var description: String {
      switch self {
      case .sceneNotRegistered(let error), .contextNoLongerFits(let error): error.description
      case .assemblyFailed(let message), .notRestorable(let message): message
      }
    }
  }

  /// How many routes the saved stack held.
  public let routeCount: Int
  /// The scene names restored, oldest first.
  public let restored: [String]
  /// The routes not restored, in saved order.
  public let skipped: [Skipped]

  /// Whether every saved route was restored.
  public var isComplete: Bool { skipped.isEmpty }

  public var description: String {
    guard !isComplete else {
      switch routeCount {
      case 0: return "Nothing to restore: the saved stack is empty."
      case 1: return "Restored the 1 saved scene."
      default: return "Restored all \(routeCount) saved scenes."
      }
    }
    let lines = skipped.map { "- \($0)" }.joined(separator: "\n")
    return "Restored \(restored.count) of \(routeCount) saved scenes; skipped:\n\(lines)"
  }
}
