import MVCS
import MVCSLists
import MVCSLoading

/// The list of photos: one row each, the highlighted one marked, more loading near the end.
///
/// The PhotoList scene's view, and the list half of the Interestingness scene's view.
@MainActor final class PhotoListView: SceneView, TerminalView {
  let pipeline: PhotoListPipeline
  private let screen: Screen
  // How many rows the last page added, for the summary line.
  private var addedByLastPage = 0
  // The first row shown: the list scrolls to keep the highlighted row in view.
  private var firstShown = 0

  init(pipeline: PhotoListPipeline, screen: Screen) {
    self.pipeline = pipeline
    self.screen = screen
  }

  func addObservers() {
    pipeline.observe(\.photos, by: self) { view, change in
      view.addedByLastPage = change.listChanges.insertedRows.count
    }
    pipeline.observe(
      \.query, \.photos, \.paging, \.highlightedRow, \.navigationFailure, by: self, initial: true
    ) { view in view.screen.setNeedsDisplay() }
  }

  private var query: String { pipeline.query }
  private var photos: [Photo] { pipeline.photos.rows }
  private var paging: PagingState { pipeline.paging }
  private var highlighted: Int { pipeline.highlightedRow ?? 0 }

  // MARK: - TerminalView

  var title: String { "PhotoList: \"\(query)\"" }
  var keyHelp: String { "↑↓ move · Enter open · r reload · Esc back · Ctrl-C quit" }

  var status: StatusLine {
    if let navigationFailure = pipeline.navigationFailure { return .error(navigationFailure) }
    if let failure = paging.shownFailure { return .error(failure.userMessage) }
    if paging.isRefreshing { return .loading("Loading the photos for \"\(query)\"…") }
    if paging.isLoadingMore { return .loading("Loading page \(paging.nextPage)…") }
    return .none
  }

  func body(width: Int, height: Int) -> [Line] {
    switch paging.viewPhase {
    case .loading: [Line("Loading…", .dim)]
    case .failed: [Line("The photos could not be loaded. Press r to try again.")]
    case .empty: [Line("No photos match \"\(query)\". Press Esc to search again.")]
    case .content: [summary] + rows(width: width, height: max(height - 1, 1))
    }
  }

  /// `40 of 47 photos · page 2 of 3 · +20`.
  private var summary: Line {
    var text = "\(photos.count) of \(paging.totalItems ?? photos.count) photos"
    if let pages = paging.totalPages { text += " · page \(paging.nextPage - 1) of \(pages)" }
    if addedByLastPage > 0, paging.nextPage > 2 { text += " · +\(addedByLastPage)" }
    return Line(text, .dim)
  }

  private func rows(width: Int, height: Int) -> [Line] {
    let highlighted = min(highlighted, max(photos.count - 1, 0))
    if highlighted < firstShown { firstShown = highlighted }
    if highlighted >= firstShown + height { firstShown = highlighted - height + 1 }
    firstShown = max(min(firstShown, photos.count - height), 0)
    let shown = photos.indices.dropFirst(firstShown).prefix(height)
    let numberWidth = String(photos.count).count
    return shown.map { row in
      let number = String(row + 1).leftPadded(to: numberWidth)
      let isHighlighted = row == highlighted
      let left = "\(isHighlighted ? "›" : " ") \(number)  \(photos[row].title)"
      return Line.spread(
        left, "by \(photos[row].owner) ", width: width, style: isHighlighted ? .selected : .plain)
    }
  }

  func handle(_ key: Key) {
    guard !photos.isEmpty || key == .character("r") else { return }
    let last = photos.count - 1
    switch key {
    case .up: pipeline.highlightedRow = max(highlighted - 1, 0)
    case .down: pipeline.highlightedRow = min(highlighted + 1, last)
    case .pageUp: pipeline.highlightedRow = max(highlighted - 10, 0)
    case .pageDown: pipeline.highlightedRow = min(highlighted + 10, last)
    case .enter: pipeline.openedRow = min(highlighted, last)
    case .character("r"): pipeline.refreshTapped = true
    default: break
    }
  }
}

extension String {
  /// The string with spaces before it up to a width.
  func leftPadded(to width: Int) -> String {
    String(repeating: " ", count: max(width - count, 0)) + self
  }
}
