import MVCS
import MVCSLoading

/// The top image, as the terminal can show one: the size picked and its address.
///
/// A subview: the Interestingness view creates it with its pipeline's `topImage` child.
@MainActor final class TopImageView {
  let pipeline: TopImagePipeline
  private let screen: Screen
  // What the observations last delivered.
  private var photoID: String?
  private var image: LoadState<PhotoSize?> = .idle

  init(pipeline: TopImagePipeline, screen: Screen) {
    self.pipeline = pipeline
    self.screen = screen
  }

  func addObservers() {
    pipeline.observe(\.photoID, by: self, initial: true) { view, change in
      view.photoID = change.newValue
      view.screen.setNeedsDisplay()
    }
    pipeline.observe(\.image, by: self, initial: true) { view, change in
      view.image = change.newValue
      view.screen.setNeedsDisplay()
    }
  }

  /// A failure to show on the status line.
  var failure: LoadFailure? { image.shownFailure }

  /// Two lines: what is shown, and where it comes from.
  var lines: [Line] {
    let label = Line("Top image ", .bold)
    guard let photoID else { return [label + Line("none yet", .dim), Line()] }
    switch image {
    case .idle, .running:
      return [label + Line("of \(photoID): loading…", .dim), Line()]
    case .failed:
      return [label + Line("of \(photoID): the sizes could not be loaded", .error), Line()]
    case .succeeded(.none):
      return [label + Line("of \(photoID): no size of height 100, 150 or 200", .dim), Line()]
    case .succeeded(.some(let size)):
      return [
        label + Line("of \(photoID): \(size.label) \(size.width)×\(size.height)"),
        Line(size.url, .dim),
      ]
    }
  }
}
