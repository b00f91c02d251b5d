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
  /// A failed write is reported as a ``Diagnostic``, sets `status` to
  /// ``StorageStatus/failed(_:)``, and puts the stored value back in every bound property.
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
