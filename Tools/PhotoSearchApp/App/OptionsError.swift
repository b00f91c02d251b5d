/// A command line that cannot be run.
enum OptionsError: Error, Equatable, CustomStringConvertible {
  case unknownArgument(String)
  case missingValue(String)
  case badLatency(String)
  case badBaseURL(String)
  case badLink(String)
  case badStage(String)
  case baseURLInDemo(String)
  /// A `--scenario` name that is not one of the app's scenarios, with the ones there are.
  case unknownScenario(String, choices: [String])
  case scenarioOutsideDemo(String)

  var description: String {
    switch self {
    case .unknownArgument(let argument):
      let options = [
        "--script", "--open", "--state", "--data", "--stage", "--base-url", "--scenario",
        "--latency", "--help",
      ]
      let hint = closest(to: argument, in: options).map { " Did you mean \($0)?" } ?? ""
      return "Unknown argument \"\(argument)\".\(hint) The options are "
        + options.joined(separator: ", ") + "."
    case .missingValue(let option):
      let examples = [
        "--script": "tour.keys", "--open": "photosearch://PhotoDetail?photoID=p018",
        "--state": "state.json", "--data": "~/photo-search-data",
        "--stage": "development", "--latency": "300", "--scenario": "offline",
        "--base-url": "http://127.0.0.1:8080",
      ]
      return "\(option) needs a value. To fix, write it after the option, such as: \(option) "
        + (examples[option] ?? "…")
    case .badLatency(let text):
      return "--latency takes milliseconds from 0 to 10000, not \"\(text)\". To fix, write "
        + "a whole number, such as --latency 300."
    case .badBaseURL(let text):
      return "--base-url \"\(text)\" is not a URL. To fix, write one such as "
        + "http://127.0.0.1:8080."
    case .badLink(let text):
      return "--open \"\(text)\" is not a link. To fix, write one such as "
        + "photosearch://PhotoDetail?photoID=p018."
    case .badStage(let reason):
      return "\(reason) (--stage takes a name, --base-url its server)."
    case .baseURLInDemo(let url):
      return "--base-url \(url) is not used in the demo stage, which needs no server. To fix, "
        + "add --stage development or --stage production, or leave --base-url out."
    case .unknownScenario(let name, let choices):
      let suggestion = closest(to: name, in: choices)
      let hint = suggestion.map { " Did you mean \($0)?" } ?? ""
      let example =
        suggestion ?? choices.first { $0 != Options.defaultScenario } ?? Options.defaultScenario
      return "--scenario \"\(name)\" is not a scenario of the demo.\(hint) The scenarios are "
        + choices.joined(separator: ", ") + ". To fix, give one of them, such as --scenario "
        + example + "."
    case .scenarioOutsideDemo(let name):
      return "--scenario \(name) is used only in the demo stage, whose answers it sets. To fix, "
        + "leave --stage out (the demo stage is the default), or leave --scenario out."
    }
  }
}
