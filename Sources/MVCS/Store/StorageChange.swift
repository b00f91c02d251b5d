/// What a storage announces when values change: which keys, or only that something did.
///
/// ``Storage/changes()`` yields one for each write, removal or batch, whoever made it: this
/// process, other code holding the same storage, or another process. Bound pipeline
/// properties (``SceneEnvironment/bind(_:of:to:status:)``) read the keys again and update when
/// their value differs.
///
/// ```swift
/// for await change in storage.changes() {
///   switch change {
///   case .keys(let keys): print("changed:", keys.sorted())
///   case .unknown: print("something changed")
///   }
/// }
/// ```
public enum StorageChange: Sendable, Hashable {
  /// These keys, canonically composed, were written or removed.
  case keys(Set<String>)
  /// Something changed, but the storage cannot say which keys (for example a commit by another
  /// connection to a database): every key of interest should be read again.
  case unknown
}
