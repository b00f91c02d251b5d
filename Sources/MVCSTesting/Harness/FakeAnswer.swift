import Foundation

/// What a fake service answers a call with, and after how long on the test clock.
///
/// ```swift
/// test.services.answer("SearchPhotoService", with: .value([Photo.sample]))
/// test.services.answer("SearchPhotoService", with: .json(#"[{"id": "1"}]"#, after: .seconds(2)))
/// test.services.answer("SearchPhotoService", with: .error(URLError(.notConnectedToInternet)))
/// ```
public struct FakeAnswer: Sendable {
  enum Payload: Sendable {
    case value(any Sendable)
    case json(String)
    case error(any Error)
  }

  let payload: Payload
  /// How long the answer takes, on the scene's test clock.
  public let delay: Duration?

  /// Answers with a value of the service's response type.
  public static func value(_ value: some Sendable, after delay: Duration? = nil) -> FakeAnswer {
    FakeAnswer(payload: .value(value), delay: delay)
  }

  /// Answers with JSON, decoded to the service's response type when the call is made.
  public static func json(_ text: String, after delay: Duration? = nil) -> FakeAnswer {
    FakeAnswer(payload: .json(text), delay: delay)
  }

  /// Answers with the JSON in a file, such as a fixture next to the test.
  ///
  /// - Throws: The file system's error when the file cannot be read as UTF-8 text.
  public static func fixture(at path: String, after delay: Duration? = nil) throws -> FakeAnswer {
    .json(try String(contentsOfFile: path, encoding: .utf8), after: delay)
  }

  /// Answers by throwing an error.
  public static func error(_ error: any Error, after delay: Duration? = nil) -> FakeAnswer {
    FakeAnswer(payload: .error(error), delay: delay)
  }
}
