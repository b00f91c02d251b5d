/// The response of a message whose body the app does not read, such as a `204 No Content`.
///
/// ```swift
/// struct AddFavorite: Message {
///   typealias Response = NoContent
///   // …
/// }
/// ```
public struct NoContent: Decodable, Sendable, Equatable {
  /// The response; there is nothing in it.
  public init() {}

  /// Decodes from anything: the body is not read.
  ///
  /// - Parameter decoder: Not read.
  public init(from decoder: any Decoder) throws {}
}
