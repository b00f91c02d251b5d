import Foundation
public import MVCS

// Scene scripts' vocabulary lives in MVCS, where scenarios read it too; these names keep
// `import MVCSTesting` alone enough for tests that use them.

/// A JSON value, compared by meaning: object keys in any order, numbers by value.
///
/// Declared in MVCS, where scenarios read JSON too.
public typealias JSONValue = MVCS.JSONValue

/// A place in a scene script: its file, line and column, all for messages.
///
/// Declared in MVCS, where scenarios report their problems too.
public typealias ScriptLocation = MVCS.ScriptLocation

/// One thing wrong with a scene script, and where.
///
/// Declared in MVCS, where scenarios report their problems too.
public typealias ScriptProblem = MVCS.ScriptProblem

extension MVCS.JSONValue {
  /// Parses JSON text, which may span lines (a fixture file's content, say).
  ///
  /// ```swift
  /// let photos = try JSONValue(parsing: fixtureText, file: "photos.json")
  /// ```
  ///
  /// - Parameters:
  ///   - text: One JSON value, with optional whitespace around it.
  ///   - file: The file name used in problem locations.
  /// - Throws: ``ScriptError`` with the first problem, located by line and column.
  public init(parsing text: String, file: String = "JSON") throws(ScriptError) {
    do throws(ScriptFailure) {
      self = try JSONValue.parse(text, file: file)
    } catch {
      throw ScriptError(problems: [error.problem])
    }
  }

  /// Converts an `Encodable` value, as `JSONEncoder` encodes it.
  ///
  /// Dates, data and other values encode by `JSONEncoder`'s default strategies.
  ///
  /// ```swift
  /// try JSONValue(encoding: ["cats", "dogs"])  // ["cats","dogs"]
  /// ```
  ///
  /// - Parameter value: The value to convert.
  /// - Throws: The encoder's error, such as `EncodingError.invalidValue` for an infinite
  ///   `Double`.
  public init(encoding value: some Encodable) throws {
    let data = try JSONEncoder().encode(value)
    try self.init(parsing: String(decoding: data, as: UTF8.self), file: "JSONEncoder output")
  }
}
