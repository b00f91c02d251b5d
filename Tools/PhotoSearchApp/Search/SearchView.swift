import MVCS

/// The search screen: a query field, the two ways to search, and the recent searches; in their
/// place, the question before clearing those, while the store asks it.
@MainActor final class SearchView: SceneView, TerminalView {
  let pipeline: SearchPipeline
  private let screen: Screen

  init(pipeline: SearchPipeline, screen: Screen) {
    self.pipeline = pipeline
    self.screen = screen
  }

  func addObservers() {
    pipeline.observe(
      \.query, \.scope, \.problem, \.recentSearches, \.clearRecentAlert, by: self, initial: true
    ) { view in
      view.screen.setNeedsDisplay()
    }
  }

  private var query: String { pipeline.query }
  private var clearAlert: TerminalAlert<ClearChoice>? {
    pipeline.clearRecentAlert.map(TerminalAlert.init)
  }

  // MARK: - TerminalView

  var title: String { "Search" }
  var keyHelp: String {
    clearAlert?.keyHelp ?? "Enter photos · Tab interesting · ↓ scope · ↑ favourites · Ctrl-C quit"
  }
  var takesEscape: Bool { clearAlert != nil }
  var status: StatusLine { pipeline.problem.map(StatusLine.error) ?? .none }

  func body(width: Int, height: Int) -> [Line] {
    if let clearAlert { return clearAlert.lines(width: width) }
    return [
      Line("Search the demo photos by title or tag."),
      Line(),
      Line("Search: ", .bold) + Line(query) + Line("_", .selected),
      Line("Scope:  ", .bold) + Line(pipeline.scope.rawValue) + Line("  (↓ to choose)", .dim),
      Line(),
      Line("Enter  ", .bold) + Line("show the photos"),
      Line("Tab    ", .bold) + Line("show the most interesting ones, with a top image"),
      Line("↑      ", .bold) + Line("show your favourite photos; * on a photo stars it"),
      Line("Try cats, dogs, owls or harbours; \"error\" makes the server fail.", .dim),
    ] + recentLines(width: width)
  }

  /// The recent searches, on one line under the rest, when there are any.
  private func recentLines(width: Int) -> [Line] {
    let recent = pipeline.recentSearches
    guard !recent.isEmpty else { return [] }
    return [
      Line(),
      (Line("Recent: ", .bold) + Line(recent.joined(separator: " · "))
        + Line("  (Del to clear)", .dim)).truncated(to: width),
    ]
  }

  func handle(_ key: Key) {
    if let clearAlert {
      // Only the alert's keys, while it shows: a digit picks a button, not the query.
      if let choice = clearAlert.choice(for: key) { pipeline.clearRecentAnswer = choice }
      return
    }
    switch key {
    case .character(let character): pipeline.query = query + String(character)
    case .backspace: pipeline.query = String(query.dropLast())
    case .enter: pipeline.action = .photos
    case .tab: pipeline.action = .interestingness
    case .down: pipeline.scopeTapped = true
    case .up: pipeline.favoritesTapped = true
    case .delete: pipeline.clearRecentTapped = true
    default: break
    }
  }
}
