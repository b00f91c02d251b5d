/// A pipeline property's name, kind and value type.
public struct PropertyDescriptor: Sendable, Equatable, CustomStringConvertible {
  /// The property's Swift name, dotted from the pipeline it was found in (`photoList.photos`).
  public let name: String
  /// The kind of data it holds.
  public let kind: PropertyKind
  /// The Swift name of its value type, such as `Optional<Int>`.
  public let valueType: String

  public var description: String { "\(kind.attribute) \(name): \(valueType)" }
}
