import MVCS

/// The starred photos, newest first, one row each, the highlighted one marked.
@MainActor final class FavoritesView: SceneView, TerminalView {
  let pipeline: FavoritesPipeline
  private let screen: Screen
  // What the observations last delivered.
  private var favorites: [FavoritePhoto] = []
  private var favoritesStatus = StorageStatus.current
  private var highlighted = 0
  private var navigationFailure: String?
  // The first row shown: the list scrolls to keep the highlighted row in view.
  private var firstShown = 0

  init(pipeline: FavoritesPipeline, screen: Screen) {
    self.pipeline = pipeline
    self.screen = screen
  }

  func addObservers() {
    pipeline.observe(\.favorites, by: self, initial: true) { view, change in
      view.favorites = change.newValue
      view.screen.setNeedsDisplay()
    }
    pipeline.observe(\.favoritesStatus, by: self, initial: true) { view, change in
      view.favoritesStatus = change.newValue
      view.screen.setNeedsDisplay()
    }
    pipeline.observe(\.highlightedRow, by: self, initial: true) { view, change in
      view.highlighted = change.newValue ?? 0
      view.screen.setNeedsDisplay()
    }
    pipeline.observe(\.navigationFailure, by: self, initial: true) { view, change in
      view.navigationFailure = change.newValue
      view.screen.setNeedsDisplay()
    }
  }

  // MARK: - TerminalView

  var title: String { "Favorites" }
  var keyHelp: String { "↑↓ move · Enter open · Esc back · Ctrl-C quit" }

  var status: StatusLine {
    if let navigationFailure { return .error(navigationFailure) }
    if case .failed(let failure) = favoritesStatus { return .error(failure.description) }
    if favoritesStatus == .loading { return .loading("Loading the favourites…") }
    return .none
  }

  func body(width: Int, height: Int) -> [Line] {
    guard !favorites.isEmpty else {
      // A storage that cannot be read at once brings the stored list a moment later.
      if favoritesStatus == .loading { return [Line("Loading…", .dim)] }
      return [Line("No favourites yet. Open a photo and press * to star it.")]
    }
    let count = favorites.count == 1 ? "1 favourite photo" : "\(favorites.count) favourite photos"
    return [Line("\(count), newest first", .dim)] + rows(width: width, height: max(height - 1, 1))
  }

  /// The highlighted row, kept on the list when it shrinks (a star taken off elsewhere).
  private var shownHighlight: Int { min(highlighted, max(favorites.count - 1, 0)) }

  private func rows(width: Int, height: Int) -> [Line] {
    let highlighted = shownHighlight
    if highlighted < firstShown { firstShown = highlighted }
    if highlighted >= firstShown + height { firstShown = highlighted - height + 1 }
    firstShown = max(min(firstShown, favorites.count - height), 0)
    let numberWidth = String(favorites.count).count
    return favorites.indices.dropFirst(firstShown).prefix(height).map { row in
      let number = String(row + 1).leftPadded(to: numberWidth)
      let isHighlighted = row == highlighted
      return Line(
        "\(isHighlighted ? "›" : " ") \(number)  ★ \(favorites[row].title)",
        isHighlighted ? .selected : .plain
      ).padded(to: width)
    }
  }

  func handle(_ key: Key) {
    guard !favorites.isEmpty else { return }
    let last = favorites.count - 1
    let highlighted = shownHighlight
    switch key {
    case .up: pipeline.highlightedRow = max(highlighted - 1, 0)
    case .down: pipeline.highlightedRow = min(highlighted + 1, last)
    case .pageUp: pipeline.highlightedRow = max(highlighted - 10, 0)
    case .pageDown: pipeline.highlightedRow = min(highlighted + 10, last)
    case .enter: pipeline.openedRow = highlighted
    default: break
    }
  }
}
