import Foundation

/// Why a load failed, sorted into what a view does with it, and whether the view shows it.
///
/// A store makes one from the error a service threw, under the scene's ``ErrorPolicy``; the load
/// states keep it, and their derived answers (``LoadStatus/hint``, ``LoadStatus/globalFailure``)
/// offer it to the view only when ``isShown`` is true.
///
/// ```swift
/// let failure = LoadFailure(URLError(.notConnectedToInternet))
/// failure.kind     // .offline
/// failure.isShown  // false: the offline view explains it (ErrorPolicy.standard)
/// ```
///
/// Two failures are equal when they have the same kind, visibility, error type and message, so a
/// pipeline property holding one notifies only when what the view would show changes.
public struct LoadFailure: Error, Sendable, Equatable, CustomStringConvertible {
  /// What kind of failure it is, which decides whether the view shows it.
  public enum Kind: String, Sendable, Codable, CaseIterable {
    /// The work was cancelled: a newer load replaced it, or the scene was torn down. Never shown,
    /// and never kept by a load state.
    case cancellation
    /// The device is offline, or the server cannot be reached. Shown only when the policy says.
    case offline
    /// Anything else: shown.
    case other
  }

  /// The error as thrown.
  public let error: any Error
  /// What kind of failure it is.
  public let kind: Kind
  /// Whether the view shows it, as the policy decided.
  public let isShown: Bool

  /// Sorts an error under a policy.
  ///
  /// - Parameters:
  ///   - error: The error the work threw. A `LoadFailure` is taken as it is.
  ///   - policy: Which errors the view shows; ``ErrorPolicy/standard`` by default.
  public init(_ error: any Error, policy: ErrorPolicy = .standard) {
    if let failure = error as? LoadFailure {
      self = failure
      return
    }
    self.error = error
    kind = policy.kind(of: error)
    isShown = policy.shows(kind)
  }

  /// The message to show: the error's description.
  public var message: String { String(describing: error) }

  /// The message.
  public var description: String { message }

  /// Whether both have the same kind, visibility, error type and message.
  public static func == (lhs: LoadFailure, rhs: LoadFailure) -> Bool {
    lhs.kind == rhs.kind && lhs.isShown == rhs.isShown
      && type(of: lhs.error) == type(of: rhs.error) && lhs.message == rhs.message
  }
}

extension LoadFailure: Encodable {
  private enum CodingKeys: String, CodingKey { case message, kind, isShown }

  /// Encodes the message, kind and visibility, as scene scripts compare them:
  /// `{"message": "offline", "kind": "offline", "isShown": false}`.
  ///
  /// - Parameter encoder: The encoder.
  /// - Throws: The encoder's error.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(message, forKey: .message)
    try container.encode(kind, forKey: .kind)
    try container.encode(isShown, forKey: .isShown)
  }
}
