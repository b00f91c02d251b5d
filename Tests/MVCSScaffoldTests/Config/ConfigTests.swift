import Testing

@testable import MVCSScaffold

struct ConfigTests {
  private func problems(_ text: String) -> [String] {
    do {
      _ = try Config(parsing: text, file: ".mvcs")
      return []
    } catch {
      return error.errors.map(\.description)
    }
  }

  @Test func readsKeysValuesAndComments() throws {
    let config = try Config(
      parsing: """
        # mvcs settings

          author = Ann Example
        organization="Example Ltd"
        module = PhotoSearch
        templates = Config/Templates
        """,
      file: ".mvcs")
    #expect(config.author == "Ann Example")
    #expect(config.organization == "Example Ltd")
    #expect(config.module == "PhotoSearch")
    #expect(config.templates == "Config/Templates")
    #expect(config.lines == [.author: 3, .organization: 4, .module: 5, .templates: 6])
  }

  @Test func keepsQuotedSpacesHashesAndEscapes() throws {
    let config = try Config(
      parsing: #"author = "  Ann \"The\" Example # 1 \\ "  "#, file: ".mvcs")
    #expect(config.author == #"  Ann "The" Example # 1 \ "#)
  }

  @Test func takesAnEmptyValueAndAnEqualsSignInAValue() throws {
    let config = try Config(parsing: "author =\norganization = A=B\n", file: ".mvcs")
    #expect(config.author == "")
    #expect(config.organization == "A=B")
  }

  @Test func reportsALineWithoutEquals() {
    #expect(
      problems("author = Ann\norganization Example Ltd\n") == [
        ".mvcs:2: Expected \"key = value\", found \"organization Example Ltd\"."
      ])
  }

  @Test func reportsAnUnknownKeyWithASuggestion() {
    #expect(
      problems("organisation = Example Ltd\n") == [
        ".mvcs:1: Unknown key \"organisation\". Did you mean \"organization\"? Keys: author, "
          + "organization, module, templates."
      ])
  }

  @Test func reportsAKeySetTwice() {
    #expect(
      problems("author = Ann\n\nauthor = Bob\n") == [
        ".mvcs:3: \"author\" is set again; it was set on line 1. Keep one of them."
      ])
  }

  @Test func reportsQuotingMistakes() {
    #expect(
      problems("author = \"Ann\n= Bob\norganization = \"A\" B\nmodule = \"\\n\"\n") == [
        ".mvcs:1: Expected a closing quote (\") at the end of the value.",
        ".mvcs:2: Expected a key before \"=\", such as \"author = Ann Example\".",
        ".mvcs:3: Expected the end of the line after the closing quote, found \" B\".",
        ".mvcs:4: Expected \\\" or \\\\ after a backslash in a quoted value, found \\n.",
      ])
  }

  @Test func reportsAModuleThatIsNotAnIdentifier() {
    #expect(
      problems("module = My App\nmodule = class\n") == [
        ".mvcs:1: Expected a module name (a Swift identifier) for \"module\", but it contains "
          + "a space.",
        ".mvcs:2: Expected a module name (a Swift identifier) for \"module\", but it is a Swift "
          + "keyword.",
      ])
  }
}
