/// A command of `mvcs`: what it takes, and its help.
///
/// The commands are values, and help, usage and parsing are derived from them, in the manner of
/// swift-argument-parser's `CommandConfiguration`.
struct Command: Equatable, Sendable {
  /// An option: a flag (`--force`) or an option with a value (`--output <dir>`).
  struct Option: Equatable, Sendable {
    /// The long name, without dashes: `output`.
    let long: String
    /// The one-letter name, without the dash: `o`.
    var short: Character?
    /// The name of its value in help (`dir`); `nil` for a flag.
    var valueName: String?
    /// What it does, for help.
    let help: String
    /// Whether it may be given several times, each value kept (`--context`).
    var isRepeatable = false

    /// The option as in usage: `--output <dir>`, `--force`.
    var synopsis: String { "--\(long)" + (valueName.map { " <\($0)>" } ?? "") }

    /// The option as in help: `-o, --output <dir>`.
    var label: String { (short.map { "-\($0), " } ?? "") + synopsis }
  }

  /// A positional argument.
  struct Argument: Equatable, Sendable {
    /// Its name in help, without brackets: `name`.
    let name: String
    /// What it is, for help.
    let help: String
    /// Whether it may be left out.
    var isOptional = false
  }

  /// The subcommand's name, such as `new`; empty for `mvcs` itself.
  let name: String
  /// One line on what the command does.
  let abstract: String
  /// Paragraphs of help after the overview.
  var discussion = ""
  var arguments: [Argument] = []
  var options: [Option] = []
  /// More sections of help, after the options: a title and its rows.
  var sections: [(title: String, rows: [(label: String, text: String)])] = []

  /// The `-h, --help` flag every command takes.
  static let helpOption = Option(long: "help", short: "h", help: "Show help information.")

  /// The command as typed: `mvcs new`.
  var commandLine: String { name.isEmpty ? "mvcs" : "mvcs \(name)" }

  /// Every option, `--help` last.
  var allOptions: [Option] { options + [Self.helpOption] }

  static func == (lhs: Command, rhs: Command) -> Bool { lhs.name == rhs.name }
}

extension Command {
  /// `mvcs` itself.
  static let root = Command(
    name: "",
    abstract: "Generate MVCS scenes from templates.",
    discussion: """
      Run it in your package's folder. It never overwrites a file without --force, and a run \
      writes all of its files or none.
      """,
    options: [Option(long: "version", help: "Show the version.")],
    sections: [
      ("SUBCOMMANDS", subcommands.map { ($0.name, $0.abstract) }),
      ("EXIT CODES", ExitCode.allCases.map { (String($0.rawValue), $0.summary) }),
    ])

  /// The subcommands, in the order help lists them.
  static let subcommands: [Command] = [new, templates, help]

