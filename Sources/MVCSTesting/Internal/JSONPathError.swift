/// Why a path into a ``JSONValue`` does not apply, such as an index past the end.
///
/// ```swift
/// do {
///   _ = try JSONValue.array([]).value(at: [.index(0)])
/// } catch {
///   print(error)  // [0]: index 0 is out of range; the array has 0 elements
/// }
/// ```
struct JSONPathError: Error, Hashable, CustomStringConvertible {
  /// The path up to and including the component that does not apply.
  var path: [PathComponent]
  /// Why it does not apply.
  var reason: String

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - path: The path up to and including the component that does not apply.
  ///   - reason: Why it does not apply.
  init(path: [PathComponent], reason: String) {
    self.path = path
    self.reason = reason
  }

  /// The path, then the reason: `[5]: index 5 is out of range; the array has 2 elements`.
  var description: String {
    "\(path.map(\.description).joined()): \(reason)"
  }
}
