import MVCSSupport
import Testing

struct IdentifierTests {
  @Test(arguments: ["PhotoList", "photoList", "Photo_List2", "_Hidden", "URLList"])
  func acceptsSwiftIdentifiers(name: String) {
    #expect(Identifier.isValid(name))
  }

  @Test func explainsWhatIsWrongWithAName() {
    #expect(Identifier.problem(with: "photo-list") == "it contains \"-\"")
    #expect(Identifier.problem(with: "photo list") == "it contains a space")
    #expect(Identifier.problem(with: "2Photos") == "it starts with a digit")
    #expect(Identifier.problem(with: "") == "it is empty")
    #expect(Identifier.problem(with: "Café") == "it contains \"é\"")
    #expect(!Identifier.isValid("class"))
  }

  @Test func suggestsAValidNameKeepingTheUsersCasing() {
    #expect(Identifier.suggestion(for: "photo-list") == "PhotoList")
    #expect(Identifier.suggestion(for: "photo list") == "PhotoList")
    #expect(Identifier.suggestion(for: "photoLIST-view") == "PhotoLISTView")
    #expect(Identifier.suggestion(for: "class") == "Class")
    #expect(Identifier.suggestion(for: "2Photos") == "Photos2")
    #expect(Identifier.suggestion(for: "--") == nil)
  }

  @Test func findsLettersOutsideASCIIAndSuggestsNoNameWithLettersLeftOut() {
    #expect(Identifier.nonASCIICharacter(in: "Café") == "é")
    #expect(Identifier.nonASCIICharacter(in: "Photo-List→") == nil)
    #expect(Identifier.suggestion(for: "Café") == "Cafe")
    #expect(Identifier.suggestion(for: "café-liste") == "CafeListe")
    #expect(Identifier.suggestion(for: "Straße") == nil)
    #expect(Identifier.suggestion(for: "日本") == nil)
  }

  @Test func lowersLeadingCapitalsForVariableNames() {
    #expect(Identifier.lowerCamelCase("PhotoList") == "photoList")
    #expect(Identifier.lowerCamelCase("URLList") == "urlList")
    #expect(Identifier.lowerCamelCase("App") == "app")
    #expect(Identifier.lowerCamelCase("URL") == "url")
    #expect(Identifier.lowerCamelCase("photoList") == "photoList")
  }

  // MARK: - Swift's rule, for a pipeline's children

  @Test(arguments: ["favorites", "_private", "café", "x1", "photoList", "class"])
  func acceptsUnicodeIdentifiers(name: String) {
    #expect(Identifier.isUnicodeIdentifier(name))
  }

  @Test(arguments: ["", "1st", "my-list", "photo.list", "two words", "😀", " x"])
  func rejectsOtherNamesAsUnicodeIdentifiers(name: String) {
    #expect(!Identifier.isUnicodeIdentifier(name))
  }

  /// The scaffolder's rule is the stricter: every name it takes, Swift's rule takes too.
  @Test(arguments: ["PhotoList", "photo_list", "_x", "Photos2", "Café", "class", "2Photos", ""])
  func acceptsByTheUnicodeRuleWhatTheScaffoldersRuleAccepts(name: String) {
    #expect(!Identifier.isValid(name) || Identifier.isUnicodeIdentifier(name))
  }
}
