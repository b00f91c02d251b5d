import MVCSSupport

/// An error from naming a pipeline property or child, or converting a value for one.
public enum PipelineError: Error, Equatable, CustomStringConvertible {
  /// No property has this dotted name.
  case unknownProperty(String, pipeline: String, suggestion: String?, available: [String])
  /// The text is not a value of the property's type.
  case invalidValue(String, property: String, type: String, reason: String)
  /// The property's type is not `Decodable`, so it cannot be set from text.
  case unsupportedType(property: String, type: String)
  /// A child pipeline cannot be attached under this name.
  case invalidChildName(String, pipeline: String, reason: String)
  /// A child pipeline cannot be attached because it is the pipeline or one of its ancestors.
  case cyclicChild(String, pipeline: String, child: String)

  public var description: String {
    switch self {
    case .unknownProperty(let name, let pipeline, let suggestion, let available):
      let hint = suggestion.map { " Did you mean \"\($0)\"?" } ?? ""
      let list = available.isEmpty ? "none" : available.joined(separator: ", ")
      return """
        \(pipeline) has no property named "\(name)".\(hint) Its properties: \(list). \
        To fix, use one of these names; name a child's property with a dot, like "child.property".
        """
    case .invalidValue(let text, let property, let type, let reason):
      let fix = "To fix, write a JSON literal of type \(type)\(TypeName.example(for: type))."
      if text.allSatisfy(\.isWhitespace) {
        return "Cannot set \(property) (\(type)) from empty text. \(fix)"
      }
      return "Cannot set \(property) (\(type)) to \(excerpt(of: text)): \(reason). \(fix)"
    case .unsupportedType(let property, let type):
      return """
        Cannot set \(property) from text: its type \(type) is not Decodable. \
        To fix, make \(type) conform to Decodable, or set the property from Swift.
        """
    case .invalidChildName(let name, let pipeline, let reason):
      return """
        Cannot attach a child pipeline to \(pipeline) as "\(name)": \(reason). \
        To fix, attach it under a new Swift identifier, such as "favorites".
        """
    case .cyclicChild(let name, let pipeline, let child):
      return """
        Cannot attach \(child) to \(pipeline) as "\(name)": the child is this pipeline or one of \
        its ancestors, so the tree would have a cycle. \
        To fix, attach a pipeline that is not already above \(pipeline) in the tree, such as a \
        substore's own pipeline.
        """
    }
  }

  /// The text, cut to its start when it is too long to read in a message.
  private func excerpt(of text: String) -> String {
    let limit = 40
    guard text.count > limit else { return text }
    return "\(text.prefix(limit))… (\(text.count) characters)"
  }
}
