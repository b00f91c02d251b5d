import MVCS
import MVCSLoading

/// The top image, as the terminal can show one: the size picked and its address.
///
/// A subview: the Interestingness view creates it with its pipeline's `topImage` child.
@MainActor final class TopImageView {
  let pipeline: TopImagePipeline
  private let screen: Screen

  init(pipeline: TopImagePipeline, screen: Screen) {
    self.pipeline = pipeline
    self.screen = screen
  }

  func addObservers() {
    pipeline.observe(\.photoID, \.image, by: self, initial: true) { view in
      view.screen.setNeedsDisplay()
    }
  }

  /// A failure to show on the status line.
  var failure: LoadFailure? { pipeline.image.shownFailure }

  /// Two lines: what is shown, and where it comes from.
  var lines: [Line] {
    let label = Line("Top image ", .bold)
    guard let photoID = pipeline.photoID else { return [label + Line("none yet", .dim), Line()] }
    switch pipeline.image {
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
