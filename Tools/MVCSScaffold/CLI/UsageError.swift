import MVCSSupport

/// A problem with the command line.
enum UsageError: Equatable, Sendable, CustomStringConvertible {
  /// An unknown subcommand, and the closest one.
  case unknownSubcommand(String, suggestion: String?)
  /// An unknown option, and the closest one.
  case unknownOption(String, suggestion: String?)
  /// An option that takes a value came without one; the option as in help (`--output <dir>`).
  case missingValue(String)
  /// An option was given an empty value, as in `--output=`; the option as in help.
  case emptyValue(String)
  /// A flag was given a value with `=`.
  case unexpectedValue(flag: String, value: String)
  /// An option that takes one value was given several different ones; the option as in help
  /// (`--service <name>`) and the values, in order.
  case repeatedOption(String, values: [String])
  /// An argument the command does not take.
  case unexpectedArgument(String)
  /// A required argument is missing; its name as in help (`<name>`).
  case missingArgument(String)
  /// A value that generated code would hold, such as `--author`, with a control character: the
  /// option as in help, the value and its first such character.
  case controlCharacter(String, value: String, character: Unicode.Scalar)
  /// A name that cannot be used in Swift code, why, and a close name that can.
  case invalidName(String, kind: NameKind, problem: String, suggestion: String?)
  /// No module to write into, and why.
  case unknownModule(reason: String)
  /// The module given has no folder in `Sources/`, which holds other modules: the name, the
  /// `Sources` folder as shown, and its module folders.
  case noModuleFolder(String, sources: String, modules: [String])
  /// A `--context` value that is not `name:Type`: the value, and what is missing.
  case invalidContext(String, problem: ContextProblem)
  /// A type name that cannot be used: the type as given, the option as in help, and why.
  case invalidType(String, option: String, problem: String)
  /// A context key given more than once: the key and each value that gave it.
  case duplicateContextKey(String, values: [String])
  /// A `--link` value that is not `scheme://Route?key&key`: the link and why.
  case invalidLink(String, problem: String)
  /// A key a link names that no `--context` gives: the key, the link, the closest key, and
  /// the context keys.
  case linkKeyNotInContext(String, link: String, suggestion: String?, keys: [String])
  /// A link key of a type a link cannot carry: the key, its type, the link.
  case linkKeyType(String, type: String, link: String)
  /// The required context keys a link does not name, and the link.
  case linkMissingKeys([String], link: String)
  /// `--message` and `--service` both given: the message and the service.
  case messageAndService(String, service: String)

  /// What is missing from a `--context` value.
  enum ContextProblem: Sendable {
    case noType, noName
  }

  /// The kinds of name given on the command line.
  enum NameKind: String, Sendable {
    case scene = "scene name"
    case service = "service name"
    case storage = "storage name"
    case module = "module name"
    case message = "message name"
    case contextKey = "context key"
  }

