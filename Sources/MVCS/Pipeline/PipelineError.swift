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
      return """
        Cannot set \(property) (\(type)) to \(text): \(reason). \
        To fix, write a JSON literal of type \(type)\(TypeName.example(for: type)).
        """
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
    }
  }
}
