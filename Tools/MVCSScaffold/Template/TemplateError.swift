/// A problem in a template, with where it is.
struct TemplateError: Error, Equatable, CustomStringConvertible {
  /// The template's path or file name.
  let file: String
  /// The line, from 1.
  let line: Int
  /// What is wrong and how to fix it.
  let message: String

  var description: String { "\(file):\(line): \(message)" }
}
