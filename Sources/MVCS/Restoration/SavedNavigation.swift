/// The navigation stack as data: each route's action, scene name and context (a
/// ``NavigationRecord``), with the version of the app's saved navigation that wrote it, to save
/// when the app goes to the background and restore at launch.
///
/// ```swift
/// let data = try JSONEncoder().encode(navigator.savedNavigation())
/// // … at the next launch, perhaps of a newer release:
/// let saved = try JSONDecoder().decode(SavedNavigation.self, from: data)
/// let report = navigator.restore(saved, using: mediator)
/// if !report.isComplete { print(report) }
/// ```
///
/// Context values are saved with their types (see ``ContextValues``'s `Codable` conformance);
/// result handlers are not saved. It encodes as `{"version": 2, "routes": [...]}`, and version 1
/// as `{"routes": [...]}`, as saved navigation was saved before it had versions; data without
/// `"version"` decodes as version 1.
///
/// The version is the app's: 1 until the app registers an upgrade with
/// ``Mediator/register(savedNavigationVersion:upgrade:)``, then the highest version it upgrades
/// to (``Mediator/savedNavigationVersion``). Restoring an older file applies the upgrades it
/// missed; a file from a newer version is not restored, and the report says so.
public struct SavedNavigation: Sendable, Codable {
  /// The version of data saved before versions existed, and of an app that registers no
  /// upgrade.
  public static let firstVersion = 1

  /// The version of the app's saved navigation that saved it, from ``firstVersion``.
  public var version: Int
  /// The routes, oldest (bottom of the stack) first: each scene shown or presented.
  public var routes: [NavigationRecord]

  /// Creates a saved stack from routes, of the first version.
  ///
  /// An app that registers upgrades saves with ``init(routes:version:)`` and its mediator's
  /// ``Mediator/savedNavigationVersion``, so that the next launch does not upgrade it again.
  ///
  /// - Parameter routes: The routes, oldest first.
  public init(routes: [NavigationRecord]) {
    self.init(routes: routes, version: Self.firstVersion)
  }

  /// Creates a saved stack from routes, of a version of the app's saved navigation.
  ///
  /// ```swift
  /// let saved = SavedNavigation(routes: myRoutes, version: mediator.savedNavigationVersion)
  /// ```
  ///
  /// - Parameters:
  ///   - routes: The routes, oldest first.
  ///   - version: The version it is saved as: the mediator's
  ///     ``Mediator/savedNavigationVersion``.
  public init(routes: [NavigationRecord], version: Int) {
    self.routes = routes
    self.version = version
  }

  private enum CodingKeys: String, CodingKey {
    case version, routes
  }

  /// Decodes a saved stack; one without a version is of the ``firstVersion``.
  ///
  /// - Parameter decoder: The decoder.
  /// - Throws: `DecodingError` when the data is not a saved stack, or its version is below the
  ///   first.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    version = try container.decodeIfPresent(Int.self, forKey: .version) ?? Self.firstVersion
    routes = try container.decode([NavigationRecord].self, forKey: .routes)
    guard version >= Self.firstVersion else {
      throw DecodingError.dataCorruptedError(
        forKey: .version, in: container,
        debugDescription: """
          The saved navigation's version is \(version); versions start at \
          \(Self.firstVersion). To fix, save with mediator.savedNavigationVersion.
          """)
    }
  }

  /// Encodes the routes, and the version unless it is the ``firstVersion``.
  ///
  /// - Parameter encoder: The encoder.
  /// - Throws: `EncodingError` naming the key of a context value that is not `Encodable`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    // Version 1 is written as the release before versions wrote it, which that release reads.
    if version != Self.firstVersion { try container.encode(version, forKey: .version) }
    try container.encode(routes, forKey: .routes)
  }
}

extension RecordingNavigator {
  /// The stack as data to save: each shown or presented scene not dismissed, oldest first, of
  /// the mediator's ``Mediator/savedNavigationVersion``.
  ///
  /// - Returns: The saved stack; encode it with any `Encoder`.
  public func savedNavigation() -> SavedNavigation {
    SavedNavigation(routes: stack, version: mediator.savedNavigationVersion)
  }
}
