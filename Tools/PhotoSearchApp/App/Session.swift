import Foundation
import MVCS
import MVCSHTTP

/// The running app, whatever drives it: the scenes on the navigator's stack, the keys that reach
/// the top one, and the frame it shows.
@MainActor final class Session {
  let screen: Screen
  let navigator: TerminalNavigator
  /// The stage's name, for the top bar.
  let stage: String
  var size: TerminalSize {
    didSet { if size != oldValue { screen.setNeedsDisplay() } }
  }
  /// Where `end()` saves the scenes on the stack: set by `restore(from:)` when the file is
  /// missing or holds saved scenes, `nil` for none.
  var stateFile: StateFile?
  /// Why saving the scenes failed at the end, for the command to tell the user.
  private(set) var saveProblem: String?
  /// What restoring left out, on the status line until the next key.
  private(set) var notice: String?
  // Kept alive for the navigator, which holds it weakly through each scene's navigation.
  private let mediator: Mediator

  /// Puts the app together and shows the Search scene.
  ///
  /// - Parameters:
  ///   - http: What sends the app's messages; in the demo stage, what answers them.
  ///   - latency: How long each answer takes in the demo stage.
  ///   - scenario: The scenario that answers the services it names instead of `http`; none by
  ///     default.
  ///   - stage: The stage's name, for the top bar.
  ///   - favorites: Where the favourite photos are kept; memory unless given.
  /// - Throws: The HTTP service's report when a message cannot be sent in its stage, the
  ///   scenario's error when it names a service the app does not have, or the mediator's error
  ///   when the first scene cannot be assembled.
  init(
    http: HTTPService = HTTPService(), latency: Duration = .zero, scenario: Scenario? = nil,
    stage: String = "demo",
    size: TerminalSize, favorites: any Storage = InMemoryStorage(), screen: Screen = Screen()
  ) throws {
    self.screen = screen
    self.stage = stage
    self.size = size
    try http.validate(photoSearchMessages)
    mediator = Mediator.photoSearch(
      screen: screen, http: http, latency: latency, favorites: favorites)
    if let scenario { try mediator.use(scenario) }
    try mediator.validate()
    navigator = TerminalNavigator(mediator: mediator)
    try navigator.start(SearchRoute.scene)
  }

  /// Shows the scene a deep link opens, over the ones shown.
  ///
  /// - Parameter url: A link such as `photosearch://PhotoDetail?photoID=p018`.
  /// - Throws: The `LinkError` of a link that does not open, or the mediator's error.
  func open(_ url: URL) throws {
    try navigator.show(mediator.link(for: url))
    screen.setNeedsDisplay()
  }

  /// Shows again the scenes a previous run saved in the file, over the Search scene, at most
  /// `StateFile.sceneLimit` of them; notes on the status line what could not be restored. A
  /// missing file is a first run: nothing to restore. Sets `stateFile`, for `end()` to save
  /// to, unless the file is not one the app may replace.
  ///
  /// - Parameter file: The file `end()` saved them in.
  func restore(from file: URL) {
    let stateFile: StateFile
    do {
      stateFile = try StateFile(reading: file)
    } catch {
      notice = "\(error)"
      screen.setNeedsDisplay()
      return
    }
    self.stateFile = stateFile
    guard stateFile.savedCount > 0 else { return }
    let report = navigator.restore(stateFile.saved)
    var notes: [String] = []
    if stateFile.savedCount > StateFile.sceneLimit {
      notes.append(
        "Restored the first \(StateFile.sceneLimit) of \(stateFile.savedCount) saved scenes, "
          + "the most a start rebuilds.")
    }
    if !report.isComplete {
      notes.append("\(report)".replacingOccurrences(of: "\n", with: " "))
    }
    if !notes.isEmpty { notice = notes.joined(separator: " ") }
    screen.setNeedsDisplay()
  }

  /// Acts on a key: Escape goes back, Ctrl-C and Ctrl-D quit, other keys go to the top view.
  ///
  /// - Returns: Whether the app goes on.
  func handle(_ key: Key) -> Bool {
    if notice != nil {
      notice = nil
      screen.setNeedsDisplay()
    }
    switch key {
    case .interrupt, .endOfInput:
      return false
    case .escape:
      if let view = navigator.top?.view as? any TerminalView, view.takesEscape {
        view.handle(key)
      } else if (try? navigator.dismiss()) != nil {
        screen.setNeedsDisplay()
      }
    default:
      (navigator.top?.view as? any TerminalView)?.handle(key)
    }
    return true
  }

  /// The screen as it looks now.
  func frame() -> Frame {
    screen.didDisplay()
    guard let view = navigator.top?.view as? any TerminalView else {
      return Frame(size: size, title: "", stage: stage, body: [], status: .none, keys: "")
    }
    return Frame(
      size: size, title: view.title, stage: stage,
      body: view.body(width: size.columns - 1, height: size.rows - 3),
      status: notice.map(StatusLine.error) ?? view.status,
      keys: view.keyHelp)
  }

  /// Returns once no scene on the stack has work running and every bound property's write has
  /// reached its storage.
  func settle() async {
    while let busy = navigator.scenes.first(where: { $0.tasks.runningCount > 0 }) {
      await busy.tasks.waitUntilIdle()
    }
    await mediator.waitUntilStored()
  }

  /// Returns once every write of a bound property (a star given or taken off) has reached its
  /// storage or failed: the app waits for it before it exits, so the last star is kept.
  func waitUntilStored() async {
    await mediator.waitUntilStored()
  }

  /// Saves the scenes on the stack to `stateFile`, if any, then tears every scene down.
  func end() {
    do {
      try stateFile?.save(navigator.savedNavigation())
    } catch {
      saveProblem = error.description
    }
    stateFile = nil
    navigator.tearDownAll()
  }
}
