import MVCS
import MVCSSupport

extension SceneScript {
  /// The names in this script that the vocabulary lacks, each with the closest valid name.
  ///
  /// Checks scene, view, controller, store, service and storage names, navigation targets,
  /// and that every property path starts with a property. Each problem is located at the
  /// name and lists the valid names:
  ///
  /// ```
  /// Search.scenetest:5:5: no property named "serchText" in SearchPipeline. Did you mean
  /// "searchText"? Properties: isLoading, photos, searchText
  /// ```
  ///
  /// - Parameter vocabulary: The registered names and the pipeline's properties.
  /// - Returns: The problems in step order; empty when every name is known.
  func problems(in vocabulary: ScriptVocabulary) -> [ScriptProblem] {
    var problems: [ScriptProblem] = []
    func check(_ name: ScriptName?, _ kind: String, _ plural: String, _ known: [String]) {
      guard let name, !known.contains(name.text) else { return }
      let sorted = known.sorted()
      let hint = Suggestion.hint(for: name.text, in: sorted)
      let list = sorted.isEmpty ? "none" : sorted.joined(separator: ", ")
      problems.append(
        ScriptProblem(
          location: name.location,
          message: "no \(kind) named \"\(name.text)\" is registered.\(hint) \(plural): \(list)"))
    }
    func check(_ path: PropertyPath) {
      guard let known = vocabulary.propertyNames, path.split(propertyNames: known) == nil else {
        return
      }
      problems.append(
        ScriptProblem(
          location: path.location,
          message: Self.unknownProperty(path, in: vocabulary.pipelineName, known: known.sorted())))
    }
    for step in steps {
      for (name, kind) in step.kind.registeredNames {
        check(name, "\(kind)", kind.plural, vocabulary.names(of: kind))
      }
      if let path = step.kind.propertyPath { check(path) }
    }
    return problems
  }

  /// The message for a path that starts with no property, suggesting the property its longest
  /// leading names are closest to.
  private static func unknownProperty(
    _ path: PropertyPath, in pipeline: String, known: [String]
  ) -> String {
    let prefixes = path.namePrefixes
    let list = known.isEmpty ? "none" : known.joined(separator: ", ")
    for prefix in prefixes.reversed() {
      if let suggestion = Suggestion.closest(to: prefix.name, in: known) {
        return """
          no property named "\(prefix.name)" in \(pipeline). Did you mean "\(suggestion)"? \
          Properties: \(list)
          """
      }
    }
    let name = prefixes.last?.name ?? path.description
    return "no property named \"\(name)\" in \(pipeline). Properties: \(list)"
  }
}

extension Mediator.RegistrationKind {
  /// `Scenes`, `Services`: the heading of a list of registered names of this kind.
  fileprivate var plural: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() + "s" }
}

extension ScriptVocabulary {
  /// The registered names of a kind.
  fileprivate func names(of kind: Mediator.RegistrationKind) -> [String] {
    switch kind {
    case .scene: sceneNames
    case .view: viewNames
    case .controller: controllerNames
    case .store: storeNames
    case .service: serviceNames
    case .storage: storageNames
    case .link: []
    }
  }
}
