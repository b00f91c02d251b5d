/// An HTTP method, such as `GET` or `POST`.
///
/// ```swift
/// var method: HTTPMethod { .post }
/// ```
public struct HTTPMethod: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
  /// The method as it goes on the wire, such as `GET`.
  public let rawValue: String

  /// A method by its name.
  ///
  /// - Parameter rawValue: The method as it goes on the wire, such as `PROPFIND`.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// `GET`: reads.
  public static let get = HTTPMethod(rawValue: "GET")
  /// `POST`: creates, or sends a command.
  public static let post = HTTPMethod(rawValue: "POST")
  /// `PUT`: replaces.
  public static let put = HTTPMethod(rawValue: "PUT")
  /// `PATCH`: changes part.
  public static let patch = HTTPMethod(rawValue: "PATCH")
  /// `DELETE`: removes.
  public static let delete = HTTPMethod(rawValue: "DELETE")

  /// The method's name, such as `GET`.
  public var description: String { rawValue }
}
