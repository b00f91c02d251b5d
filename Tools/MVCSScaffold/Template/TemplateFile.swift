import MVCSSupport

/// The templates `mvcs` knows, each with its file name and the file it makes.
package enum TemplateFile: String, CaseIterable, Sendable {
  case pipeline = "Pipeline.swift.template"
  case store = "Store.swift.template"
  case controller = "Controller.swift.template"
  case view = "View.swift.template"
  case service = "Service.swift.template"
  case sceneScript = "Scene.scenetest.template"
  case sceneTests = "SceneTests.swift.template"
  case registry = "SceneRegistry.swift.template"
  case registration = "Registration.swift.template"

  /// The template's file name, in `Templates/` and in a `--templates` folder.
  var fileName: String { rawValue }

  /// The names every template may use, as `{{name}}` or as a section.
  package static let placeholders: Set<String> = Set(Placeholder.allCases.map(\.rawValue))

  /// The path of the file the template makes, relative to the package folder; `nil` for the
  /// registration, which goes into the registry, and for the service when there is none.
  func outputPath(_ values: PlaceholderValues) -> String? {
    let module = values.moduleName
    let scene = values.sceneName
    switch self {
    case .pipeline: return "Sources/\(module)/\(scene)/\(scene)Pipeline.swift"
    case .store: return "Sources/\(module)/\(scene)/\(scene)Store.swift"
    case .controller: return "Sources/\(module)/\(scene)/\(scene)Controller.swift"
    case .view: return "Sources/\(module)/\(scene)/\(scene)View.swift"
    case .service:
      return values.serviceName.map { "Sources/\(module)/Services/\($0).swift" }
    case .sceneScript: return "Tests/\(module)Tests/\(Self.scriptsFolder)/\(scene).scenetest"
    case .sceneTests: return "Tests/\(module)Tests/\(scene)SceneTests.swift"
    case .registry: return Self.registryPath(module: module)
    case .registration: return nil
    }
  }

  /// The folder of the test scripts, in the test target's folder. The package excludes it from
  /// the test target, so that SwiftPM does not warn about files it does not know.
  static let scriptsFolder = "Scripts"

  /// Where the app's registry file is, relative to the package folder.
  static func registryPath(module: String) -> String {
    "Sources/\(module)/SceneRegistry.swift"
  }
}

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

/// The values of the placeholders for one scene.
struct PlaceholderValues: Equatable, Sendable {
  var sceneName: String
  var moduleName: String
  var serviceName: String?
  var storageName: String?
  var author: String?
  var organization: String?
  /// Today, as `yyyy-MM-dd`.
  var date: String

  /// Every placeholder's value, by name; unset ones are empty.
  var dictionary: [String: String] {
    var values: [String: String] = [:]
    for placeholder in Placeholder.allCases {
      values[placeholder.rawValue] =
        switch placeholder {
        case .sceneName: sceneName
        case .sceneVariableName: Identifier.lowerCamelCase(sceneName)
        case .moduleName: moduleName
        case .moduleVariableName: Identifier.lowerCamelCase(moduleName)
        case .serviceName: serviceName ?? ""
        case .storageName: storageName ?? ""
        case .usesTasks: serviceName != nil || storageName != nil ? "true" : ""
        case .author: author ?? ""
        case .organization: organization ?? ""
        case .date: date
        case .year: String(date.prefix(4))
        }
    }
    return values
  }
}
