/// Whether a bound property agrees with its storage, for a view to show.
///
/// Bind it beside the value with ``SceneEnvironment/bind(_:of:to:status:)``; a `@Status`
/// property is the usual kind.
///
/// ```swift
/// @Status var favoritesStatus: StorageStatus = .current
/// ```
public enum StorageStatus: Sendable, Hashable, Codable {
  /// The property holds the stored value (or the default, when nothing is stored).
  case current
  /// The stored value is being read; the property holds the default until it arrives.
  case loading
  /// The last read, write or upgrade failed; the property holds the last value the storage
  /// confirmed.
  case failed(StorageFailure)
}
