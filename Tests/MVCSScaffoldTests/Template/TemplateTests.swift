import Testing

@testable import MVCSScaffold

struct TemplateTests {
  private let names: Set<String> = ["sceneName", "serviceName", "storageName"]

  private func render(_ text: String, _ values: [String: String]) throws -> String {
    try Template(text, file: "T.template", placeholders: names).render(values)
  }

  private func errors(_ text: String) -> [String] {
    do {
      _ = try Template(text, file: "Store.swift.template", placeholders: names)
      return []
    } catch {
      return error.errors.map(\.description)
    }
  }

  @Test func replacesPlaceholdersKeepingEverythingElse() throws {
    let text = "final class {{sceneName}}Store { let name = \"{{ sceneName }}\" }\n"
    #expect(
      try render(text, ["sceneName": "PhotoList"])
        == "final class PhotoListStore { let name = \"PhotoList\" }\n")
  }

  @Test func keepsASectionOnlyWhenItsValueIsNotEmpty() throws {
    let text = "a{{#serviceName}} uses {{serviceName}}{{/serviceName}}.\n"
    #expect(try render(text, ["serviceName": "Search"]) == "a uses Search.\n")
    #expect(try render(text, ["serviceName": ""]) == "a.\n")
    #expect(try render(text, [:]) == "a.\n")
  }

  @Test func keepsAnInvertedSectionOnlyWhenItsValueIsEmpty() throws {
    let text = "{{^serviceName}}no service{{/serviceName}}\n"
    #expect(try render(text, [:]) == "no service\n")
    #expect(try render(text, ["serviceName": "Search"]) == "\n")
  }

  @Test func dropsLinesHoldingOnlyASectionTag() throws {
    let text = """
      struct Store {
        {{#serviceName}}
        let service = "{{serviceName}}"
        {{/serviceName}}
      {{^storageName}}
        // no storage
      {{/storageName}}
      }

      """
    #expect(
      try render(text, ["serviceName": "Search"])
        == "struct Store {\n  let service = \"Search\"\n  // no storage\n}\n")
    #expect(try render(text, ["storageName": "Favorites"]) == "struct Store {\n}\n")
  }

  @Test func nestsSections() throws {
    let text = "{{#serviceName}}[{{#storageName}}both{{/storageName}}]{{/serviceName}}"
    #expect(try render(text, ["serviceName": "S", "storageName": "F"]) == "[both]")
    #expect(try render(text, ["serviceName": "S"]) == "[]")
    #expect(try render(text, ["storageName": "F"]) == "")
  }

  @Test func keepsTheLastLineWithoutANewline() throws {
    #expect(try render("a\n{{sceneName}}", ["sceneName": "B"]) == "a\nB")
  }

  @Test func reportsAnUnknownPlaceholderWithFileLineAndSuggestion() {
    #expect(
      errors("import MVCS\n\nclass {{scenName}}Store {}\n") == [
        "Store.swift.template:3: Unknown placeholder {{scenName}}. Did you mean {{sceneName}}? "
          + "Placeholders: sceneName, serviceName, storageName."
      ])
  }

  @Test func reportsAnUnknownSectionName() {
    #expect(
      errors("{{#servceName}}\nx\n{{/servceName}}\n") == [
        "Store.swift.template:1: Unknown placeholder {{#servceName}}. Did you mean "
          + "{{#serviceName}}? Placeholders: sceneName, serviceName, storageName."
      ])
  }

  @Test func reportsATagLeftOpen() {
    #expect(
      errors("let a = 1\nlet b = {{sceneName\n") == [
        "Store.swift.template:2: \"{{\" is not closed by \"}}\" on the same line. To fix, close "
          + "the tag, such as {{sceneName}}."
      ])
  }

  @Test func reportsASectionNeverClosed() {
    #expect(
      errors("a\n{{#serviceName}}\nb\n") == [
        "Store.swift.template:2: The section {{#serviceName}} is never closed. To fix, add "
          + "{{/serviceName}} where it ends."
      ])
  }

  @Test func reportsSectionsClosedOutOfOrder() {
    #expect(
      errors("{{#serviceName}}\n{{#storageName}}\n{{/serviceName}}\n{{/storageName}}\n") == [
        "Store.swift.template:3: {{/serviceName}} does not match the open section "
          + "{{#storageName}} from line 2. To fix, close {{#storageName}} first with "
          + "{{/storageName}}.",
        "Store.swift.template:1: The section {{#serviceName}} is never closed. To fix, add "
          + "{{/serviceName}} where it ends.",
      ])
  }

  @Test func reportsAClosingTagWithNoSection() {
    #expect(
      errors("a\n{{/serviceName}}\n") == [
        "Store.swift.template:2: {{/serviceName}} closes a section that was never opened."
      ])
  }

  @Test func reportsATagThatIsNotAName() {
    #expect(
      errors("{{scene name}} {{}}\n") == [
        "Store.swift.template:1: Expected a placeholder name inside \"{{scene name}}\": "
          + "letters and digits, such as {{sceneName}}.",
        "Store.swift.template:1: Expected a placeholder name inside \"{{}}\": letters and "
          + "digits, such as {{sceneName}}.",
      ])
  }

  @Test func reportsEveryProblemAtOnce() {
    #expect(errors("{{a}}\n{{b}}\n{{#c}}\n").count == 4)
  }

  // MARK: - Nesting

  /// Sections nested `depth` deep, each on its own line, around one line of text.
  private func nested(_ depth: Int, inverted: Bool = false) -> String {
    let tag = inverted ? "^" : "#"
    return String(repeating: "{{\(tag)sceneName}}\n", count: depth) + "deep\n"
      + String(repeating: "{{/sceneName}}\n", count: depth)
  }

  @Test func rendersSectionsNestedAsDeepAsTheLimit() throws {
    #expect(Template.maximumDepth == 32)
    #expect(try render(nested(32), ["sceneName": "A"]) == "deep\n")
    #expect(try render(nested(32), [:]) == "")
  }

  @Test func reportsASectionNestedPastTheLimitOnce() throws {
    #expect(
      errors(nested(33))
        == [
          "Store.swift.template:33: {{#sceneName}} opens a section 33 deep, but sections nest at "
            + "most 32 deep. To fix, close the sections around it before opening more."
        ])
    #expect(errors(nested(40, inverted: true)).count == 1)
  }

  /// A template nested far past the limit is an error, not a stack overflow while it is parsed,
  /// rendered or freed.
  @Test func reportsATemplateNestedAHundredThousandDeepWithoutRunningOutOfStack() throws {
    let problems = errors(nested(100_000))
    #expect(problems.count == 1)
    #expect(problems.first?.hasPrefix("Store.swift.template:33: {{#sceneName}} opens a") == true)
  }

  @Test func reportsATooDeepSectionInATemplatesFolder() throws {
    let package = try makePackage()
    try package.write("Custom/Store.swift.template", nested(33))
    let run = runTool(["new", "PhotoList", "--templates", "Custom"], in: package.url)
    #expect(run.status == 79)
    #expect(
      run.errorOutput
        == "Error: Custom/Store.swift.template:33: {{#sceneName}} opens a section 33 deep, but "
        + "sections nest at most 32 deep. To fix, close the sections around it before opening "
        + "more.\n")
    #expect(
      package.entries == ["Sources", "Sources/MyApp", "Custom", "Custom/Store.swift.template"])
  }
}
