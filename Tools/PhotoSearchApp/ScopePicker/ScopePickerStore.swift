import MVCS

/// Starts the picker at the current scope.
@MainActor final class ScopePickerStore: SceneStore {
  let pipeline = ScopePickerPipeline()

  init(environment: SceneEnvironment) throws {
    pipeline.highlighted = try SearchScope(
      contextValue: environment.route(ScopePickerRoute.self).scope)
  }
}
