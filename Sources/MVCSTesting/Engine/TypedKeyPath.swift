import MVCS

/// A Swift key path into the scene's pipeline, with what the engine does through it, erased
/// from the pipeline's and the value's types.
///
/// `@unchecked Sendable` is safe: ``SceneTest`` creates it on the main actor and hands it to the
/// engine there; it never leaves the main actor. It compares by identity: a Swift step is built,
/// run once and dropped, and scripts hold none.
final class TypedKeyPath: Hashable, @unchecked Sendable {
  let keyPath: AnyKeyPath
  /// The property the key path covers (the one it reads, even into its value) and how the key
  /// path reads in a message.
  let names: @MainActor (Pipeline, FailureLocation) -> (covered: String?, shown: String)
  /// The value it reads.
  let read: @MainActor (Pipeline) -> Any
  /// Writes a value of its type; `nil` for a key path that is not writable.
  let write: (@MainActor (Pipeline, Any) -> Void)?

  /// Erases a key path of a pipeline type.
  @MainActor
  init<Root: Pipeline, Value>(_ keyPath: KeyPath<Root, Value>) {
    self.keyPath = keyPath
    names = { pipeline, location in
      guard let pipeline = pipeline as? Root else { return (nil, "\(keyPath)") }
      if let whole = pipeline.name(of: keyPath) { return (whole, whole) }
      let covered = pipeline.nameOfPropertyRead(by: keyPath)
      return (covered, KeyPathText.text(of: keyPath, property: covered, at: location))
    }
    // A step reads only a started scene's pipeline, which `SceneTest.start()` checked is a Root.
    read = { pipeline in (pipeline as! Root)[keyPath: keyPath] }
    if let writable = keyPath as? ReferenceWritableKeyPath<Root, Value> {
      write = { pipeline, value in
        guard let pipeline = pipeline as? Root, let value = value as? Value else { return }
        pipeline[keyPath: writable] = value
      }
    } else {
      write = nil
    }
  }

  static func == (lhs: TypedKeyPath, rhs: TypedKeyPath) -> Bool { lhs === rhs }
  func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
