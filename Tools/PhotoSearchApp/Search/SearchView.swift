import MVCS

/// The search screen: a query field and the two ways to search.
@MainActor final class SearchView: SceneView, TerminalView {
  let pipeline: SearchPipeline
  private let screen: Screen

  init(pipeline: SearchPipeline, screen: Screen) {
    self.pipeline = pipeline
    self.screen = screen
  }

  func addObservers() {
    pipeline.observe(\.query, \.scope, \.problem, by: self, initial: true) { view in
      view.screen.setNeedsDisplay()
    }
  }

  private var query: String { pipeline.query }

  // MARK: - TerminalView

  var title: String { "Search" }
  var keyHelp: String { "Enter photos · Tab interesting · ↓ scope · ↑ favourites · Ctrl-C quit" }
  var status: StatusLine { pipeline.problem.map(StatusLine.error) ?? .none }

  func body(width: Int, height: Int) -> [Line] {
    [
      Line("Search the demo photos by title or tag."),
      Line(),
      Line("Search: ", .bold) + Line(query) + Line("_", .selected),
      Line("Scope:  ", .bold) + Line(pipeline.scope.rawValue) + Line("  (↓ to choose)", .dim),
      Line(),
      Line("Enter  ", .bold) + Line("show the photos"),
      Line("Tab    ", .bold) + Line("show the most interesting ones, with a top image"),
      Line("↑      ", .bold) + Line("show your favourite photos; * on a photo stars it"),
      Line("Try cats, dogs, owls or harbours; \"error\" makes the server fail.", .dim),
    ]
  }

  func handle(_ key: Key) {
    switch key {
    case .character(let character): pipeline.query = query + String(character)
    case .backspace: pipeline.query = String(query.dropLast())
    case .enter: pipeline.action = .photos
    case .tab: pipeline.action = .interestingness
    case .down: pipeline.scopeTapped = true
    case .up: pipeline.favoritesTapped = true
    default: break
    }
  }
}
