/// An input that broke a property of a fuzz target: what was expected, and what happened.
struct PropertyFailure: Error, CustomStringConvertible {
  /// What went wrong, naming the values involved.
  let message: String

  init(_ message: String) {
    self.message = message
  }

  var description: String { message }
}
