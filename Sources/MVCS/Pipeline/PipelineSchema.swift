/// The names of a pipeline's properties and children, read once by reflection.
///
/// Key paths to wrapped properties have no readable names on Linux
/// (`\SearchPipeline.<computed 0x… (String)>`), so names come from the stored properties that
/// back them (`_searchText`), in declaration order.
struct PipelineSchema {
  var properties: [(name: String, slot: any PropertySlot)] = []
  var children: [(name: String, pipeline: Pipeline)] = []
}

/// What every instance of a pipeline type shares: the names it declares, read once per type.
struct TypeSchema {
  var declaredNames: Set<String>
  var declaresChildren: Bool
}

extension Pipeline {
  /// The names this pipeline's type declares, read by reflection once per type; reflection
  /// costs tens of microseconds on Linux, too much for every assembly.
  var typeSchema: TypeSchema {
    let type = ObjectIdentifier(Swift.type(of: self))
    if let known = runtime.pointee.typeSchemas[type] { return known }
    let declared = readSchema(includingAttached: false)
    let typeSchema = TypeSchema(
      declaredNames: Set(declared.properties.map(\.name) + declared.children.map(\.name)),
      declaresChildren: !declared.children.isEmpty)
    runtime.pointee.typeSchemas[type] = typeSchema
    return typeSchema
  }

  /// The children, reading this instance by reflection only if its type declares any.
  var childrenWithoutReflection: [Pipeline] {
    typeSchema.declaresChildren ? schema.children.map(\.pipeline) : attachedChildren.map(\.pipeline)
  }

  /// Whether `pipeline` is this pipeline or one of its descendants.
  func reaches(_ pipeline: Pipeline) -> Bool {
    var visited: Set<ObjectIdentifier> = []
    var pending: [Pipeline] = [self]
    while let next = pending.popLast() {
      if next === pipeline { return true }
      guard visited.insert(ObjectIdentifier(next)).inserted else { continue }
      pending += next.childrenWithoutReflection
    }
    return false
  }

  var schema: PipelineSchema {
    if let cachedSchema { return cachedSchema }
    let schema = readSchema()
    cachedSchema = schema
    return schema
  }

  private func readSchema(includingAttached: Bool = true) -> PipelineSchema {
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
        } else if let child = value as? Pipeline,
          Mirror(reflecting: value).displayStyle != .optional
        {
          // An optional is not a child: `weak var parent: ParentPipeline?` points up the tree.
          schema.children.append((label, child))
        }
      }
    }
    if includingAttached { schema.children += attachedChildren }
    return schema
  }

  /// Finds a property by its dotted name, such as `photoList.photos`.
  func resolve(
    _ name: String
  ) throws(PipelineError) -> (owner: Pipeline, name: String, slot: any PropertySlot) {
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
  func allProperties() -> [(name: String, slot: any PropertySlot)] {
    var result: [(name: String, slot: any PropertySlot)] = []
    forEachPipeline { pipeline, prefix in
      result += pipeline.schema.properties.map { (prefix + $0.name, $0.slot) }
    }
    return result
  }

  /// Visits this pipeline and its descendants, parents first, with their dotted prefixes
  /// (`""`, `"photoList."`).
  ///
  /// A child that is already on the path from this pipeline is skipped: an `unowned let parent`
  /// reads as a child, and following it would never end.
  func forEachPipeline(_ body: (Pipeline, _ prefix: String) -> Void) {
    var path: [ObjectIdentifier] = []
    func visit(_ pipeline: Pipeline, prefix: String) {
      path.append(ObjectIdentifier(pipeline))
      body(pipeline, prefix)
      for child in pipeline.schema.children where !path.contains(ObjectIdentifier(child.pipeline)) {
        visit(child.pipeline, prefix: prefix + child.name + ".")
      }
      path.removeLast()
    }
    visit(self, prefix: "")
  }
}