  var description: String {
    switch self {
    case .unknownSubcommand(let name, let suggestion):
      return "Unknown subcommand '\(name)'."
        + (suggestion.map { " Did you mean '\($0)'?" } ?? "")
        + " Subcommands: \(Command.subcommands.map(\.name).joined(separator: ", "))."
    case .unknownOption(let option, let suggestion):
      return "Unknown option '\(option)'." + (suggestion.map { " Did you mean '\($0)'?" } ?? "")
    case .missingValue(let option):
      return "Missing value for '\(option)'."
    case .emptyValue(let option):
      return "Empty value for '\(option)'. To fix, give a value, or leave the option out."
    case .unexpectedValue(let flag, let value):
      return "The flag '\(flag)' takes no value, but was given '\(value)'."
    case .repeatedOption(let option, let values):
      let list = values.map { "'\($0)'" }.joined(separator: ", ")
      var message = "'\(option)' was given \(values.count) values (\(list)), but takes one."
      if option.hasPrefix("--service ") || option.hasPrefix("--storage ") {
        let kind = option.hasPrefix("--service ") ? "service" : "storage"
        message +=
          " A new scene gets one \(kind). To fix, give it once, and add the others to "
          + "the store by hand: register each in Mediator+Scenes.swift and read it with "
          + "environment.\(kind)(_:)."
      } else {
        message += " To fix, give it once."
      }
      return message
    case .unexpectedArgument(let argument):
      return "Unexpected argument '\(argument)'."
    case .missingArgument(let argument):
      return "Missing expected argument '\(argument)'."
    case .controlCharacter(let option, let value, let character):
      return "The value of '\(option)', \(ControlCharacter.quoted(value)), "
        + ControlCharacter.problem(character)
    case .invalidName(let name, let kind, let problem, let suggestion):
      return "The \(kind.rawValue) \"\(name)\" cannot be used: \(problem)."
        + (suggestion.map { " Did you mean \"\($0)\"?" } ?? "")
    case .unknownModule(let reason):
      return "Cannot tell which module to write into: \(reason). To fix, pass --module <name>, "
        + "or set \"module = <name>\" in \(Config.fileName)."
    case .noModuleFolder(let name, let sources, let modules):
      return Self.noModuleFolderMessage(name, sources: sources, modules: modules)
        + " To fix, pass --module with one of them, or create \(sources)/\(name) to start a new "
        + "module."
    case .invalidContext(let value, .noType):
      return "The value \"\(value)\" of '\(SceneOptions.contextOption)' has no type. To fix, "
        + "give the key's type after a colon: --context \(value):Int, or "
        + "--context \(value):Int? for a key that may be left out."
    case .invalidContext(let value, .noName):
      return "The value \"\(value)\" of '\(SceneOptions.contextOption)' has no key name. To "
        + "fix, give the key's name before the colon: --context id:Int."
    case .invalidType(let type, let option, let problem):
      return "The type \"\(type)\" of '\(option)' cannot be used: \(problem). A type is a name "
        + "such as Int, Photo.ID or Box<Int>, an array [String], a dictionary [String: Int], "
        + "or an optional Int?. To fix, give one of those."
    case .duplicateContextKey(let key, let values):
      let list = values.map { "'\($0)'" }.joined(separator: ", ")
      return "The context key \"\(key)\" is given \(values.count) times (\(list)). To fix, give "
        + "each key once."
    case .invalidLink(let link, let problem):
      return "The link \"\(link)\" of '\(SceneOptions.linkOption)' cannot be used: \(problem). "
        + "A link reads scheme://Route?key&key, naming --context keys, such as "
        + "myapp://Story?id&highlight. To fix, write it so."
    case .linkKeyNotInContext(let key, let link, let suggestion, let keys):
      return "The link \"\(link)\" names the key \"\(key)\", which no --context gives."
        + (suggestion.map { " Did you mean \"\($0)\"?" } ?? "")
        + " Context keys: \(keys.isEmpty ? "none" : keys.joined(separator: ", ")). To fix, add "
        + "--context \(key):<Type>, or take \"\(key)\" out of the link."
    case .linkKeyType(let key, let type, let link):
      return "The link \"\(link)\" names the key \"\(key)\", of type \(type), which a generated "
        + "link cannot carry: it carries String, Int, Double, Bool, and arrays of them. To fix, "
        + "give the key one of those types, or take it out of the link (an optional key) and "
        + "register a link for your LinkValue type by hand."
    case .linkMissingKeys(let keys, let link):
      let list = keys.map { "\"\($0)\"" }.joined(separator: ", ")
      return "The link \"\(link)\" does not name the required context "
        + (keys.count == 1 ? "key " : "keys ") + list + ", so the scene could not open from it. "
        + "To fix, add " + (keys.count == 1 ? "it" : "them") + " to the link's query (?"
        + keys.joined(separator: "&") + "), or make "
        + (keys.count == 1 ? "the key" : "the keys") + " optional (--context "
        + keys[0] + ":<Type>?)."
    case .messageAndService(let message, let service):
      return "Both --message \(message) and --service \(service) would answer the scene's query; "
        + "a new scene takes one of them. To fix, give one, and add the other to the store by "
        + "hand."
    }
  }

  /// Whether the problem is a name or value that cannot be used, rather than a mistake in the
  /// command line's form.
  var isInvalidName: Bool {
    switch self {
    case .invalidName, .controlCharacter, .invalidContext, .invalidType, .duplicateContextKey,
      .invalidLink, .linkKeyNotInContext, .linkKeyType, .linkMissingKeys:
      true
    default: false
    }
  }

  /// What is wrong with a module that has no folder, with the closest module folder; the fix is
  /// left to the caller, as it depends on where the name came from.
  static func noModuleFolderMessage(_ name: String, sources: String, modules: [String]) -> String {
    "The module \"\(name)\" has no folder in \(sources)."
      + (Suggestion.closest(to: name, in: modules).map { " Did you mean \"\($0)\"?" } ?? "")
      + " Module folders: \(modules.joined(separator: ", "))."
  }
}
