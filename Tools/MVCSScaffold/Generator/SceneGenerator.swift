import Foundation

/// Plans the files of a new scene: renders the templates and decides, for each file, whether it
/// is created, overwritten or skipped, and how the app's mediator file changes.
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

  /// The scene's files, in the order they are written: route, pipeline, store, controller,
  /// view, service, message, test, test script, mediator file.
  ///
  /// - Throws: ``ScaffoldError/mediatorFileWithoutMarkers(_:problem:)`` when the mediator file
  ///   has no place for registrations, ``ScaffoldError/manyMediatorFiles(_:)`` when several files
  ///   have one, ``ScaffoldError/invalidTemplates(_:)`` when the mediator file's template has
  ///   none, ``ScaffoldError/unreadable(_:problem:)`` when the mediator file cannot be read.
  func plan() throws(ScaffoldError) -> Plan {
    let dictionary = values.dictionary
    var plan = Plan()
    let found = try MediatorFile.find(module: values.moduleName, in: packageFolder)
    let mediator = try found.map { (found) throws(ScaffoldError) in
      try TextFile.read(url(found.path), display: found.path)
    }
    // A file of a scene the mediator file registers was generated before: if it is gone, the
    // user may have deleted it on purpose, so the plan says it is created again.
    let wasGenerated =
      mediator.map { MediatorFile.registers(scene: values.sceneName, in: $0) } ?? false
    let sceneFiles: [TemplateFile] = [
      .route, .pipeline, .store, .controller, .view, .service, .message, .sceneTests,
      .sceneScript,
    ]
    for file in sceneFiles {
      guard let path = file.outputPath(values) else { continue }
      var planned = Plan.File.write(
        path, contents: templates[file].render(dictionary), exists: exists(path),
        overwrites: overwrites)
      if wasGenerated, planned.action == .create { planned.note = "was missing" }
      plan.files.append(planned)
    }
    let path = found?.path ?? MediatorFile.path(module: values.moduleName)
    plan.files.append(try mediatorFile(path, dictionary, original: mediator))
    if let found, found.hasFormerName {
      plan.notes.append(
        "\(found.path) has the name earlier versions of mvcs gave the mediator file, and mvcs "
          + "keeps adding registrations to it. To use the current name, rename it to "
          + "\(MediatorFile.fileName).")
    }
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
    if values.options.message != nil, !manifest.contains("\"MVCSHTTP\"") {
      plan.notes.append(
        "\(values.options.message!) is an MVCSHTTP message: add .product(name: \"MVCSHTTP\", "
          + "package: \"MVCS\") to the dependencies of the \(values.moduleName) and "
          + "\(values.moduleName)Tests targets in Package.swift.")
    }
    return plan
  }

  /// The mediator file with the scene's registrations added: created from its template when
  /// missing, changed when it lacks some of them, skipped when it has them all.
  private func mediatorFile(_ path: String, _ dictionary: [String: String], original: String?)
    throws(ScaffoldError) -> Plan.File
  {
    let registrations = templates[.registration].render(dictionary)
    let base: String
    if let original {
      base = original
    } else {
      base = templates[.mediator].render(dictionary)
      if let problem = MediatorFile.markerProblem(in: base) {
        throw .invalidTemplates([
          TemplateError(
            file: templates[.mediator].file, line: 1,
            message: "The mediator file's template cannot take registrations: \(problem). To "
              + "fix, add the lines \"\(MediatorFile.beginMarker)\" and "
              + "\"\(MediatorFile.endMarker)\" where they go.")
        ])
      }
    }
    guard var contents = try MediatorFile.adding(registrations, to: base, path: path) else {
      return Plan.File(
        path: path, action: .skip, note: "\(values.sceneName) is registered already")
    }
    // A message's registration needs MVCSHTTP in a mediator file made before it.
    if values.options.message != nil {
      contents = MediatorFile.addingImport("MVCSHTTP", to: contents)
    }
    return Plan.File(
      path: path, action: original == nil ? .create : .change, contents: contents,
      original: original, note: original == nil ? nil : "registers \(values.sceneName)",
      showsDiff: true)
  }

  private func url(_ path: String) -> URL { packageFolder.appending(path: path) }

  private func exists(_ path: String) -> Bool {
    FileManager.default.fileExists(atPath: url(path).path)
  }
}
