/// What the user picked, for a `@Context` property: every write is a new pick, so picking the
/// same row twice is two changes.
///
/// A `@Context` property notifies only when its value changes, which is right for data handed
/// on, but a user who opens a photo, goes back and opens it again expects the second pick to
/// navigate too. A `Selection` is the value to declare for that: it is not `Equatable`, so each
/// write notifies, and no flag or `nil` written in between is needed.
///
/// ```swift
/// @MainActor final class PhotoListPipeline: Pipeline {
///   @Piped var photos: [Photo] = []
///   @Context var selectedPhotoID: Selection<String>   // nil until the user picks a row
/// }
///
/// // The view, when the user opens a row:
/// pipeline.selectedPhotoID.select(photos[row].id)
///
/// // The controller, in addObservers(): one call navigates for each pick.
/// navigation.show("PhotoDetail", forEach: \.selectedPhotoID, of: pipeline) { photoID in
///   ["photoID": photoID]
/// }
/// ```
///
/// A selection encodes as its value, so a scene script reads and writes the value itself:
/// `set selectedPhotoID = "p1"` picks `p1`, and `expect selectedPhotoID == "p1"` checks it.
public struct Selection<Value>: ExpressibleByNilLiteral {
  /// The value picked last; `nil` before the first pick, or after ``clear()``.
  public private(set) var value: Value?

  /// Creates a selection of a value.
  ///
  /// - Parameter value: The value picked.
  public init(_ value: Value) {
    self.value = value
  }

  /// Creates a selection of nothing, as `nil` does.
  ///
  /// - Parameter nilLiteral: `nil`.
  public init(nilLiteral: ()) {
    value = nil
  }

  /// Picks a value; written to a pipeline property, it notifies even when the value is the one
  /// picked last.
  ///
  /// - Parameter value: The value picked.
  public mutating func select(_ value: Value) {
    self.value = value
  }

  /// Forgets the pick.
  public mutating func clear() {
    value = nil
  }
}

extension Selection: Sendable where Value: Sendable {}

extension Selection: Encodable where Value: Encodable {
  /// Encodes the value picked, or `null`.
  ///
  /// - Parameter encoder: The encoder.
  /// - Throws: The encoder's error, or the value's.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(value)
  }
}

extension Selection: Decodable where Value: Decodable {
  /// Decodes a value picked, or `null` for none.
  ///
  /// - Parameter decoder: The decoder.
  /// - Throws: The decoder's error, or the value's.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    value = container.decodeNil() ? nil : try container.decode(Value.self)
  }
}
