public import Foundation

/// One request to a backend, and the type its response decodes to.
///
/// A message is a value: its stored properties are the request's parameters, and the protocol's
/// properties say how they go over HTTP. Only ``path`` and the ``Response`` type are required;
/// everything else has a default.
///
/// ```swift
/// struct SearchPhotos: Message {
///   typealias Response = [Photo]
///   static let demoResponse: DemoResponse<[Photo]>? = .value([Photo(id: "1", title: "Demo")])
///
///   let query: String
///   var path: MessagePath { "/photos/search" }
///   var queryItems: [URLQueryItem] { [URLQueryItem(name: "q", value: query)] }
/// }
///
/// let photos = try await http.send(SearchPhotos(query: "cats"))
/// ```
///
/// A parameter in the path stays one segment, percent-encoded (see ``MessagePath``); a message
/// whose response may be large says how large:
///
/// ```swift
/// struct PhotoFile: Message {
///   typealias Response = PhotoData
///   let id: String
///   var path: MessagePath { "/photos/\(id)/original" }  // "../x" cannot leave /photos
///   var maximumResponseSize: Int? { 50 * 1_024 * 1_024 }
/// }
/// ```
///
/// A message that writes, with a JSON body and a response the app ignores:
///
/// ```swift
/// struct AddFavorite: Message {
///   typealias Response = NoContent
///   static let demoResponse: DemoResponse<NoContent>? = .value(NoContent())
///   let photoID: String
///   var method: HTTPMethod { .post }
///   var path: MessagePath { "/favorites" }
///   var body: (any Encodable & Sendable)? { ["photoID": photoID] }
/// }
/// ```
public protocol Message: Sendable {
  /// What the response's JSON decodes to; ``NoContent`` for a response whose body is ignored.
  associatedtype Response: Decodable & Sendable

  /// The HTTP method; `GET` by default.
  var method: HTTPMethod { get }
  /// The path under the stage's base URL, such as `/photos/search` or `"/photos/\(id)"`;
  /// interpolated values are percent-encoded, each staying one segment.
  var path: MessagePath { get }
  /// The query items added to the URL, in order; none by default.
  var queryItems: [URLQueryItem] { get }
  /// The body, sent as JSON with `Content-Type: application/json`; none by default.
  var body: (any Encodable & Sendable)? { get }
  /// Headers for this message, added to (and overriding) the service's; none by default.
  var headers: [String: String] { get }
  /// How long to wait for the response, overriding the service's timeout; `nil` by default.
  var timeout: Duration? { get }
  /// The largest response body accepted, in bytes, overriding the service's
  /// ``HTTPService/maximumResponseSize`` (10 MiB by default); `nil` by default. A larger body
  /// fails with ``HTTPError/responseTooLarge(message:url:limit:declared:)`` as soon as it is
  /// announced or passes the limit, without being read whole.
  var maximumResponseSize: Int? { get }

  /// What the message answers in the demo stage, with no network; `nil` by default, which
  /// makes sending it in the demo stage an error naming the message.
  static var demoResponse: DemoResponse<Response>? { get }
}

extension Message {
  /// `GET`.
  public var method: HTTPMethod { .get }
  /// No query items.
  public var queryItems: [URLQueryItem] { [] }
  /// No body.
  public var body: (any Encodable & Sendable)? { nil }
  /// No headers of its own.
  public var headers: [String: String] { [:] }
  /// The service's timeout.
  public var timeout: Duration? { nil }
  /// The service's maximum response size.
  public var maximumResponseSize: Int? { nil }
  /// No demo response.
  public static var demoResponse: DemoResponse<Response>? { nil }

  /// The message's type name, as errors and logs name it.
  static var name: String { String(describing: Self.self) }
}
