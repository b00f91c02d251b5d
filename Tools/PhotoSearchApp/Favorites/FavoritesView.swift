import MVCS

/// The starred photos, newest first, one row each, the highlighted one marked; in their place,
/// the question before clearing them, while the store asks it.
@MainActor final class FavoritesView: SceneView, TerminalView {
  let pipeline: FavoritesPipeline
  private let screen: Screen
  // The first row shown: the list scrolls to keep the highlighted row in view.
  private var firstShown = 0

  init(pipeline: FavoritesPipeline, screen: Screen) {
    self.pipeline = pipeline
    self.screen = screen
  }

  func addObservers() {
    pipeline.observe(
      \.favorites, \.favoritesStatus, \.highlightedRow, \.navigationFailure, \.clearAlert,
      by: self,
      initial: true
    ) { view in view.screen.setNeedsDisplay() }
  }

  private var favorites: [FavoritePhoto] { pipeline.favorites }
  private var favoritesStatus: StorageStatus { pipeline.favoritesStatus }
  private var highlighted: Int { pipeline.highlightedRow ?? 0 }
  private var clearAlert: TerminalAlert<ClearChoice>? {
    pipeline.clearAlert.map(TerminalAlert.init)
  }

  // MARK: - TerminalView

  var title: String { "Favorites" }
  var keyHelp: String {
    clearAlert?.keyHelp ?? "↑↓ move · Enter open · c clear · Esc back · Ctrl-C quit"
  }
  var takesEscape: Bool { clearAlert != nil }

  var status: StatusLine {
    if let navigationFailure = pipeline.navigationFailure { return .error(navigationFailure) }
    if case .failed(let failure) = favoritesStatus { return .error(failure.description) }
    if favoritesStatus == .loading { return .loading("Loading the favourites…") }
    return .none
  }

  func body(width: Int, height: Int) -> [Line] {
    if let clearAlert { return clearAlert.lines(width: width) }
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
    if let clearAlert {
      // Only the alert's keys, while it shows.
      if let choice = clearAlert.choice(for: key) { pipeline.clearAnswer = choice }
      return
    }
    guard !favorites.isEmpty else { return }
    let last = favorites.count - 1
    let highlighted = shownHighlight
    switch key {
    case .up: pipeline.highlightedRow = max(highlighted - 1, 0)
    case .down: pipeline.highlightedRow = min(highlighted + 1, last)
    case .pageUp: pipeline.highlightedRow = max(highlighted - 10, 0)
    case .pageDown: pipeline.highlightedRow = min(highlighted + 10, last)
    case .enter: pipeline.openedRow = highlighted
    case .character("c"): pipeline.clearTapped = true
    default: break
    }
  }
}
