import MVCSSupport

/// The templates `mvcs` knows, each with its file name and the file it makes.
package enum TemplateFile: String, CaseIterable, Sendable {
  case route = "Route.swift.template"
  case pipeline = "Pipeline.swift.template"
  case store = "Store.swift.template"
  case controller = "Controller.swift.template"
  case view = "View.swift.template"
  case service = "Service.swift.template"
  case message = "Message.swift.template"
  case sceneScript = "Scene.scenetest.template"
  case sceneTests = "SceneTests.swift.template"
  case mediator = "Mediator+Scenes.swift.template"
  case registration = "Registration.swift.template"

  /// The template's file name, in `Templates/` and in a `--templates` folder.
  var fileName: String { rawValue }

  /// The names every template may use, as `{{name}}` or as a section.
  package static let placeholders: Set<String> = Set(Placeholder.allCases.map(\.rawValue))

  /// The path of the file the template makes, relative to the package folder; `nil` for the
  /// registration, which goes into the mediator file; for the service or the message when
  /// there is none; and for the test script of a scene that a script cannot start (see
  /// ``PlaceholderValues/scriptlessKeys``).
  func outputPath(_ values: PlaceholderValues) -> String? {
    let module = values.moduleName
    let scene = values.sceneName
    switch self {
    case .route: return "Sources/\(module)/\(scene)/\(scene)Route.swift"
    case .pipeline: return "Sources/\(module)/\(scene)/\(scene)Pipeline.swift"
    case .store: return "Sources/\(module)/\(scene)/\(scene)Store.swift"
    case .controller: return "Sources/\(module)/\(scene)/\(scene)Controller.swift"
    case .view: return "Sources/\(module)/\(scene)/\(scene)View.swift"
    case .service:
      return values.serviceName.map { "Sources/\(module)/Services/\($0).swift" }
    case .message:
      return values.options.message.map { "Sources/\(module)/Messages/\($0).swift" }
    case .sceneScript:
      guard values.scriptlessKeys.isEmpty else { return nil }
      return "Tests/\(module)Tests/\(Self.scriptsFolder)/\(scene).scenetest"
    case .sceneTests: return "Tests/\(module)Tests/\(scene)SceneTests.swift"
    case .mediator: return MediatorFile.path(module: module)
    case .registration: return nil
    }
  }

  /// The name earlier versions of `mvcs` gave the mediator file's template; a templates folder
  /// copied out by them may hold it.
  static let formerMediatorFileName = "SceneRegistry.swift.template"

  /// The folder of the test scripts, in the test target's folder. The package excludes it from
  /// the test target, so that SwiftPM does not warn about files it does not know.
  static let scriptsFolder = "Scripts"
}
