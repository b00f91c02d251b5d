import MVCS
import MVCSLoading

/// The top image over the list: hands each child pipeline to its subview.
@MainActor final class InterestingnessView: SceneView, TerminalView {
  let pipeline: InterestingnessPipeline
  private let topImage: TopImageView
  private let list: PhotoListView

  init(pipeline: InterestingnessPipeline, screen: Screen) {
    self.pipeline = pipeline
    topImage = TopImageView(pipeline: pipeline.topImage, screen: screen)
    list = PhotoListView(pipeline: pipeline.photoList, screen: screen)
  }

  func addObservers() {
    topImage.addObservers()
    list.addObservers()
  }

  // MARK: - TerminalView

  var title: String { "Interestingness: \"\(pipeline.photoList.query)\"" }
  var keyHelp: String { list.keyHelp }

  var status: StatusLine {
    if case .none = list.status, let failure = topImage.failure {
      return .error(failure.userMessage)
    }
    return list.status
  }

  func body(width: Int, height: Int) -> [Line] {
    topImage.lines + [Line()] + list.body(width: width, height: max(height - 3, 1))
  }

  func handle(_ key: Key) { list.handle(key) }
}
