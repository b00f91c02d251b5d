import Foundation

/// The templates one run uses: the defaults, each replaced by the file of the same name in a
/// templates folder when there is one.
struct TemplateSet: Sendable {
  /// The parsed templates, one for each ``TemplateFile``.
  private(set) var templates: [TemplateFile: Template]

  /// The default templates that ship with `mvcs`, copied from `Templates/`.
  static let defaults: TemplateSet = {
    var templates: [TemplateFile: Template] = [:]
    for file in TemplateFile.allCases {
      do {
        templates[file] = try Template(
          file.defaultText, file: file.fileName, placeholders: TemplateFile.placeholders)
      } catch {
        // The default templates are checked by the tests; this is a broken build of mvcs.
        fatalError("The default template \(file.fileName) is invalid: \(error)")
      }
    }
    return TemplateSet(templates: templates)
  }()

  /// The template for a file.
  subscript(file: TemplateFile) -> Template { templates[file]! }

  /// The defaults, with each template that a folder holds replaced by the folder's.
  ///
  /// The folder may hold any of the template files (``TemplateFile/fileName``). Files whose
  /// names do not end in `.template`, and hidden files, are ignored.
  ///
  /// - Parameters:
  ///   - folder: The templates folder.
  ///   - displayPath: How to name the folder in messages, as the user gave it.
  /// - Throws: ``ScaffoldError/noSuchFolder(_:role:)`` when the folder does not exist,
  ///   ``ScaffoldError/notAFolder(_:role:)`` when it is a file,
  ///   ``ScaffoldError/unreadable(_:problem:)`` when a template cannot be read,
  ///   ``ScaffoldError/unknownTemplateFiles(_:folder:)`` for a `.template` file that `mvcs` does
  ///   not know, ``ScaffoldError/invalidTemplates(_:)`` with every problem in the templates.
  static func defaults(overriddenBy folder: URL, displayPath: String) throws(ScaffoldError)
    -> TemplateSet
  {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder) else {
      throw .noSuchFolder(displayPath, role: .templates)
    }
    guard isFolder.boolValue else { throw .notAFolder(displayPath, role: .templates) }
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    } catch {
      let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
      throw .unreadable(
        displayPath, problem: .system(SystemError(code: Int32(underlying?.code ?? Int(EIO)))))
    }
    var set = defaults
    var unknown: [String] = []
    var errors: [TemplateError] = []
    for name in names where name.hasSuffix(".template") && !name.hasPrefix(".") {
      guard let file = TemplateFile(rawValue: name) else {
        unknown.append(name)
        continue
      }
      let path = displayPath.hasSuffix("/") ? displayPath + name : displayPath + "/" + name
      let text = try TextFile.read(
        folder.appending(path: name), display: path,
        folderProblem: .templateFolder(in: displayPath))
      do {
        set.templates[file] = try Template(
          text, file: path, placeholders: TemplateFile.placeholders)
      } catch {
        errors += error.errors
      }
    }
    if !unknown.isEmpty { throw .unknownTemplateFiles(unknown, folder: displayPath) }
    if !errors.isEmpty { throw .invalidTemplates(errors) }
    return set
  }
}
