import Foundation
import Testing

@testable import MVCSScaffold

/// Values of `--context`, `--link`, `--result` and `--message` the tool refuses, since text a
/// user types must never become code unchecked: each with its exact message, and nothing
/// written.
struct SceneOptionErrorTests {
  /// Runs `mvcs new` with options, expecting exit status 65 and nothing written.
  private func refused(_ arguments: [String], status: Int32 = 65) throws -> String {
    let package = try makePackage()
    let run = runTool(["new"] + arguments, in: package.url)
    #expect(run.status == status)
    #expect(run.output == "")
    #expect(package.entries == ["Sources", "Sources/MyApp"])
    return run.errorOutput
  }

  @Test func refusesAContextKeyWithoutAType() throws {
    #expect(
      try refused(["Story", "--context", "id"]) == """
        Error: The value "id" of '--context <name:Type>' has no type. To fix, give the key's \
        type after a colon: --context id:Int, or --context id:Int? for a key that may be left \
        out.

        """ + newUsage)
  }

  @Test func refusesAContextKeyWithoutAName() throws {
    #expect(
      try refused(["Story", "--context", ":Int"]).hasPrefix(
        """
        Error: The value ":" of '--context <name:Type>' has no key name. To fix, give the key's \
        name before the colon: --context id:Int.

        """))
  }

  @Test func refusesAContextKeyThatIsNotAnIdentifier() throws {
    #expect(
      try refused(["Story", "--context", "1d:Int", "--context", "photo-id:String"]).hasPrefix(
        """
        Error: The context key "1d" cannot be used: it is not a Swift identifier (it starts \
        with a digit). Did you mean "d1"?
        Error: The context key "photo-id" cannot be used: it is not a Swift identifier (it \
        contains "-"). Did you mean "photoId"?
        Usage: mvcs new
        """))
  }

  @Test func refusesAKeywordAndARouteMemberAsContextKeys() throws {
    let output = try refused([
      "Story", "--context", "class:Int", "--context", "contextValues:Int", "--context",
      "Result:Int",
    ])
    #expect(
      output.hasPrefix(
        """
        Error: The context key "class" cannot be used: it is a Swift keyword.
        Error: The context key "contextValues" cannot be used: it is the name of a member every \
        route has.
        Error: The context key "Result" cannot be used: it is the name of a member every route \
        has.
        Usage: mvcs new
        """))
  }

  @Test func refusesADuplicateContextKey() throws {
    #expect(
      try refused(["Story", "--context", "id:Int", "--context", "id:String"]).hasPrefix(
        """
        Error: The context key "id" is given 2 times ('id:Int', 'id:String'). To fix, give each \
        key once.
        Usage: mvcs new
        """))
  }

  @Test(arguments: [
    ("Int)", "unexpected \")\" at character 4"),
    ("Int; import Foo", "unexpected \";\" at character 4"),
    ("[Int", "no \"]\" at character 5"),
    ("Box<Int", "no \">\" at character 8"),
    ("String!", "unexpected \"!\" at character 7"),
    ("some Foo", "\"some\" is a Swift keyword at character 1"),
    ("(Int) -> Void", "unexpected \"(\" at character 1"),
    ("Photo.", "a name is missing at character 7"),
    ("2D", "\"2D\" starts with a digit at character 1"),
    ("Foo.class", "\"class\" is a Swift keyword at character 5"),
  ])
  func refusesAContextTypeThatIsNotATypeName(type: String, problem: String) throws {
    #expect(
      try refused(["Story", "--context", "id:\(type)"]).hasPrefix(
        """
        Error: The type "\(type)" of '--context <name:Type>' cannot be used: \(problem). A type \
        is a name such as Int, Photo.ID or Box<Int>, an array [String], a dictionary \
        [String: Int], or an optional Int?. To fix, give one of those.
        Usage: mvcs new
        """))
  }

  @Test func refusesAResultTypeThatIsNotATypeName() throws {
    #expect(
      try refused(["Picker", "--result", "Int) { exit(1) }; func f("]).hasPrefix(
        """
        Error: The type "Int) { exit(1) }; func f(" of '--result <Type>' cannot be used: \
        unexpected ")" at character 4.
        """))
  }

  /// A control character is shown escaped, so that it cannot drive the terminal.
  @Test func refusesAControlCharacterInATypeShowingItEscaped() throws {
    #expect(
      try refused(["Story", "--context", "id:Int\u{1B}[2J"]).hasPrefix(
        #"""
        Error: The type "Int\u{1B}[2J" of '--context <name:Type>' cannot be used: unexpected \#
        "\u{1B}" at character 4.
        """#))
  }

  @Test func refusesTypesNestedTooDeep() throws {
    let type = String(repeating: "[", count: 9) + "Int" + String(repeating: "]", count: 9)
    #expect(
      try refused(["Story", "--context", "id:\(type)"]).contains(
        "cannot be used: brackets nest more than 8 deep at character 9."))
  }

  @Test func refusesALinkWithoutScheme() throws {
    #expect(
      try refused(["Story", "--context", "id:Int", "--link", "myapp:Story?id"]) == """
        Error: The link "myapp:Story?id" of '--link <link>' cannot be used: it has no "://". A \
        link reads scheme://Route?key&key, naming --context keys, such as \
        myapp://Story?id&highlight. To fix, write it so.

        """ + newUsage)
  }

  @Test(arguments: [
    (
      "1app://Story",
      "its scheme \"1app\" is not a letter followed by letters, digits, \"+\", \"-\" or \".\""
    ),
    ("myapp://", "it names no route after \"://\""),
    (
      "myapp://Story/detail",
      "its route \"Story/detail\" is not one word of letters, digits, \"_\" and \"-\""
    ),
    (
      "myapp://St\"ory", "its route \"St\"ory\" is not one word of letters, digits, \"_\" and \"-\""
    ),
  ])
  func refusesAMalformedLink(link: String, problem: String) throws {
    #expect(
      try refused(["Story", "--link", link]).hasPrefix(
        "Error: The link \"\(link)\" of '--link <link>' cannot be used: \(problem). "))
  }

  @Test func refusesALinkKeyThatNoContextGives() throws {
    #expect(
      try refused(["Story", "--context", "id:Int", "--link", "myapp://Story?id&idd&id=3"])
        .hasPrefix(
          """
          Error: The link "myapp://Story?id&idd&id=3" names the key "idd", which no --context \
          gives. Did you mean "id"? Context keys: id. To fix, add --context idd:<Type>, or take \
          "idd" out of the link.
          Error: The link "myapp://Story?id&idd&id=3" names the key "id=3", which no --context \
          gives. Did you mean "id"? Context keys: id. To fix, add --context id=3:<Type>, or take \
          "id=3" out of the link.
          Usage: mvcs new
          """))
  }

  @Test func refusesALinkWithoutARequiredKey() throws {
    #expect(
      try refused([
        "Story", "--context", "id:Int", "--context", "page:Int", "--context", "note:String?",
        "--link", "myapp://story?note",
      ]).hasPrefix(
        """
        Error: The link "myapp://story?note" does not name the required context keys "id", \
        "page", so the scene could not open from it. To fix, add them to the link's query \
        (?id&page), or make the keys optional (--context id:<Type>?).
        Usage: mvcs new
        """))
  }

  @Test func refusesALinkKeyOfATypeALinkCannotCarry() throws {
    #expect(
      try refused([
        "Story", "--context", "photo:Photo", "--link", "myapp://Story?photo",
      ]).hasPrefix(
        """
        Error: The link "myapp://Story?photo" names the key "photo", of type Photo, which a \
        generated link cannot carry: it carries String, Int, Double, Bool, and arrays of them. \
        To fix, give the key one of those types, or take it out of the link (an optional key) \
        and register a link for your LinkValue type by hand.
        """))
  }

  @Test func refusesAMessageWithAService() throws {
    #expect(
      try refused(
        ["Story", "--message", "StoryDetails", "--service", "StoryService"], status: 64
      ).hasPrefix(
        """
        Error: Both --message StoryDetails and --service StoryService would answer the scene's \
        query; a new scene takes one of them. To fix, give one, and add the other to the store \
        by hand.
        """))
  }

  @Test func refusesAMessageNameThatWouldHideAType() throws {
    #expect(
      try refused(["Story", "--message", "String", "--context", "id"]).hasPrefix(
        """
        Error: The message name "String" cannot be used: it would hide Swift's String in the \
        whole module; choose a more specific name. Did you mean "StringMessage"?
        Error: The value "id" of '--context <name:Type>' has no type.
        """))
  }

  @Test func refusesAMessageNamedLikeTheSceneRoute() throws {
    #expect(
      try refused(["Story", "--message", "StoryRoute"]).hasPrefix(
        """
        Error: The message name "StoryRoute" cannot be used: it is the name of one of the \
        scene's own types.
        """))
  }
}
