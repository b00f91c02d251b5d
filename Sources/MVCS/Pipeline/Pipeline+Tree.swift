import MVCSSupport

// The pipeline tree, read afresh on every walk: only each type's layout is cached.

extension Pipeline {
  /// The layout of this pipeline's type.
  var layout: PipelineLayout {
    // The runtime through this pipeline's field, which costs no once-check, as the global does.
    if let last = runtimeState.pointee.lastLayout, last.type == ObjectIdentifier(type(of: self)) {
      return last.layout
    }
    return PipelineLayout.of(type(of: self))
  }

  /// This pipeline's own properties, with their names, as its fields hold them now.
  var ownProperties: [(name: String, slot: any PropertySlot)] {
    let layout = layout
    return layout.properties.indices.map {
      (layout.properties[$0].name, layout.property($0, of: self))
    }
  }

  /// Whether `pipeline` is this pipeline or one of its descendants.
  func reaches(_ pipeline: Pipeline) -> Bool {
    var visited: Set<ObjectIdentifier> = []
    var pending: [Pipeline] = [self]
    while let next = pending.popLast() {
      if next === pipeline { return true }
      guard visited.insert(ObjectIdentifier(next)).inserted else { continue }
      pending += next.children.map(\.pipeline)
    }
    return false
  }

  /// Finds a property by its dotted name, such as `photoList.photos`.
  func resolve(
    _ name: String
  ) throws(PipelineError) -> (owner: Pipeline, name: String, slot: any PropertySlot) {
    if !name.utf8.contains(UInt8(ascii: ".")) {
      // A property of this pipeline: no path to split.
      let layout = layout
      guard let index = layout.properties.firstIndex(where: { $0.name == name }) else {
        throw unknownProperty(name)
      }
      return (self, name, layout.property(index, of: self))
    }
    var pipeline = self
    var components = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    let last = components.removeLast()
    for component in components {
      guard let child = pipeline.children.first(where: { $0.name == component }) else {
        throw unknownProperty(name)
      }
      pipeline = child.pipeline
    }
    let layout = pipeline.layout
    guard let index = layout.properties.firstIndex(where: { $0.name == last }) else {
      throw unknownProperty(name)
    }
    return (pipeline, last, layout.property(index, of: pipeline))
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
      result += pipeline.ownProperties.map { (prefix + $0.name, $0.slot) }
    }
    return result
  }

  /// Visits this pipeline and its descendants, parents first, with their dotted prefixes
  /// (`""`, `"photoList."`) and the parent each was found in.
  ///
  /// A child that is already on the path from this pipeline is skipped: an `unowned let parent`
  /// reads as a child, and following it would never end.
  func forEachPipeline(_ body: (Pipeline, _ prefix: String) -> Void) {
    walkTree { pipeline, prefix, _, _ in body(pipeline, prefix) }
  }

  /// Visits the tree as `forEachPipeline(_:)` does, also passing each child's parent and the
  /// offset of the parent's field that holds it (`nil` for the root and attached children).
  func walkTree(
    _ body: (Pipeline, _ prefix: String, _ parent: Pipeline?, _ offset: Int?) -> Void
  ) {
    var path: [ObjectIdentifier] = []
    func visit(_ pipeline: Pipeline, prefix: String, parent: Pipeline?, offset: Int?) {
      path.append(ObjectIdentifier(pipeline))
      body(pipeline, prefix, parent, offset)
      let layout = pipeline.layout
      for index in layout.children.indices {
        let child = layout.child(index, of: pipeline)
        guard !path.contains(ObjectIdentifier(child)) else { continue }
        visit(
          child, prefix: prefix + layout.children[index].name + ".", parent: pipeline,
          offset: layout.children[index].offset)
      }
      for child in pipeline.attachedChildren where !path.contains(ObjectIdentifier(child.pipeline))
      {
        visit(child.pipeline, prefix: prefix + child.name + ".", parent: pipeline, offset: nil)
      }
      path.removeLast()
    }
    visit(self, prefix: "", parent: nil, offset: nil)
  }
}
