import Foundation

/// Plans the files of a new scene: renders the templates and decides, for each file, whether it
/// is created, overwritten or skipped, and how the registry changes.
///
/// ```swift
/// let generator = SceneGenerator(
///   values: PlaceholderValues(sceneName: "PhotoList", moduleName: "MyApp", date: "2026-01-31"),
///   templates: .defaults, packageFolder: folder, overwrites: false)
/// let plan = try generator.plan()
/// try FileTransaction(root: folder).commit(plan.writes.map { … })
/// ```
struct SceneGenerator {
  /// The placeholders' values.
  let values: PlaceholderValues
  /// The templates to render.
  let templates: TemplateSet
  /// The package folder the paths are relative to.
  let packageFolder: URL
  /// Whether files that exist are overwritten (`--force`).
  let overwrites: Bool

  /// The scene's files, in the order they are written: pipeline, store, controller, view,
  /// service, test, test script, registry.
  ///
  /// - Throws: ``ScaffoldError/registryWithoutMarkers(_:problem:)`` when the registry file has no
  ///   place for registrations, ``ScaffoldError/invalidTemplates(_:)`` when the registry template
  ///   has none, ``ScaffoldError/unreadable(_:problem:)`` when the registry cannot be read.
  func plan() throws(ScaffoldError) -> Plan {
    let dictionary = values.dictionary
    var plan = Plan()
    let registry = try registryText()
    // A file of a scene the registry holds was generated before: if it is gone, the user may
    // have deleted it on purpose, so the plan says it is created again.
    let wasGenerated = registry.map { Registry.registers(scene: values.sceneName, in: $0) } ?? false
    let sceneFiles: [TemplateFile] = [
      .pipeline, .store, .controller, .view, .service, .sceneTests, .sceneScript,
    ]
    for file in sceneFiles {
      guard let path = file.outputPath(values) else { continue }
      var planned = Plan.File.write(
        path, contents: templates[file].render(dictionary), exists: exists(path),
        overwrites: overwrites)
      if wasGenerated, planned.action == .create { planned.note = "was missing" }
      plan.files.append(planned)
    }
    plan.files.append(try registryFile(dictionary, original: registry))
    let scripts = "Tests/\(values.moduleName)Tests/\(TemplateFile.scriptsFolder)"
    // A manifest that names the folder excludes it already, most likely.
    let manifest =
      FileManager.default.contents(atPath: url("Package.swift").path)
      .map { String(decoding: $0, as: UTF8.self) } ?? ""
    if !exists(scripts), !manifest.contains("\"\(TemplateFile.scriptsFolder)\""),
      plan.files.contains(where: { $0.path.hasPrefix(scripts + "/") })
    {
      plan.notes.append(
        "\(scripts) is new: add exclude: [\"\(TemplateFile.scriptsFolder)\"] to the "
          + "\(values.moduleName)Tests target in Package.swift, so that SwiftPM does not warn "
          + "about the test scripts.")
    }
    return plan
  }

  /// The registry with the scene's registrations added: created from its template when
  /// missing, changed when it lacks some of them, skipped when it has them all.
  private func registryFile(_ dictionary: [String: String], original: String?)
    throws(ScaffoldError) -> Plan.File
  {
    let path = TemplateFile.registryPath(module: values.moduleName)
    let registrations = templates[.registration].render(dictionary)
    let base: String
    if let original {
      base = original
    } else {
      base = templates[.registry].render(dictionary)
      if let problem = Registry.markerProblem(in: base) {
        throw .invalidTemplates([
          TemplateError(
            file: templates[.registry].file, line: 1,
            message: "The registry template cannot take registrations: \(problem). To fix, add "
              + "the lines \"\(Registry.beginMarker)\" and \"\(Registry.endMarker)\" where they "
              + "go.")
        ])
      }
    }
    guard let contents = try Registry.adding(registrations, to: base, path: path) else {
      return Plan.File(
        path: path, action: .skip, note: "\(values.sceneName) is registered already")
    }
    return Plan.File(
      path: path, action: original == nil ? .create : .change, contents: contents,
      original: original, note: original == nil ? nil : "registers \(values.sceneName)",
      showsDiff: true)
  }

  /// The registry file's text, or `nil` when there is none yet.
  private func registryText() throws(ScaffoldError) -> String? {
    let path = TemplateFile.registryPath(module: values.moduleName)
    guard exists(path) else { return nil }
    return try TextFile.read(url(path), display: path)
  }

  private func url(_ path: String) -> URL { packageFolder.appending(path: path) }

  private func exists(_ path: String) -> Bool {
    FileManager.default.fileExists(atPath: url(path).path)
  }
}
