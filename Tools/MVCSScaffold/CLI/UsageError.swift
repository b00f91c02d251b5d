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

  /// The kinds of name given on the command line.
  enum NameKind: String, Sendable {
    case scene = "scene name"
    case service = "service name"
    case storage = "storage name"
    case module = "module name"
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
    }
  }

  /// Whether the problem is a name or value that cannot be used, rather than a mistake in the
  /// command line's form.
  var isInvalidName: Bool {
    switch self {
    case .invalidName, .controlCharacter: true
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
