/// The names a script may use: what a mediator registered and what the scene's pipeline
/// declares.
///
/// The runner fills it in from the mediator and the assembled scene's pipeline, and checks a
/// script against it with ``SceneScript/problems(in:)`` before running any step.
///
/// ```swift
/// let vocabulary = ScriptVocabulary(
///   sceneNames: ["Search", "PhotoDetail"],
///   serviceNames: ["SearchPhotoService"],
///   pipelineName: "SearchPipeline",
///   propertyNames: ["searchText", "isLoading", "photoList.photos"])
/// let problems = script.problems(in: vocabulary)
/// ```
struct ScriptVocabulary: Sendable, Hashable {
  /// Registered scene names, for `scene Search` and navigations.
  var sceneNames: [String]
  /// Registered view names, for `scene SearchView …`.
  var viewNames: [String]
  /// Registered controller names.
  var controllerNames: [String]
  /// Registered store names.
  var storeNames: [String]
  /// Registered service names.
  var serviceNames: [String]
  /// Registered storage names.
  var storageNames: [String]
  /// The scene's pipeline type, for messages: `SearchPipeline`.
  var pipelineName: String
  /// The pipeline's dotted property names (`photoList.photos`), or `nil` when the pipeline is
  /// not known (the scene's names are wrong), which skips the property checks.
  var propertyNames: [String]?

  /// Creates a vocabulary.
  ///
  /// - Parameters:
  ///   - sceneNames: Registered scene names.
  ///   - viewNames: Registered view names.
  ///   - controllerNames: Registered controller names.
  ///   - storeNames: Registered store names.
  ///   - serviceNames: Registered service names.
  ///   - storageNames: Registered storage names.
  ///   - pipelineName: The scene's pipeline type, for messages.
  ///   - propertyNames: The pipeline's dotted property names, or `nil` to skip property checks.
  init(
    sceneNames: [String] = [], viewNames: [String] = [], controllerNames: [String] = [],
    storeNames: [String] = [], serviceNames: [String] = [], storageNames: [String] = [],
    pipelineName: String = "the pipeline", propertyNames: [String]? = nil
  ) {
    self.sceneNames = sceneNames
    self.viewNames = viewNames
    self.controllerNames = controllerNames
    self.storeNames = storeNames
    self.serviceNames = serviceNames
    self.storageNames = storageNames
    self.pipelineName = pipelineName
    self.propertyNames = propertyNames
  }
}
