extension SceneEnvironment {
  /// Binds a pipeline property to a stored value, so that every scene bound to it agrees.
  ///
  /// Call it in the store's initialiser. The property holds the stored value (or the key's
  /// default) before the store starts; writing the property writes the storage; and a write of
  /// the key by any scene, any code holding the storage, or another process updates every
  /// bound property, by the usual observation rules of its kind.
  ///
  /// ```swift
  /// init(environment: SceneEnvironment) throws {
  ///   try environment.bind(\.favorites, of: pipeline, to: .favorites, status: \.favoritesStatus)
  /// }
  /// ```
  ///
  /// **Where the first value comes from.** `bind` sets the property before it returns, so the
  /// store's observers and `start()` never see a default that is about to change. It takes the
  /// value another live binding of the same storage and key holds; otherwise it reads the key
  /// at once when the storage is a ``SynchronousStorage`` (as the built-in storages are),
  /// upgrading an old value with the key's migrations and writing the upgrade back; otherwise
  /// the property holds the default, `status` is ``StorageStatus/loading``, and the value
  /// arrives as a later write. A missing key gives the default and writes nothing.
  ///
  /// **Writes.** A write of the property that notifies by the rules of its kind, and whose
  /// JSON differs from the value the bindings hold (so values that are not `Equatable` work),
  /// is delivered to the other bindings of the key before the assignment returns, as nested
  /// writes that observers, journals and scene scripts see like any other. It is then written
  /// to the storage by a queue, one per storage, in order; a key written again before its write
  /// started is written once, with the latest value. A delivered value is never written back.
  /// ``Mediator/waitUntilStored()`` waits for the queue.
  ///
  /// **Changes from elsewhere.** While a binding lives, the storage's ``Storage/changes()`` are
  /// followed: each announced key is read once and delivered where its value differs.
  ///
  /// **Failures.** A failed write is reported as a ``Diagnostic``, sets `status` to
  /// ``StorageStatus/failed(_:)`` in every binding of the key, and puts the stored value back
  /// in every bound property, so no scene keeps a value that was not stored; the next
  /// successful write sets ``StorageStatus/current`` again. A value written by a newer version
  /// of the app (``StorageVersionError``) leaves the property at the default with a failed
  /// status, and the key read-only: writes of the property are put back with a diagnostic, so
  /// the newer value is never overwritten.
  ///
  /// The binding ends when the scene is torn down, its pipeline is released, or
  /// ``SharedBinding/cancel()`` is called; writes already queued still reach the storage.
  ///
  /// - Parameters:
  ///   - keyPath: The pipeline property that mirrors the stored value.
  ///   - pipeline: The scene's pipeline.
  ///   - key: The storage, key, default, version and migrations of the value.
  ///   - status: A property that shows whether the value agrees with the storage, or `nil`.
  /// - Returns: The binding, to end it before the scene ends.
  /// - Throws: ``MediatorError/unknownName(_:kind:suggestion:registered:)`` when no storage is
  ///   registered under `key.storage`.
  @discardableResult
  public func bind<P: Pipeline, Value>(
    _ keyPath: ReferenceWritableKeyPath<P, Value>,
    of pipeline: P,
    to key: SharedKey<Value>,
    status: ReferenceWritableKeyPath<P, StorageStatus>? = nil
  ) throws(MediatorError) -> SharedBinding {
    let (storage, identity) = try mediator.sharedStorage(key.storage)
    return SharedHub.shared.bind(
      keyPath, of: pipeline, to: key, status: status, storage: storage, identity: identity,
      mediator: mediator)
  }
}
