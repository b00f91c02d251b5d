import MVCS

/// The scopes, one a line, the highlighted one marked.
@MainActor final class ScopePickerView: SceneView, TerminalView {
  let pipeline: ScopePickerPipeline
  private let screen: Screen

  init(pipeline: ScopePickerPipeline, screen: Screen) {
    self.pipeline = pipeline
    self.screen = screen
  }

  func addObservers() {
    pipeline.observe(\.highlighted, \.problem, by: self, initial: true) { view in
      view.screen.setNeedsDisplay()
    }
  }

  private var highlighted: SearchScope { pipeline.highlighted }

  // MARK: - TerminalView

  var title: String { "Scope" }
  var keyHelp: String { "↑↓ move · Enter choose · Esc back · Ctrl-C quit" }
  var status: StatusLine { pipeline.problem.map(StatusLine.error) ?? .none }

  func body(width: Int, height: Int) -> [Line] {
    [Line("Search in:"), Line()]
      + SearchScope.allCases.map { scope in
        scope == highlighted ? Line("› \(scope.rawValue)", .selected) : Line("  \(scope.rawValue)")
      }
  }

  func handle(_ key: Key) {
    let scopes = SearchScope.allCases
    let index = scopes.firstIndex(of: highlighted) ?? 0
    switch key {
    case .up: pipeline.highlighted = scopes[max(index - 1, 0)]
    case .down: pipeline.highlighted = scopes[min(index + 1, scopes.count - 1)]
    case .enter: pipeline.chosen = highlighted
    default: break
    }
  }
}
