import MVCS

/// A Swift value a step writes or expects, with its type's equality, erased from its type.
///
/// `@unchecked Sendable` is safe for the reason ``TypedKeyPath`` is: it lives on the main actor,
/// from the ``SceneTest`` method that makes it to the engine that runs it.
final class TypedValue: Hashable, @unchecked Sendable {
  let value: Any
  /// The value as JSON when it is `Encodable`.
  let json: JSONValue?
  /// Whether an actual value equals it as its type; `nil` when the type is not `Equatable`.
  let isEqual: ((Any?) -> Bool)?

  /// A value to write or deliver.
  init(_ value: Any) {
    self.value = value
    json = JSONValue(encodingIfPossible: value)
    isEqual = nil
  }

  /// A value to compare with.
  init<Value: Equatable>(expecting value: Value) {
    self.value = value
    json = JSONValue(encodingIfPossible: value)
    isEqual = { ($0 as? Value) == value }
  }

  static func == (lhs: TypedValue, rhs: TypedValue) -> Bool { lhs === rhs }
  func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
