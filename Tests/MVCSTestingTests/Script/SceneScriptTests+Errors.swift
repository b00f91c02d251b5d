import MVCS
import Testing

@testable import MVCSTesting

extension SceneScriptTests {
  private static let steps =
    "Steps: scene, open, context, option, scenario, service, storage, set, result, expect, advance, "
    + "teardown, answer, restart"

  @Test func namesWhatWasExpectedAndWhatWasFound() {
    let text = """
      scene Search
      # typing
      context query = "cats"
      set searchText == "cats"
      """
    #expect(
      parseProblems(text) == [
        #"Search.scenetest:4:16: expected "=" after the property name, found "==""#
      ])
  }

  @Test func suggestsTheClosestStepAndListsAll() {
    #expect(
      parseProblems("scene Search\nexpcet isLoading == true") == [
        #"Search.scenetest:2:1: unknown step "expcet". Did you mean "expect"? "# + Self.steps
      ])
    #expect(
      parseProblems("scene Search\n  Teardown") == [
        #"Search.scenetest:2:3: unknown step "Teardown". Did you mean "teardown"? "# + Self.steps
      ])
    #expect(
      parseProblems("scene Search\nflubber x") == [
        #"Search.scenetest:2:1: unknown step "flubber". "# + Self.steps
      ])
    #expect(
      parseProblems("scene Search\n== 1") == [
        #"Search.scenetest:2:1: expected a step, found "==". "# + Self.steps
      ])
  }

  @Test func reportsEveryProblemInLineOrder() throws {
    let text = """
      scene Search
      set searchText = cats
      advance 2 s
      expect photos[0.id == "1"
      expect navigation show PhotoDetail with photoID = "1" index = 3
      context query = "cats"
      teardown
      option relaxed
      """
    let error = try #require(throws: ScriptError.self) {
      try SceneScript.parse(text, file: "Search.scenetest")
    }
    #expect(
      error.problems.map(\.description) == [
        #"Search.scenetest:2:18: expected a JSON value, found "cats". Strings need double quotes: "#
          + #""cats""#,
        #"Search.scenetest:3:10: expected a unit (ms, s or min) right after "2", found a space"#,
        #"Search.scenetest:4:16: expected "]" after the index 0, found ".id""#,
        #"Search.scenetest:5:55: expected "," or end of line after the context value, found "#
          + #""index""#,
        #"Search.scenetest:6:1: "context" steps must come before the first action, "set" on line "#
          + #"2"#,
        #"Search.scenetest:8:1: "option" steps must come before the first action, "set" on line 2"#,
        #"Search.scenetest:8:1: expected nothing after "teardown" on line 7, found "option""#,
      ])
    #expect(error.description == error.problems.map(\.description).joined(separator: "\n"))
    #expect(
      error.problems[0].location == ScriptLocation(file: "Search.scenetest", line: 2, column: 18))
  }

  @Test func requiresOneSceneLineFirst() {
    #expect(
      parseProblems("") == [
        #"Search.scenetest:1:1: a script needs a "scene" line first, found no steps"#
      ])
    #expect(
      parseProblems("# nothing yet\n\n") == [
        #"Search.scenetest:1:1: a script needs a "scene" line first, found no steps"#
      ])
    #expect(
      parseProblems("\n  advance 1s") == [
        #"Search.scenetest:2:3: a script needs a "scene" (or "open") line first, found "advance""#
      ])
    #expect(
      parseProblems("service S fails\nscene Search") == [
        #"Search.scenetest:2:1: the "scene" line must come first, before "service" on line 1"#
      ])
    #expect(
      parseProblems("scene Search\nscene Other") == [
        #"Search.scenetest:2:1: expected one "scene" or "open" line, found another; the first "#
          + "is on line 1"
      ])
    #expect(
      parseProblems("open myapp://Search?query=cats\nscene Other") == [
        #"Search.scenetest:2:1: expected one "scene" or "open" line, found another; the first "#
          + "is on line 1"
      ])
  }

  @Test func linkStepTakesOneLinkAndNoContextSteps() {
    #expect(
      parseProblems("open \nset x = 1") == [
        #"Search.scenetest:1:6: expected a link after "open", such as "#
          + #"myapp://PhotoDetail?photoID=p2, found end of line"#
      ])
    // Found by the script fuzz target: a control character after "open" was read as a link.
    #expect(
      parseProblems("open\u{01}\0\0rappi:/ppi:/").first?.hasPrefix(
        #"Search.scenetest:1:5: expected a link after "open", such as "#) == true)
    // Found by the script fuzz target: "open" run into its link was read as a link after it.
    #expect(
      parseProblems("open$myapp://Search?query=cats") == [
        #"Search.scenetest:1:5: expected a space after "open", found "$""#
      ])
    #expect(
      parseProblems("open myapp://Search?query=cats\ncontext query = \"dogs\"") == [
        #"Search.scenetest:2:1: a scene opened from a link takes its context from the link "#
          + #"(line 1). To fix, put the value in the link's query instead"#
      ])
    #expect(
      parseProblems("service S fails\nopen myapp://Search") == [
        #"Search.scenetest:2:1: the "open" line must come first, before "service" on line 1"#
      ])
  }

  @Test func resultStepTakesOneJSONValue() {
    #expect(
      parseProblems("scene Search\nresult") == [
        #"Search.scenetest:2:7: expected a JSON value after "result", found end of line"#
      ])
    #expect(
      parseProblems("scene Search\nresult 1 2") == [
        #"Search.scenetest:2:10: expected end of line after the result, found "2""#
      ])
  }

  @Test func checksOrderEvenOnMalformedLines() {
    #expect(
      parseProblems("scene Search\nteardown\nset x =") == [
        #"Search.scenetest:3:1: expected nothing after "teardown" on line 2, found "set""#,
        #"Search.scenetest:3:8: expected a JSON value after "=", found end of line"#,
      ])
  }

  @Test func allowsServicesAndStoragesAfterActions() throws {
    let text = """
      scene Search
      set searchText = "cats"
      service S returns 1
      storage F has k = 2
      teardown
      """
    #expect(try SceneScript.parse(text, file: "a").steps.count == 5)
  }

  @Test func suggestsUnitsOptionsAndWords() {
    let cases: [(String, String)] = [
      (
        "advance 1.5sec",
        #"2:12: unknown unit "sec" in "1.5sec". Did you mean "s"? Units: ms, s, min"#
      ),
      ("advance soon", #"2:9: expected a duration such as 1.5s, found "soon""#),
      (
        "option relax",
        #"2:8: unknown option "relax". Did you mean "relaxed"? Options: relaxed, noresult"#
      ),
      (
        "service S return 1",
        #"2:11: expected "returns" or "fails" after the service name, found "return". Did you "#
          + #"mean "returns"?"#
      ),
      (
        "expect chnges isLoading [true]",
        #"2:15: expected "==" or "!=" after the property path, found "isLoading". Did you mean "#
          + #""expect changes"?"#
      ),
      (
        "expect navigation shw X",
        #"2:19: expected "show", "present" or "dismiss" after "navigation", found "shw". Did you "#
          + #"mean "show"?"#
      ),
      ("set done = Tru", #"2:12: expected a JSON value, found "Tru". Did you mean "true"?"#),
    ]
    for (line, problem) in cases {
      #expect(parseProblems("scene Search\n\(line)") == ["Search.scenetest:\(problem)"], "\(line)")
    }
  }

  @Test func pointsAtTheOffendingToken() {
    let cases: [(String, String)] = [
      ("scene Search!", #"1:13: expected end of line after the scene name, found "!""#),
      (
        "scene SearchView SearchController",
        #"1:34: expected a store name after the controller name, found end of line"#
      ),
      (
        "scene Search # fine\nset x = \"abc",
        #"2:9: unterminated string: no closing quote before the end of the line"#
      ),
      (
        "scene Search\nset x = [1, 2 # note",
        #"2:15: expected "," or "]" in the array, found end of line"#
      ),
      ("scene Search\nset x = 1 2", #"2:11: expected end of line after the value, found "2""#),
      (
        "scene Search\nexpect changes isLoading true",
        #"2:26: expected an array of the new values, such as [true, false], after the property "#
          + #"path, found "true""#
      ),
      (
        "scene Search\nexpect call S \"cats\"",
        #"2:15: expected "with" or end of line after the service name, found the string "cats""#
      ),
      (
        "scene Search\nexpect write F k == 1",
        #"2:18: expected "=" or end of line after the key, found "==""#
      ),
      (
        "scene Search\nservice S fails ofline",
        #"2:17: unknown failure "ofline" after "fails". Did you mean "offline"? Failures: "#
          + #"offline, timeout, status N (such as status 500) or a quoted message"#
      ),
      (
        "scene Search\nservice S fails status 42",
        #"2:24: expected a status code from 100 to 999 after "status", such as status 500, "#
          + #"found "42""#
      ),
      (
        "scene Search\nservice S fails offline then",
        #"2:25: expected "after" or end of line after the answer, found "then""#
      ),
      (
        "scene Search\nservice * fails offline",
        #"2:9: expected a service name after "service", found "*"; a scene script prepares the "#
          + #"answers of one service at a time. To fix, name the service, or answer every "#
          + #"service in a scenario (`service * fails offline`) and use it with `scenario NAME`"#
      ),
      (
        "scene Search\nservice S when {\"page\": 2} returns []",
        #"2:11: "when" is for scenarios; a scene script prepares answers in the order calls "#
          + #"come. To fix, prepare the answers in order, or move the line to a scenario"#
      ),
      (
        "scene Search\nservice S returns 1, then returns 2",
        #"2:20: expected end of line after the answer, found ","; a scene script prepares one "#
          + #"answer a line. To fix, write a `service` line for each answer: they answer in order"#
      ),
      ("scene Search\nteardown now", #"2:10: expected end of line after "teardown", found "now""#),
    ]
    for (text, problem) in cases {
      #expect(parseProblems(text) == ["Search.scenetest:\(problem)"], "\(text)")
    }
  }
}
