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
      switch step.kind {
      case .scene(.registered(let scene)):
        check(scene, "scene", "Scenes", vocabulary.sceneNames)
      case .scene(.parts(let view, let controller, let store)):
        check(view, "view", "Views", vocabulary.viewNames)
        check(controller, "controller", "Controllers", vocabulary.controllerNames)
        check(store, "store", "Stores", vocabulary.storeNames)
      case .expectNavigation(_, let scene, _):
        check(scene, "scene", "Scenes", vocabulary.sceneNames)
      case .service(let service, _, _), .expectCall(let service, _):
        check(service, "service", "Services", vocabulary.serviceNames)
      case .storage(let storage, _, _), .expectWrite(let storage, _, _):
        check(storage, "storage", "Storages", vocabulary.storageNames)
      case .set(let path, _), .expectValue(let path, _, _), .expectChanges(let path, _),
        .expectListChanges(let path, _):
        check(path)
      case .scene(.link), .context, .option, .result, .advance, .teardown:
        break
      }
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
