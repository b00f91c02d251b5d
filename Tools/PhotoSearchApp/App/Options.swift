import Foundation
import MVCSHTTP

/// The command line: where the messages go and what drives the app.
struct Options: Equatable {
  /// A key script to run instead of the interactive UI.
  var script: String?
  /// The file the scenes are saved in at the end and restored from at the start.
  var state: String?
  /// The folder the favourite photos are kept in across runs.
  var data: String?
  /// A deep link to open over the Search scene, such as `photosearch://PhotoDetail?photoID=p018`.
  var link: URL?
  /// `demo` (the default), `development` or `production`.
  var stage = HTTPService.Stage.demo
  /// How long each answer of the demo server takes; `nil` for the default of the mode.
  var latency: Duration?
  /// The scenario the demo stage answers by, one of the app's `Scenarios` resources.
  var scenario = Options.defaultScenario
  var showsHelp = false

  /// The scenario of a run without `--scenario`: every message answers from the bundled photos.
  static let defaultScenario = "default"

  static let usage = """
    USAGE: photo-search [--script FILE] [--open LINK] [--state FILE] [--data FOLDER]
                        [--stage NAME --base-url URL] [--scenario NAME] [--latency MS]

    Searches photos in a terminal: type a word, Enter for the photos, Tab for the most
    interesting ones with a top image, ↑ for your favourites; * on a photo stars it; c on the
    favourites and Delete on the search screen clear them or the recent searches, after
    asking; arrows move, Enter opens, Escape goes back, Ctrl-C quits.
    With TERM unset or dumb, each screen is printed as plain lines.

    OPTIONS:
      --script FILE    Run the key steps in FILE (type cats, enter, down 3, escape, resize
                       80x24, …) and print each screen as text, instead of the interactive UI.
                       Keys piped to standard input run the same way.
      --open LINK      Start on the scene a link opens, such as
                       photosearch://PhotoDetail?photoID=p018 (routes: PhotoDetail?photoID=,
                       PhotoList?query=, Interestingness?query=).
      --state FILE     Save the scenes on screen to FILE when the app ends (Ctrl-C, SIGTERM,
                       SIGHUP), and show them again at the next start, at most 50 (default
                       ~/.photo-search-state.json when run interactively; none for a script
                       unless given). A FILE that does not hold saved scenes is left as it is.
      --data FOLDER    Keep the favourite photos in FOLDER (favorites.sqlite), created if
                       missing (default $XDG_DATA_HOME/photo-search, else
                       ~/.local/share/photo-search, when run interactively; a script without
                       it keeps them in memory until it ends).
      --stage NAME     demo (default: bundled photos, no network), development or production.
      --base-url URL   The server for the development or production stage.
      --scenario NAME  How the demo server answers: default (the bundled photos), slow (every
                       answer takes 2 seconds), offline (every request fails as if there were
                       no network), server-error (every request fails with status 500) or
                       empty (no search finds anything).
      --latency MS     How long the demo server takes to answer (default 300 interactively,
                       0 for a script; the slow scenario sets its own).
      -h, --help       Show this help.
    """

  /// Reads the arguments after the program's name.
  ///
  /// - Throws: `OptionsError` naming the bad argument and the fix.
  init(parsing arguments: [String]) throws(OptionsError) {
    var stageName: String?
    var baseURL: String?
    var scenarioGiven = false
    var rest = arguments[...]
    func value(for option: String) throws(OptionsError) -> String {
      guard let value = rest.popFirst(), !value.hasPrefix("--") else {
        throw .missingValue(option)
      }
      return value
    }
    while let argument = rest.popFirst() {
      switch argument {
      case "--script": script = try value(for: argument)
      case "--open":
        let text = try value(for: argument)
        guard let url = URL(string: text), url.scheme != nil else { throw .badLink(text) }
        link = url
      case "--state": state = try value(for: argument)
      case "--data": data = try value(for: argument)
      case "--stage": stageName = try value(for: argument)
      case "--base-url": baseURL = try value(for: argument)
      case "--scenario":
        scenario = try value(for: argument)
        scenarioGiven = true
      case "--latency":
        let text = try value(for: argument)
        guard let milliseconds = Int(text), (0...10_000).contains(milliseconds) else {
          throw .badLatency(text)
        }
        latency = .milliseconds(milliseconds)
      case "-h", "--help": showsHelp = true
      default: throw .unknownArgument(argument)
      }
    }
    let url = baseURL.map { URL(string: $0) } ?? nil
    if baseURL != nil, url == nil { throw .badBaseURL(baseURL ?? "") }
    do {
      stage = try HTTPService.Stage(named: stageName, development: url, production: url)
    } catch {
      throw .badStage(error.description)
    }
    if stage == .demo, let baseURL { throw .baseURLInDemo(baseURL) }
    if stage != .demo, scenarioGiven { throw .scenarioOutsideDemo(scenario) }
  }
}
