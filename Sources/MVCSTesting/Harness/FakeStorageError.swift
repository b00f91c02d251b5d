/// The error a ``RecordingStorage`` throws for a write that a test made fail.
///
/// A test makes the writes of a key fail with ``RecordingStorage/failWrites(forKey:)``, or with
/// `storage Favorites fails writes favorites` in a script, to see what the scene does when its
/// storage fails; ``RecordingStorage/succeedWrites(forKey:)`` lets them succeed again.
///
/// ```swift
/// test.storage("Favorites")?.failWrites(forKey: "favorites")
/// await test.set(\.starToggled, true)
/// let failure = StorageFailure(
///   operation: .write, storage: "Favorites", key: "favorites",
///   message: FakeStorageError.failedWrite(storage: "Favorites", key: "favorites").description)
/// test.expect(\.favoritesStatus, .failed(failure))
/// ```
public enum FakeStorageError: Error, Equatable, CustomStringConvertible {
  /// A write, removal or batch changing `key` failed, because the test makes its writes fail.
  case failedWrite(storage: String, key: String)

  public var description: String {
    switch self {
    case .failedWrite(let storage, let key):
      // No closing period: storage failures are quoted inside longer sentences.
      "a fake failure: the test made writes of \"\(key)\" to the storage \"\(storage)\" fail "
        + "with failWrites(forKey:) (in a script, `storage \(storage) fails writes \(key)`); "
        + "succeedWrites(forKey:) lets them succeed again"
    }
  }
}
