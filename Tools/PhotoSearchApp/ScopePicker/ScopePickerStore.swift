import MVCS

/// Starts the picker at the current scope.
@MainActor final class ScopePickerStore: SceneStore {
  /// None: the route's one key is optional.
  static var requiredContextKeys: [String] { ScopePickerRoute.requiredContextKeys }

  let pipeline = ScopePickerPipeline()

  init(environment: SceneEnvironment) throws {
    pipeline.highlighted = try SearchScope(
      contextValue: environment.route(ScopePickerRoute.self).scope)
  }
}
