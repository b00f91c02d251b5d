/// A property path written in a script, such as `photoList.photos[0].id`, and where it starts.
///
/// The parser keeps the components; which leading names form the pipeline property depends on
/// the pipeline, so ``split(propertyNames:)`` decides that once the runner knows the names.
///
/// ```swift
/// // expect photoList.photos[0].id == "1"
/// let (property, valuePath) = path.split(propertyNames: ["photoList.photos", "searchText"])!
/// property   // "photoList.photos"
/// valuePath  // [.index(0), .name("id")]
/// ```
struct PropertyPath: Sendable, Hashable, CustomStringConvertible {
  /// The components; the first is always a name.
  var components: [PathComponent]
  /// Where the path starts.
  var location: ScriptLocation

  /// Creates a path.
  ///
  /// - Parameters:
  ///   - components: The components; the first should be a name.
  ///   - location: Where the path starts.
  init(_ components: [PathComponent], at location: ScriptLocation) {
    self.components = components
    self.location = location
  }

  /// The path as written: `photos[0].id`.
  var description: String { components.pathText }

  /// Splits the path into the longest leading run of names that is a property, and the rest.
  ///
  /// Property names are dotted for child pipelines (`photoList.photos`). The longest match
  /// wins, so a property named `photos.count` would shadow `.count` of `photos`.
  ///
  /// ```swift
  /// // photos.count
  /// path.split(propertyNames: ["photos"])  // ("photos", [.name("count")])
  /// ```
  ///
  /// - Parameter propertyNames: The pipeline's dotted property names.
  /// - Returns: The property's name and the path into its value, or `nil` when no leading run
  ///   of names is a property.
  func split(
    propertyNames: some Sequence<String>
  ) -> (property: String, valuePath: [PathComponent])? {
    let known = Set(propertyNames)
    for (name, length) in namePrefixes.reversed() where known.contains(name) {
      return (name, Array(components[length...]))
    }
    return nil
  }

  /// Each leading run of names, dotted, with its number of components, shortest first.
  var namePrefixes: [(name: String, length: Int)] {
    var prefixes: [(name: String, length: Int)] = []
    var name = ""
    for (offset, component) in components.enumerated() {
      guard case .name(let part) = component else { break }
      name += name.isEmpty ? part : ".\(part)"
      prefixes.append((name, offset + 1))
    }
    return prefixes
  }
}
