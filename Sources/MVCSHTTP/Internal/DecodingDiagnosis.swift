import Foundation
import MVCS
import MVCSSupport

/// Turns a `DecodingError` into an ``HTTPError/decodingFailed(message:type:path:expected:found:)``
/// that points into the JSON: where (`$.photos[2].title`), what type was expected there, and
/// what is there instead.
enum DecodingDiagnosis {
  static func error(
    _ error: any Error, message: String, type: Any.Type, data: Data, secrets: SecretNames
  ) -> HTTPError {
    let typeName = String(describing: type)
    func failure(_ path: [any CodingKey], expected: String, found: String) -> HTTPError {
      // What was found is part of the response: shown unless it is, or holds, a credential.
      let isSecret =
        path.contains { $0.intValue == nil && secrets.contains($0.stringValue) }
        || secrets.hasSecretKey(inJSON: found)
      return .decodingFailed(
        message: message, type: typeName, path: Self.path(path), expected: expected,
        found: isSecret ? SecretNames.placeholder : HTTPService.shown(found))
    }
    guard let error = error as? DecodingError else {
      return failure([], expected: typeName, found: "\(error)")
    }
    switch error {
    case .typeMismatch(let expected, let context):
      let found = StorageCoding.preview(at: context.codingPath, in: data) ?? "no value"
      return failure(context.codingPath, expected: name(of: expected), found: found)
    case .valueNotFound(let expected, let context):
      return failure(context.codingPath, expected: name(of: expected), found: "null")
    case .keyNotFound(let key, let context):
      return failure(
        context.codingPath + [key], expected: "a value", found: "no such key")
    case .dataCorrupted(let context):
      guard (try? JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed)) != nil
      else {
        let start = String(decoding: data.prefix(800), as: UTF8.self)
        return failure([], expected: "JSON", found: start.isEmpty ? "an empty body" : start)
      }
      let found = StorageCoding.preview(at: context.codingPath, in: data) ?? "no value"
      return failure(
        context.codingPath, expected: "a valid value (\(context.debugDescription))",
        found: found)
    @unknown default:
      return failure([], expected: typeName, found: "\(error)")
    }
  }

  /// `$`, `$.photos`, `$.photos[2].title`.
  static func path(_ keys: [any CodingKey]) -> String {
    "$" + keys.map { key in key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)" }.joined()
  }

  private static func name(of type: Any.Type) -> String {
    switch type {
    case is String.Type: "a string"
    case is Bool.Type: "a Boolean"
    case is any BinaryInteger.Type: "an integer (\(type))"
    case is any BinaryFloatingPoint.Type: "a number (\(type))"
    case is [Any].Type: "an array"
    case is [String: Any].Type: "an object"
    default: String(describing: type)
    }
  }
}
