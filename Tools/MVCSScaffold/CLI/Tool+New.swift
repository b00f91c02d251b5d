import Foundation
import MVCSSupport

extension Tool {
  /// `mvcs new <name>`: generates a scene and registers it.
  func runNew(_ arguments: [String]) throws(ScaffoldError) -> ExitCode {
    var parsed = Command.new.parse(arguments)
    if parsed.wantsHelp {
      output(Command.new.helpText)
      return .success
    }
    let names: [(String?, UsageError.NameKind)] = [
      (parsed.arguments.first, .scene), (parsed.value("service"), .service),
      (parsed.value("storage"), .storage), (parsed.value("module"), .module),
      (parsed.value("message"), .message),
    ]
    for case (let name?, let kind) in names {
      if let problem = Self.problem(with: name, kind: kind, scene: parsed.arguments.first) {
        parsed.problems.append(problem)
      }
    }
    for option in ["author", "organization"] {
      if let value = parsed.value(option), let character = ControlCharacter.first(in: value) {
        parsed.problems.append(
          .controlCharacter("--\(option) <name>", value: value, character: character))
      }
    }
    if let message = parsed.value("message"), let service = parsed.value("service") {
      parsed.problems.append(.messageAndService(message, service: service))
    }
    var options = SceneOptions()
    switch SceneOptions.parse(
      context: parsed.allValues("context"), link: parsed.value("link"),
      result: parsed.value("result"), message: parsed.value("message"))
    {
    case .success(let parsedOptions): options = parsedOptions
    case .failure(let errors): parsed.problems += errors.errors
    }
    guard parsed.problems.isEmpty else { throw .usage(parsed.problems, command: .new) }
    let sceneName = parsed.arguments[0]

    let displayFolder = parsed.value("output") ?? "."
    let folder = url(displayFolder)
    if FileManager.default.fileExists(atPath: folder.path), !isFolder(folder) {
      throw .notAFolder(displayFolder, role: .output)
    }
    // A dry run writes nothing, so it may plan a package that does not exist yet.
    guard isFolder(folder) || parsed.isSet("dry-run") else {
      throw .noSuchFolder(displayFolder, role: .output)
    }
    let display = { (path: String) in Self.join(displayFolder, path) }
    let isDryRun = parsed.isSet("dry-run")
    let transaction = FileTransaction(root: folder, displayPath: display)
    // An interrupted run is finished or undone first, as what it wrote changes the plan.
    if !isDryRun, let recovery = try transaction.recover() {
      output(recovery.report(displayPath: display))
    }
    let config = try loadConfig(in: folder, display: display(Config.fileName))
    let moduleName = try module(parsed.value("module"), config: config, in: folder, display)

    let templates: TemplateSet
    if let path = parsed.value("templates") {
      templates = try .defaults(overriddenBy: url(path), displayPath: path)
    } else if let path = config.templates {
      let base = path.hasPrefix("/") ? URL(fileURLWithPath: path) : folder.appending(path: path)
      templates = try .defaults(overriddenBy: base, displayPath: display(path))
    } else {
      templates = .defaults
    }

    let values = PlaceholderValues(
      sceneName: sceneName, moduleName: moduleName, serviceName: parsed.value("service"),
      storageName: parsed.value("storage"), author: parsed.value("author") ?? config.author,
      organization: parsed.value("organization") ?? config.organization, date: today,
      options: options)
    var plan = try SceneGenerator(
      values: values, templates: templates, packageFolder: folder,
      overwrites: parsed.isSet("force")
    ).plan()
    if isDryRun, transaction.hasInterruptedRun {
      plan.notes.append(
        "An earlier run of mvcs was interrupted while writing into \(displayFolder); the next run "
          + "that writes finishes or undoes it first, which may change this plan.")
    }
    let report = plan.report(
      isDryRun: isDryRun, subject: "Scene \(sceneName)", displayPath: display)
    if isDryRun {
      output(report)
      return .success
    }
    guard !plan.writes.isEmpty else {
      output(report)
      throw .nothingWritten(scene: sceneName)
    }
    try transaction.commit(
      plan.writes.map {
        FileTransaction.Write(path: $0.path, contents: $0.contents!, replaces: $0.action != .create)
      })
    output(report)
    return .success
  }

