public import Foundation

/// What a ``Message`` answers in the demo stage: a value, JSON text, or a JSON file bundled with
/// the app.
///
/// ```swift
/// struct SearchPhotos: Message {
///   typealias Response = [Photo]
///   static let demoResponse: DemoResponse<[Photo]>? = .resource("SearchPhotos", in: .module)
///   // …
/// }
/// ```
public struct DemoResponse<Response: Decodable & Sendable>: Sendable {
  enum Source: Sendable {
    case value(Response)
    case json(String)
    case resource(name: String, url: URL?)
  }

  let source: Source

  /// Answers with a value.
  ///
  /// - Parameter value: The response.
  /// - Returns: The demo response.
  public static func value(_ value: Response) -> DemoResponse {
    DemoResponse(source: .value(value))
  }

  /// Answers with JSON text, decoded as a real response would be.
  ///
  /// - Parameter text: The JSON.
  /// - Returns: The demo response.
  public static func json(_ text: String) -> DemoResponse {
    DemoResponse(source: .json(text))
  }

  /// Answers with the JSON file `<name>.json` in a bundle, decoded as a real response would be.
  ///
  /// Add the file to the target's resources (`resources: [.process("Demo")]` in
  /// `Package.swift`) and pass `.module`, or `.main` for an app's bundle.
  ///
  /// - Parameters:
  ///   - name: The file's name without `.json`.
  ///   - bundle: The bundle with the file.
  /// - Returns: The demo response.
  public static func resource(_ name: String, in bundle: Bundle) -> DemoResponse {
    DemoResponse(
      source: .resource(name: name, url: bundle.url(forResource: name, withExtension: "json")))
  }

  /// Answers with the JSON file at a URL, decoded as a real response would be.
  ///
  /// - Parameter file: The file.
  /// - Returns: The demo response.
  public static func file(_ file: URL) -> DemoResponse {
    DemoResponse(source: .resource(name: file.lastPathComponent, url: file))
  }
}
