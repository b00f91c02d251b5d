/// One step of a path into a value: a name (`.id`, `.count`) or an index (`[0]`).
///
/// A script's property path, such as `photoList.photos[0].id`, is a list of components. Its
/// leading names select a pipeline property (`photoList.photos`), the rest select a part of
/// that property's value (`[0].id`); see ``PropertyPath/split(propertyNames:)``.
///
/// ```swift
/// let path: [PathComponent] = [.name("photos"), .index(0), .name("id")]
/// print(path.map(\.description).joined())  // .photos[0].id
/// ```
enum PathComponent: Sendable, Hashable, CustomStringConvertible {
  /// A property, an object's field, or `count`.
  case name(String)
  /// An array element, counting from 0.
  case index(Int)

  /// The component as written after a value: `.id` or `[0]`.
  var description: String {
    switch self {
    case .name(let name): ".\(name)"
    case .index(let index): "[\(index)]"
    }
  }
}

extension [PathComponent] {
  /// The path as a script writes it: `photos[0].id`, without a leading dot.
  var pathText: String {
    var text = map(\.description).joined()
    if text.hasPrefix(".") { text.removeFirst() }
    return text
  }
}
