/// The values one scene hands the next: `["photoID": "123"]`.
///
/// ```swift
/// try navigation.show("PhotoDetail", context: ["photoID": photo.id])
/// let search = try mediator.assemble(scene, context: ["query": "cats"])
/// ```
///
/// Stores read them with their type through ``SceneEnvironment/value(_:as:)``.
public struct ContextValues: Sendable, ExpressibleByDictionaryLiteral, CustomStringConvertible {
  /// The values by key.
  public var values: [String: any Sendable]
  /// Where the result of the scene these values are passed to goes, when its presenter asked
  /// for one; not a value, so not among ``values``, and not saved.
  package var resultChannel: ResultChannel?

  /// Creates context values from a dictionary.
  public init(_ values: [String: any Sendable] = [:]) {
    self.values = values
  }

  /// Creates context values from a dictionary literal.
  public init(dictionaryLiteral elements: (String, any Sendable)...) {
    values = Dictionary(elements, uniquingKeysWith: { _, last in last })
  }

  /// The value under a key, if any.
  public subscript(key: String) -> (any Sendable)? {
    get { values[key] }
    set { values[key] = newValue }
  }

  /// The keys, sorted.
  public var keys: [String] { values.keys.sorted() }

  /// `["photoID": "123"]`, keys sorted, values as JSON when they are `Encodable`.
  public var description: String {
    guard !values.isEmpty else { return "[:]" }
    let pairs = keys.map { "\"\($0)\": \(ValueText.describe(values[$0]!))" }
    return "[" + pairs.joined(separator: ", ") + "]"
  }
}
