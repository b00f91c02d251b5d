import MVCS

/// Starts the picker at the current scope.
@MainActor final class ScopePickerStore: SceneStore {
  let pipeline = ScopePickerPipeline()

  init(environment: SceneEnvironment) throws {
    let current = try environment.valueIfPresent("scope", as: String.self)
    pipeline.highlighted = current.flatMap(SearchScope.init(rawValue:)) ?? .all
  }
}
