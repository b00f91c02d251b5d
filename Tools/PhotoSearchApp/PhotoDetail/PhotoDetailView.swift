import MVCS
import MVCSLoading

/// The detail page: the photo's star and title, owner, date, views, tags, description and
/// neighbours.
@MainActor final class PhotoDetailView: SceneView, TerminalView {
  let pipeline: PhotoDetailPipeline
  private let screen: Screen

  init(pipeline: PhotoDetailPipeline, screen: Screen) {
    self.pipeline = pipeline
    self.screen = screen
  }

  func addObservers() {
    pipeline.observe(
      \.photoID, \.info, \.neighbours, \.favorites, \.favoritesStatus, by: self, initial: true
    ) { view in view.screen.setNeedsDisplay() }
  }

  private var photoID: String { pipeline.photoID }
  private var info: LoadState<PhotoInfo> { pipeline.info }
  private var neighbours: LoadState<PhotoContext> { pipeline.neighbours }

  // MARK: - TerminalView

  var title: String { "PhotoDetail: \(photoID)" }
  var keyHelp: String { "* star · ← previous · → next · Esc back · Ctrl-C quit" }

  var status: StatusLine {
    // The star the user just gave may not have been kept: say so first.
    if case .failed(let failure) = pipeline.favoritesStatus { return .error(failure.description) }
    if let failure = info.shownFailure ?? neighbours.shownFailure {
      return .error(failure.userMessage)
    }
    if info.isLoading || neighbours.isLoading { return .loading("Loading photo \(photoID)…") }
    return .none
  }

  func body(width: Int, height: Int) -> [Line] {
    guard let info = info.value else {
      return [Line(self.info.isLoading ? "Loading…" : "No details for this photo.", .dim)]
    }
    let isStarred = pipeline.favorites.contains { $0.id == photoID }
    var lines = [
      Line(isStarred ? "★ " : "☆ ", .bold) + Line(info.title, .bold),
      Line("by \(info.owner) · taken \(info.taken) · \(info.views) views"),
      Line("tags: \(info.tags.joined(separator: ", "))", .dim),
      Line(),
    ]
    let neighbourLines = [
      Line("← previous: \(neighbours.value?.previous?.title ?? "none")"),
      Line("→ next: \(neighbours.value?.next?.title ?? "none")"),
    ]
    let room = max(height - lines.count - neighbourLines.count - 1, 1)
    lines += wrap(info.description, width: width).prefix(room).map { Line($0) }
    return lines + [Line()] + neighbourLines
  }

  func handle(_ key: Key) {
    switch key {
    case .left: pipeline.step = .previous
    case .right: pipeline.step = .next
    case .character("*"): pipeline.starToggled = true
    default: break
    }
  }
}