  /// Why a name cannot be used, with a name that can, or `nil` when it is fine.
  static func problem(with name: String, kind: UsageError.NameKind, scene: String?) -> UsageError? {
    problem(with: name, kind: kind, scene: scene, suggestionDepth: 0)
  }

  /// The problem with a name; `suggestionDepth` counts the suggestions checked on the way here.
  private static func problem(
    with name: String, kind: UsageError.NameKind, scene: String?, suggestionDepth: Int
  ) -> UsageError? {
    func invalid(_ problem: String, suggestion: String? = Identifier.suggestion(for: name))
      -> UsageError
    {
      .invalidName(
        name, kind: kind, problem: problem,
        suggestion: suggestion.flatMap { usable($0, depth: suggestionDepth + 1) })
    }
    // A suggestion must pass this check too: `string!` for a service suggests `StringService`,
    // not `String`, which would hide Swift's; failing that, the suggestion's own suggestion.
    func usable(_ candidate: String, depth: Int) -> String? {
      guard candidate != name, depth <= 3 else { return nil }
      guard
        case .invalidName(_, _, _, let next)? = Self.problem(
          with: candidate, kind: kind, scene: scene, suggestionDepth: depth)
      else { return candidate }
      return next
    }
    if let character = Identifier.nonASCIICharacter(in: name) {
      return invalid(
        "it contains \"\(character)\": names must be ASCII letters, digits and underscores"
          + (kind == .module ? "" : ", as scene test scripts read no others"))
    }
    if let problem = Identifier.problem(with: name) {
      return invalid("it is not a Swift identifier (\(problem))")
    }
    if kind != .storage, Identifier.keywords.contains(name) {
      return invalid("it is a Swift keyword")
    }
    if let longest = longestFileName(made: name, kind: kind), longest > maximumFileNameLength {
      return invalid(
        "it is too long: a file name made from it would be \(longest) bytes, with the temporary "
          + "name mvcs writes the file under first, and file systems allow "
          + "\(maximumFileNameLength) (NAME_MAX). To fix, use a name of at most "
          + "\(name.utf8.count - (longest - maximumFileNameLength)) characters",
        suggestion: nil)
    }
    switch kind {
    case .scene:
      // The scene's types: in the app, and its tests in the app's test module.
      let clashes = Self.sceneTypeSuffixes.map { name + $0 }.compactMap(
        Identifier.hiddenLibraryType)
      if !clashes.isEmpty {
        return invalid(
          "its types would clash with \(clashes.joined(separator: ", ")); "
            + "choose a more specific name", suggestion: nil)
      }
    case .service, .message:
      // Only a service or a message becomes a type of its own name; scene and storage names
      // are prefixes and strings, which hide nothing.
      if let hidden = Identifier.hiddenLibraryType(by: name)
        ?? Identifier.hiddenStandardType(by: name)
      {
        let suffix = kind == .service ? "Service" : "Message"
        let suggestion = name.hasSuffix(suffix) ? nil : name + suffix
        return invalid(
          "it would hide \(hidden) in the whole module; choose a more specific name",
          suggestion: suggestion)
      }
      if let scene, Self.sceneTypeSuffixes.map({ scene + $0 }).contains(name) {
        return invalid("it is the name of one of the scene's own types", suggestion: nil)
      }
    case .module:
      if Identifier.importedModuleNames.contains(name) {
        return invalid(
          "it is the name of a module that generated code imports; choose the app's own name",
          suggestion: "\(name)App")
      }
    case .storage, .contextKey:
      break
    }
    return nil
  }

