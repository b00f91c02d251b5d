import MVCS

/// Returns the chosen scope to the scene that presented the picker, and dismisses it.
@MainActor final class ScopePickerController: SceneController {
  let pipeline: ScopePickerPipeline
  let navigation: Navigation

  init(pipeline: ScopePickerPipeline, navigation: Navigation) {
    self.pipeline = pipeline
    self.navigation = navigation
  }

  func addObservers() {
    pipeline.observe(\.chosen, by: self) { controller, change in
      guard let scope = change.newValue else { return }
      do {
        // Opened with no one waiting for the scope (by a link, say), it just closes.
        if controller.navigation.isExpectingResult {
          try controller.navigation.dismiss(with: scope)
        } else {
          try controller.navigation.dismiss()
        }
      } catch {
        controller.pipeline.problem = "\(error)"
      }
    }
  }
}