  /// `mvcs new`: generates a scene.
  static let new = Command(
    name: "new",
    abstract: "Generate a scene and register it.",
    discussion: """
      Writes, in the package folder:
        Sources/<module>/<name>/<name>Route.swift, <name>Pipeline.swift,
          <name>Store.swift, <name>Controller.swift and <name>View.swift
        Sources/<module>/Services/<service>.swift, with --service
        Sources/<module>/Messages/<message>.swift, with --message
        Tests/<module>Tests/<name>SceneTests.swift and Scripts/<name>.scenetest
      and adds the scene's registrations to the app's mediator file, \
      Sources/<module>/Mediator+Scenes.swift (in an app made by an earlier mvcs: \
      SceneRegistry.swift), creating it if needed. A file that exists is skipped unless --force \
      is given; a file of a scene that is registered already but missing is created again, \
      marked "(was missing)"; a run writes all of its files or none. Exclude the Scripts folder \
      from the test target in Package.swift: exclude: ["Scripts"].

      The route, <name>Route, is how other scenes open this one: \
      navigation.show(.photoList(…)), with a parameter for each --context key, so a misspelt \
      scene, a missing key or a wrong type does not compile. The generated tests open the \
      scene with its context, by its link (--link), deliver its result (--result), check its \
      message's demo answer (--message), save and restore it, and check at teardown that no \
      part of it leaks. Each key's type must be Codable, Sendable and Equatable; the tests \
      make up values of String, Int, Double, Bool and arrays, dictionaries and optionals of \
      them, and for any other type call a sample function in the test file for you to fill \
      in; a scene with a required key of such a type gets no test script, as scripts give \
      context as JSON.

      Example: mvcs new Story --context id:Int --context 'highlight:String?' \
      --link 'myapp://story?id&highlight' --result Int --message StoryDetails

      Settings come from \(Config.fileName) in the package folder: one "key = value" a line, \
      "#" starts a comment line. Keys: \(Config.Key.allCases.map(\.rawValue).joined(separator: ", ")). \
      Flags override them.
      """,
    arguments: [
      Argument(
        name: "name",
        help: "The scene's name, a Swift type name such as PhotoList; its casing is kept.")
    ],
    options: [
      Option(
        long: "output", short: "o", valueName: "dir",
        help: "The package folder to write into. (default: the current folder)"),
      Option(
        long: "module", short: "m", valueName: "name",
        help: """
          The app's module, a folder in Sources/. (default: "module" in \(Config.fileName), or \
          the only folder in Sources/)
          """),
      Option(
        long: "service", valueName: "name",
        help: "Also make a service stub with this name (one), and call it from the store."),
      Option(
        long: "storage", valueName: "name",
        help: """
          Read and write a storage with this name (one) from the store; it is registered as \
          an InMemoryStorage.
          """),
      Option(
        long: "context", valueName: "name:Type",
        help: """
          A context key the scene is opened with, and its type; repeatable. A type ending in ? \
          makes the key optional (quote it for the shell). Example: --context id:Int \
          --context 'highlight:String?' gives the route .story(id:highlight:).
          """, isRepeatable: true),
      Option(
        long: "link", valueName: "link",
        help: """
          A deep link that opens the scene, naming context keys in its query; it must name \
          every key that is not optional. Example: --link 'myapp://story?id&highlight'.
          """),
      Option(
        long: "result", valueName: "Type",
        help: """
          What the scene hands back to the scene that presents it for a result: the view's \
          choice dismisses it with one. Example: --result SearchScope.
          """),
      Option(
        long: "message", valueName: "name",
        help: """
          An MVCSHTTP message the store sends for the query, with a demo answer, registered on \
          the scene's HTTPService (not with --service). The app and test targets need the \
          MVCSHTTP product. Example: --message SearchPhotos.
          """),
      Option(
        long: "templates", valueName: "dir",
        help: """
          A folder whose templates replace the defaults, file by file. (default: "templates" in \
          \(Config.fileName))
          """),
      Option(
        long: "author", valueName: "name",
        help: "The author named in file headers. (default: \"author\" in \(Config.fileName))"),
      Option(
        long: "organization", valueName: "name",
        help: """
          The organization named in copyright lines. (default: "organization" in \
          \(Config.fileName))
          """),
      Option(
        long: "dry-run", short: "n",
        help: "Print what would be written, with the mediator file's changes, and write nothing."),
      Option(long: "force", short: "f", help: "Overwrite files that exist."),
    ])

  /// `mvcs templates`: copies the default templates out.
  static let templates = Command(
    name: "templates",
    abstract: "Copy the default templates into a folder to customize them.",
    discussion: """
      Edit the copies and delete the ones you keep as they are, then pass the folder to \
      'mvcs new --templates <dir>', or set "templates = <dir>" in \(Config.fileName). A file \
      that exists is skipped unless --force is given.

      Templates use {{name}} placeholders, {{#name}}...{{/name}} sections kept when the value is \
      not empty, and {{^name}}...{{/name}} sections kept when it is. A line holding only a \
      section tag is left out of the output. Sections nest at most \(Template.maximumDepth) \
      deep.
      """,
    arguments: [
      Argument(name: "dir", help: "The folder to copy the templates into; it is created if needed.")
    ],
    options: [Option(long: "force", short: "f", help: "Overwrite files that exist.")],
    sections: [
      ("PLACEHOLDERS", Placeholder.allCases.map { ($0.rawValue, $0.summary) }),
      ("TEMPLATES", TemplateFile.allCases.map { ($0.fileName, $0.summary) }),
    ])

  /// `mvcs help`: shows help.
  static let help = Command(
    name: "help",
    abstract: "Show help for a subcommand.",
    arguments: [
      Argument(name: "subcommand", help: "The subcommand to show help for.", isOptional: true)
    ])
}

extension TemplateFile {
  /// What the template makes, for help.
  var summary: String {
    switch self {
    case .route: "The scene's typed route: its name and context keys."
    case .pipeline: "The scene's pipeline."
    case .store: "The scene's store."
    case .controller: "The scene's controller."
    case .view: "The scene's view."
    case .service: "The service stub, with --service."
    case .message: "The MVCSHTTP message and its demo answer, with --message."
    case .sceneScript: "The scene's test script."
    case .sceneTests: "The Swift test that runs the script."
    case .mediator: "The mediator file, when there is none yet."
    case .registration: "The lines that register the scene, added to the mediator file."
    }
  }
}