  /// The longest file or folder name, in bytes, of a path in the package that the files made
  /// from a name end up at (the file's temporary name counted), or `nil` for a storage name,
  /// which names no file.
  static func longestFileName(made name: String, kind: UsageError.NameKind) -> Int? {
    guard kind != .storage, kind != .contextKey else { return nil }
    var values = PlaceholderValues(
      sceneName: kind == .scene ? name : "A", moduleName: kind == .module ? name : "A",
      serviceName: kind == .service ? name : "A", date: "")
    values.options.message = kind == .message ? name : "A"
    var longest = 0
    for file in TemplateFile.allCases {
      guard let path = file.outputPath(values) else { continue }
      let parts = path.split(separator: "/")
      for (index, part) in parts.enumerated() {
        let isFile = index == parts.count - 1
        longest = max(
          longest, part.utf8.count + (isFile ? FileTransaction.temporaryNameOverhead : 0))
      }
    }
    return longest
  }

  /// The longest file name file systems allow, in bytes: `NAME_MAX` on Linux and macOS.
  static let maximumFileNameLength = 255

  /// What a scene's name is followed by in the names of its types.
  static let sceneTypeSuffixes = [
    "Route", "Pipeline", "Store", "Controller", "View", "SceneTests",
  ]

  /// The config file in the package folder, or an empty config when there is none.
  private func loadConfig(in folder: URL, display: String) throws(ScaffoldError) -> Config {
    let file = folder.appending(path: Config.fileName)
    guard FileManager.default.fileExists(atPath: file.path) else { return Config() }
    let text = try TextFile.read(file, display: display)
    do {
      return try Config(parsing: text, file: display)
    } catch {
      throw .invalidConfig(error.errors)
    }
  }

  /// The module to write into: the one given, or the only folder in `Sources/`.
  ///
  /// A module given on the command line or in the config file must have a folder in `Sources/`
  /// when that holds other modules, so that a typo does not start a new module; a package
  /// without any, such as a new one, may name a new module.
  private func module(
    _ given: String?, config: Config, in folder: URL, _ display: (String) -> String
  )
    throws(ScaffoldError) -> String
  {
    let sources = folder.appending(path: "Sources")
    let modules = ((try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? [])
      .filter { !$0.hasPrefix(".") && isFolder(sources.appending(path: $0)) }.sorted()
    if let name = given ?? config.module {
      guard modules.isEmpty || modules.contains(name) else {
        guard given == nil else {
          throw .usage(
            [.noModuleFolder(name, sources: display("Sources"), modules: modules)], command: .new)
        }
        let message =
          UsageError.noModuleFolderMessage(name, sources: display("Sources"), modules: modules)
          + " To fix, set \"module\" to one of them, or create \(display("Sources"))/\(name) to "
          + "start a new module."
        throw .invalidConfig([
          ConfigError(
            file: display(Config.fileName), line: config.lines[.module] ?? 1, message: message)
        ])
      }
      return name
    }
    guard isFolder(sources) else {
      throw .usage([.unknownModule(reason: "\(display("Sources")) does not exist")], command: .new)
    }
    switch modules.count {
    case 0:
      throw .usage(
        [.unknownModule(reason: "\(display("Sources")) has no module folder")], command: .new)
    case 1:
      if let problem = Self.problem(with: modules[0], kind: .module, scene: nil) {
        throw .usage([problem], command: .new)
      }
      return modules[0]
    default:
      throw .usage(
        [
          .unknownModule(
            reason: "\(display("Sources")) has \(modules.count) modules: "
              + modules.joined(separator: ", "))
        ], command: .new)
    }
  }

  /// Today in the tool's time zone, as `yyyy-MM-dd`.
  private var today: String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    let parts = calendar.dateComponents([.year, .month, .day], from: now)
    let pad = { (number: Int?) in (number ?? 0) < 10 ? "0\(number ?? 0)" : "\(number ?? 0)" }
    return "\(parts.year ?? 0)-\(pad(parts.month))-\(pad(parts.day))"
  }
}
