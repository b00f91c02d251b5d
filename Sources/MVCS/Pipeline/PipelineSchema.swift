/// The names of a pipeline's properties and children, read once by reflection.
///
/// Key paths to wrapped properties have no readable names on Linux
/// (`\SearchPipeline.<computed 0x… (String)>`), so names come from the stored properties that
/// back them (`_searchText`), in declaration order.
struct PipelineSchema {
  var properties: [(name: String, slot: any PropertySlot)] = []
  var children: [(name: String, pipeline: Pipeline)] = []
}

extension Pipeline {
  var schema: PipelineSchema {
    if let cachedSchema { return cachedSchema }
    let schema = readSchema()
    cachedSchema = schema
    return schema
  }

  private func readSchema() -> PipelineSchema {
    var mirrors: [Mirror] = []
    var mirror: Mirror? = Mirror(reflecting: self)
    while let current = mirror, current.subjectType != Pipeline.self {
      mirrors.append(current)
      mirror = current.superclassMirror
    }
    var schema = PipelineSchema()
    for mirror in mirrors.reversed() {
      for case (let label?, let value) in mirror.children {
        if let slot = value as? any PropertySlot {
          schema.properties.append((label.hasPrefix("_") ? String(label.dropFirst()) : label, slot))
        } else if let child = value as? Pipeline {
          schema.children.append((label, child))
        }
      }
    }
    schema.children += attachedChildren
    return schema
  }

  /// Finds a property by its dotted name, such as `photoList.photos`.
  func resolve(_ name: String) throws(PipelineError) -> (owner: Pipeline, name: String, slot: any PropertySlot) {
    var pipeline = self
    var components = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    let last = components.removeLast()
    for component in components {
      guard let child = pipeline.schema.children.first(where: { $0.name == component }) else {
        throw unknownProperty(name)
      }
      pipeline = child.pipeline
    }
    guard let property = pipeline.schema.properties.first(where: { $0.name == last }) else {
      throw unknownProperty(name)
    }
    return (pipeline, last, property.slot)
  }

  private func unknownProperty(_ name: String) -> PipelineError {
    let names = propertyNames
    return .unknownProperty(
      name, pipeline: String(describing: type(of: self)),
      suggestion: Suggestion.closest(to: name, in: names), available: names)
  }

  /// Every property in the tree with its dotted name, declaration order, children after.
  func allProperties(prefix: String = "") -> [(name: String, slot: any PropertySlot)] {
    let schema = self.schema
    var result = schema.properties.map { (prefix + $0.name, $0.slot) }
    for child in schema.children {
      result += child.pipeline.allProperties(prefix: prefix + child.name + ".")
    }
    return result
  }
}
