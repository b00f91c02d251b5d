/// A storage whose ``Storage/changes()`` come from a ``StorageChangeFeed``, with a promise the
/// shared hub relies on: each successful write, removal and batch made through this instance is
/// announced once, with its keys, before it returns, and a failed one is not announced.
///
/// The hub then needs no read to learn that the change a write of its own announced is that
/// write, and knows, by counting, whether an announced change is still on its way to it. The
/// built-in storages conform; a storage of an app's own cannot, and is read back instead.
package protocol FeedBackedStorage: Storage {
  /// The feed `changes()` hands out streams of.
  var changeFeed: StorageChangeFeed { get }
}
