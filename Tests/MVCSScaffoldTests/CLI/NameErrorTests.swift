import Foundation
import Testing

@testable import MVCSScaffold

/// Names the tool refuses, because they would not compile, would hide a type, or make a file name
/// too long; each with its exact message and exit status.
struct NameErrorTests {
  @Test func rejectsANameThatIsNotAnIdentifierWithASuggestion() throws {
    let package = try makePackage()
    let run = runTool(["new", "photo-list"], in: package.url)
    #expect(run.status == 65)
    #expect(run.output == "")
    #expect(
      run.errorOutput == """
        Error: The scene name "photo-list" cannot be used: it is not a Swift identifier (it \
        contains "-"). Did you mean "PhotoList"?

        """ + newUsage)
    #expect(package.entries == ["Sources", "Sources/MyApp"])
  }

  @Test func rejectsAReservedWordWithASuggestion() throws {
    let package = try makePackage()
    let run = runTool(["new", "class"], in: package.url)
    #expect(run.status == 65)
    #expect(
      run.errorOutput.hasPrefix(
        """
        Error: The scene name "class" cannot be used: it is a Swift keyword. Did you mean \
        "Class"?
        Usage: mvcs new
        """))
  }

  @Test func rejectsNamesThatClashWithMVCS() throws {
    let package = try makePackage()
    let run = runTool(
      ["new", "Scene", "--service", "Service", "--module", "2App"], in: package.url)
    #expect(run.status == 65)
    #expect(
      run.errorOutput.hasPrefix(
        """
        Error: The scene name "Scene" cannot be used: its types would clash with MVCS's \
        SceneRoute, MVCS's SceneStore, MVCS's SceneController, MVCS's SceneView; choose a more \
        specific name.
        Error: The service name "Service" cannot be used: it would hide MVCS's Service in the \
        whole module; choose a more specific name.
        Error: The module name "2App" cannot be used: it is not a Swift identifier (it starts \
        with a digit). Did you mean "App2"?
        Usage: mvcs new
        """))
  }

  /// `struct Status: Service` would hide MVCS's `@Status`, which the generated pipeline uses.
  @Test func rejectsAServiceThatWouldHideAnMVCSPropertyWrapper() throws {
    let package = try makePackage()
    let run = runTool("new PhotoList --service Status", in: package.url)
    #expect(run.status == 65)
    #expect(
      run.errorOutput == """
        Error: The service name "Status" cannot be used: it would hide MVCS's Status in the whole \
        module; choose a more specific name. Did you mean "StatusService"?

        """ + newUsage)
    #expect(package.entries == ["Sources", "Sources/MyApp"])
  }

  /// The generated tests import MVCSTesting and the app: a type in both would be ambiguous.
  @Test func rejectsAServiceNamedLikeAnMVCSTestingType() throws {
    let package = try makePackage()
    let run = runTool("new PhotoList --service SceneScriptFile", in: package.url)
    #expect(run.status == 65)
    #expect(
      run.errorOutput.hasPrefix(
        """
        Error: The service name "SceneScriptFile" cannot be used: it would hide MVCSTesting's \
        SceneScriptFile in the whole module; choose a more specific name. Did you mean \
        "SceneScriptFileService"?
        """))
  }

  @Test func rejectsAModuleNamedLikeAModuleTheGeneratedCodeImports() throws {
    let package = try TemporaryFolder()
    let run = runTool("new PhotoList --module Testing --dry-run", in: package.url)
    #expect(run.status == 65)
    #expect(
      run.errorOutput.hasPrefix(
        """
        Error: The module name "Testing" cannot be used: it is the name of a module that \
        generated code imports; choose the app's own name. Did you mean "TestingApp"?
        """))
    for name in ["MVCS", "MVCSTesting", "Swift", "Foundation"] {
      #expect(runTool(["new", "PhotoList", "--module", name], in: package.url).status == 65)
    }
  }

  /// A suggestion is itself a name the tool takes: `string!` does not suggest `String`, which
  /// would hide Swift's, nor `foundation!` the imported module `Foundation`.
  @Test func suggestsOnlyNamesItWouldTake() throws {
    let package = try makePackage()
    let run = runTool(
      ["new", "Search", "--service", "string!", "--module", "foundation!"], in: package.url)
    #expect(run.status == 65)
    #expect(
      run.errorOutput.hasPrefix(
        """
        Error: The service name "string!" cannot be used: it is not a Swift identifier (it \
        contains "!"). Did you mean "StringService"?
        Error: The module name "foundation!" cannot be used: it is not a Swift identifier (it \
        contains "!"). Did you mean "FoundationApp"?
        Usage: mvcs new
        """))
    let noSuggestion = runTool(["new", "Search", "--service", "service!"], in: package.url)
    #expect(
      noSuggestion.errorOutput.hasPrefix(
        """
        Error: The service name "service!" cannot be used: it is not a Swift identifier (it \
        contains "!").
        Usage: mvcs new
        """))
    #expect(package.entries == ["Sources", "Sources/MyApp"])
  }

  @Test func rejectsAServiceNamedLikeOneOfTheScenesTypes() throws {
    let package = try makePackage()
    let run = runTool(["new", "Photos", "--service", "PhotosStore"], in: package.url)
    #expect(run.status == 65)
    #expect(
      run.errorOutput.hasPrefix(
        """
        Error: The service name "PhotosStore" cannot be used: it is the name of one of the \
        scene's own types.
        """))
  }

  @Test func rejectsAServiceThatWouldHideAStandardType() throws {
    let package = try makePackage()
    let run = runTool("new PhotoList --service String", in: package.url)
    #expect(run.status == 65)
    #expect(
      run.errorOutput == """
        Error: The service name "String" cannot be used: it would hide Swift's String in the \
        whole module; choose a more specific name. Did you mean "StringService"?

        """ + newUsage)
    #expect(package.entries == ["Sources", "Sources/MyApp"])
    #expect(
      runTool("new PhotoList --service URL", in: package.url).errorOutput.hasPrefix(
        """
        Error: The service name "URL" cannot be used: it would hide Foundation's URL in the whole \
        module; choose a more specific name. Did you mean "URLService"?
        """))
  }

  @Test(arguments: [
    "String", "Task", "Result", "Data", "Array", "Dictionary", "Set", "Int", "Double", "Bool",
    "Error", "URL", "Date", "Optional", "Never", "Any", "AnyObject", "Character", "Substring",
    "Void", "Sequence", "Collection", "Codable", "Sendable", "Equatable", "Hashable",
    "Identifiable", "MainActor", "Actor", "Duration", "Clock", "UUID", "Decimal", "JSONDecoder",
    "JSONEncoder",
  ])
  func rejectsEveryServiceNamedLikeAStandardType(name: String) throws {
    let package = try makePackage()
    let run = runTool(["new", "PhotoList", "--service", name], in: package.url)
    #expect(run.status == 65)
    #expect(run.errorOutput.hasPrefix("Error: The service name \"\(name)\" cannot be used: it "))
    #expect(package.entries == ["Sources", "Sources/MyApp"])
  }

  /// Swift takes `Café`, but the scene test scripts, which name the scene, do not.
  @Test func saysPlainlyThatNamesMustBeASCIIWithoutSuggestingATruncatedOne() throws {
    let package = try makePackage()
    let run = runTool(["new", "Café"], in: package.url)
    #expect(run.status == 65)
    #expect(
      run.errorOutput == """
        Error: The scene name "Café" cannot be used: it contains "é": names must be ASCII \
        letters, digits and underscores, as scene test scripts read no others. Did you mean \
        "Cafe"?

        """ + newUsage)
    #expect(
      runTool(["new", "PhotoList", "--storage", "Straße"], in: package.url).errorOutput
        .hasPrefix(
          """
          Error: The storage name "Straße" cannot be used: it contains "ß": names must be ASCII \
          letters, digits and underscores, as scene test scripts read no others.
          Usage:
          """))
    #expect(package.entries == ["Sources", "Sources/MyApp"])
  }

  @Test func refusesASceneNameTooLongForItsFileNames() throws {
    let package = try makePackage()
    let name = "P" + String(repeating: "a", count: 224)
    let run = runTool(["new", name], in: package.url)
    #expect(run.status == 65)
    #expect(
      run.errorOutput == """
        Error: The scene name "\(name)" cannot be used: it is too long: a file name made from it \
        would be 256 bytes, with the temporary name mvcs writes the file under first, and file \
        systems allow 255 (NAME_MAX). To fix, use a name of at most 224 characters.

        """ + newUsage)
    #expect(package.entries == ["Sources", "Sources/MyApp"])
  }

  @Test func writesTheLongestSceneNameThatFits() throws {
    let package = try makePackage()
    let name = "P" + String(repeating: "a", count: 223)
    let run = runTool(["new", name], in: package.url)
    #expect(run.status == 0)
    #expect(
      FileManager.default.fileExists(
        atPath: package.path("Tests/MyAppTests/\(name)SceneTests.swift")))
  }

  @Test func refusesServiceAndModuleNamesTooLongForTheirFileNames() throws {
    let package = try makePackage()
    let service = "S" + String(repeating: "a", count: 234)
    let module = "M" + String(repeating: "a", count: 250)
    let run = runTool(
      ["new", "PhotoList", "--service", service, "--module", module], in: package.url)
    #expect(run.status == 65)
    #expect(
      run.errorOutput.contains(
        "Error: The service name \"\(service)\" cannot be used: it is too long: a file name made "
          + "from it would be 256 bytes"))
    #expect(run.errorOutput.contains("To fix, use a name of at most 234 characters."))
    #expect(
      run.errorOutput.contains(
        "Error: The module name \"\(module)\" cannot be used: it is too long: a file name made "
          + "from it would be 256 bytes"))
    #expect(run.errorOutput.contains("To fix, use a name of at most 250 characters."))
  }
}
