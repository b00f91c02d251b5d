/// The names templates use, with what each holds.
enum Placeholder: String, CaseIterable, Sendable {
  case sceneName, sceneVariableName, moduleName, moduleVariableName, serviceName, storageName
  case usesTasks, author, organization, date, year

  /// What the placeholder holds, for help.
  var summary: String {
    switch self {
    case .sceneName: "The scene's name, as given: PhotoList."
    case .sceneVariableName: "The scene's name for a variable: photoList."
    case .moduleName: "The app's module: MyApp."
    case .moduleVariableName: "The module's name for a variable: myApp."
    case .serviceName: "The --service name; empty without one."
    case .storageName: "The --storage name; empty without one."
    case .usesTasks: "\"true\" with a service or a storage; empty otherwise."
    case .author: "The author, from --author or the config file; may be empty."
    case .organization: "The organization, from --organization or the config file; may be empty."
    case .date: "Today, as 2026-01-31."
    case .year: "This year, as 2026."
    }
  }
}
