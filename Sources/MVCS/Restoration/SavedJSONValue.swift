import Foundation

/// A restored context value saved as JSON: decoded as the type a store reads it as.
struct SavedJSONValue: Sendable, CustomStringConvertible {
  /// The type it was saved from, for messages.
  let typeName: String
  let json: String

  var description: String { json }

  /// The value as a type, or why it does not decode as one.
  func decode<Value>(as type: Value.Type) -> Result<Value, ValueText.Failure> {
    Result { () throws(ValueText.Failure) in try ValueText.decode(json, as: type) }
  }
}
