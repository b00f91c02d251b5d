/// A way to reach remote data: one request in, one response out.
///
/// A store never names a concrete service. It asks its ``SceneEnvironment`` for one by the name it
/// was registered under, so a demo, a test fake or a new backend swaps in by registering another
/// implementation under the same name.
///
/// ```swift
/// struct FlickrSearch: Service {
///   func response(to query: String) async throws -> [Photo] { … }
/// }
///
/// mediator.register(service: "SearchPhotoService") { FlickrSearch() }
///
/// // In the store:
/// let search: any Service<String, [Photo]> = try environment.service("SearchPhotoService")
/// let photos = try await search.response(to: "cats")
/// ```
public protocol Service<Request, Response>: Sendable {
  /// What the service is asked, such as a search text or a request value.
  associatedtype Request: Sendable
  /// What the service answers, such as the decoded list of photos.
  associatedtype Response: Sendable

  /// Sends a request and returns the response.
  ///
  /// - Parameter request: What to ask.
  /// - Returns: The response.
  /// - Throws: Whatever went wrong reaching or reading the remote data; cancellation when the
  ///   scene is torn down while the request runs.
  func response(to request: Request) async throws -> Response
}
