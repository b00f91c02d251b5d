import MVCS
import Testing

@testable import MVCSTesting

struct SceneScriptTests {
  @Test func parsesARegisteredScene() throws {
    let line = ScriptLine("scene Search", line: 1)
    let script = try SceneScript.parse(line.text, file: ScriptLine.file)
    #expect(script.file == "Search.scenetest")
    #expect(
      script.steps == [
        ScriptStep(.scene(.registered(line.name("Search"))), at: line.location(of: "scene"))
      ]
    )
  }

  @Test func parsesASceneOfThreeParts() throws {
    let line = ScriptLine("  scene SearchView\tSearchController  SearchStore  # parts", line: 1)
    let script = try SceneScript.parse(line.text, file: ScriptLine.file)
    let parts = SceneStep.SceneReference.parts(
      view: line.name("SearchView"), controller: line.name("SearchController"),
      store: line.name("SearchStore"))
    #expect(script.steps == [ScriptStep(.scene(parts), at: line.location(of: "scene"))])
  }

  @Test func parsesALink() throws {
    let line = ScriptLine("open photosearch://PhotoDetail?photoID=p2&size=3  # a comment", line: 1)
    let script = try SceneScript.parse(line.text, file: ScriptLine.file)
    #expect(
      script.steps == [
        ScriptStep(
          .scene(.link(line.name("photosearch://PhotoDetail?photoID=p2&size=3"))),
          at: line.location(of: "open"))
      ])
  }

  @Test func parsesAResult() throws {
    let line = ScriptLine(#"result {"scope": "all"}"#)
    #expect(
      try line.kind() == .result(.json(line.literal(["scope": "all"], #"{"scope": "all"}"#))))
  }

  @Test func parsesAnExpectedResult() throws {
    let line = ScriptLine(#"expect result "bright"  # handed back"#)
    #expect(try line.kind() == .expectResult(.json(line.literal("bright", #""bright""#))))
    // Compared with a value, `result` is a property.
    let property = ScriptLine("expect result == 3")
    guard case .expectValue(.path(let path), .equal, _) = try property.kind() else {
      Issue.record("expected a property's value")
      return
    }
    #expect(path.description == "result")
  }

  @Test func parsesContextAndOption() throws {
    let context = ScriptLine(#"context query = "cats"  # a comment"#)
    #expect(
      try context.kind()
        == .context(.init(key: context.name("query"), value: context.literal("cats", #""cats""#))))
    #expect(try ScriptLine("option relaxed").kind() == .option(.relaxed))
  }

  @Test func parsesServiceAnswers() throws {
    let value = ScriptLine(#"service SearchPhotoService returns [{"id": "1"}]"#)
    #expect(
      try value.kind()
        == .service(
          value.name("SearchPhotoService"),
          answer: .value(value.literal([["id": "1"]], #"[{"id": "1"}]"#)), delay: nil))

    let fixture = ScriptLine("service SearchPhotoService returns fixture photos.json#comment")
    #expect(
      try fixture.kind()
        == .service(
          fixture.name("SearchPhotoService"),
          answer: .fixture(fixture.name("photos.json")), delay: nil))

    let quotedFixture = ScriptLine(#"service S returns fixture "my photos.json" after 10ms"#)
    #expect(
      try quotedFixture.kind()
        == .service(
          quotedFixture.name("S"),
          answer: .fixture(ScriptName("my photos.json", at: quotedFixture.location(of: "\"my"))),
          delay: .milliseconds(10)))

    let delayed = ScriptLine(#"service SearchPhotoService returns "ok" after 2s"#)
    #expect(
      try delayed.kind()
        == .service(
          delayed.name("SearchPhotoService"), answer: .value(delayed.literal("ok", #""ok""#)),
          delay: .seconds(2)))

    let failure = ScriptLine(#"service SearchPhotoService fails "offline""#)
    #expect(
      try failure.kind()
        == .service(
          failure.name("SearchPhotoService"), answer: .failure(message: "offline"), delay: nil))

    let bareFailure = ScriptLine("service SearchPhotoService fails after 1min")
    #expect(
      try bareFailure.kind()
        == .service(
          bareFailure.name("SearchPhotoService"), answer: .failure(message: nil),
          delay: .seconds(60)))

    // The failures scenarios name: the service throws the ServiceFailure itself.
    for (text, failure) in [
      ("offline", ServiceFailure.offline), ("timeout", .timedOut), ("status 503", .status(503)),
    ] {
      let typed = ScriptLine("service S fails \(text) after 1s")
      #expect(
        try typed.kind()
          == .service(typed.name("S"), answer: .serviceFailure(failure), delay: .seconds(1)))
    }
  }

  @Test func parsesStorageAndSet() throws {
    let storage = ScriptLine(#"storage Favorites has recent = ["cats"]"#)
    #expect(
      try storage.kind()
        == .storage(
          storage.name("Favorites"), key: storage.name("recent"),
          value: storage.literal(["cats"], #"["cats"]"#)))

    let set = ScriptLine(#"set photoList.query = "a # b"  # the # in the string is kept"#)
    #expect(
      try set.kind()
        == .set(
          .path(set.path("photoList", [.name("photoList"), .name("query")])),
          value: .json(set.literal("a # b", #""a # b""#))))
  }

  @Test func parsesValueExpectations() throws {
    let flag = ScriptLine("expect requestFinished == true")
    #expect(
      try flag.kind()
        == .expectValue(
          .path(flag.path("requestFinished", [.name("requestFinished")])), .equal,
          .json(flag.literal(true, "true"))))

    let count = ScriptLine("expect photos.count==20")
    #expect(
      try count.kind()
        == .expectValue(
          .path(count.path("photos", [.name("photos"), .name("count")])), .equal,
          .json(count.literal(20, "20"))))

    let field = ScriptLine(#"expect photos[0].id != "2""#)
    #expect(
      try field.kind()
        == .expectValue(
          .path(field.path("photos", [.name("photos"), .index(0), .name("id")])), .notEqual,
          .json(field.literal("2", #""2""#))))
  }

  @Test func parsesChangesWithEachValuesText() throws {
    let line = ScriptLine("expect changes isLoading [true,  false ]")
    #expect(
      try line.kind()
        == .expectChanges(
          .path(line.path("isLoading", [.name("isLoading")])),
          values: [.json(line.literal(true, "true")), .json(line.literal(false, "false"))]))

    let none = ScriptLine("expect changes photoList.photos []")
    #expect(
      try none.kind()
        == .expectChanges(
          .path(none.path("photoList", [.name("photoList"), .name("photos")])), values: []))
  }

  @Test func readsKeywordsOfExpectAsPropertiesWhenComparedOrFollowedByAPath() throws {
    let call = ScriptLine("expect call == 2")
    #expect(
      try call.kind()
        == .expectValue(
          .path(call.path("call", [.name("call")])), .equal, .json(call.literal(2, "2"))))

    let changes = ScriptLine("expect changes.count != 0")
    #expect(
      try changes.kind()
        == .expectValue(
          .path(changes.path("changes", [.name("changes"), .name("count")])), .notEqual,
          .json(changes.literal(0, "0"))))
  }

  @Test func parsesNavigationExpectations() throws {
    let show = ScriptLine(#"expect navigation show PhotoDetail with photoID = "123", index = 3"#)
    #expect(
      try show.kind()
        == .expectNavigation(
          .show, scene: show.name("PhotoDetail"),
          context: [
            .init(key: show.name("photoID"), value: show.literal("123", #""123""#)),
            .init(key: show.name("index"), value: show.literal(3, "3", occurrence: 2)),
          ]))

    let present = ScriptLine("expect navigation present Login")
    #expect(
      try present.kind() == .expectNavigation(.present, scene: present.name("Login"), context: nil))

    #expect(
      try ScriptLine("expect navigation dismiss").kind()
        == .expectNavigation(.dismiss, scene: nil, context: nil))

    let dismiss = ScriptLine("expect navigation dismiss PhotoDetail")
    #expect(
      try dismiss.kind()
        == .expectNavigation(.dismiss, scene: dismiss.name("PhotoDetail"), context: nil))
  }

  @Test func parsesCallAndWriteExpectations() throws {
    let call = ScriptLine(#"expect call SearchPhotoService with "cats""#)
    #expect(
      try call.kind()
        == .expectCall(
          call.name("SearchPhotoService"), request: .json(call.literal("cats", #""cats""#))))
    let anyCall = ScriptLine("expect call SearchPhotoService")
    #expect(try anyCall.kind() == .expectCall(anyCall.name("SearchPhotoService"), request: nil))

    let write = ScriptLine(#"expect write Favorites recent = ["cats"]"#)
    #expect(
      try write.kind()
        == .expectWrite(
          write.name("Favorites"), key: write.name("recent"),
          value: .json(write.literal(["cats"], #"["cats"]"#))))
    let anyWrite = ScriptLine("expect write Favorites recent")
    #expect(
      try anyWrite.kind()
        == .expectWrite(anyWrite.name("Favorites"), key: anyWrite.name("recent"), value: nil))
  }

  @Test func parsesAdvanceAndTeardown() throws {
    #expect(try ScriptLine("advance 1.5s").kind() == .advance(.milliseconds(1500)))
    #expect(try ScriptLine("teardown  # done").kind() == .teardown)
  }

  @Test(arguments: [
    ("0s", Duration.zero), ("250ms", .milliseconds(250)), ("0.1s", .milliseconds(100)),
    ("1.5s", .milliseconds(1500)), ("2min", .seconds(120)), ("0.25min", .seconds(15)),
    ("0.001ms", .microseconds(1)), ("1.000000001s", .nanoseconds(1_000_000_001)),
  ])
  func parsesDurationsExactly(text: String, duration: Duration) throws {
    #expect(try ScriptLine("advance \(text)").kind() == .advance(duration))
  }

  @Test func skipsBlankLinesCommentsAndSurroundingSpaces() throws {
    let text = """
      # a comment

        scene Search   \t
      \t# another comment
         teardown  
      """
    let script = try SceneScript.parse(text, file: ScriptLine.file)
    #expect(script.steps.map(\.location.line) == [3, 5])
    #expect(script.steps.map(\.location.column) == [3, 4])
  }

  @Test func countsLinesOfWindowsAndOldMacLineEndings() throws {
    let script = try SceneScript.parse("scene Search\r\n\r\nadvance 1s\rteardown", file: "a")
    #expect(script.steps.map(\.location.line) == [1, 3, 4])
  }

  @Test func parsesAWholeScriptInOrder() throws {
    let text = """
      # Search scene: typing shows photos
      scene Search
      context query = "cats"
      option relaxed
      service SearchPhotoService returns [{"id": "1"}] after 2s
      set searchText = "cats"
      expect changes isLoading [true]
      advance 2s
      storage Favorites has recent = []
      expect photos.count == 1
      expect call SearchPhotoService with "cats"
      teardown
      """
    let script = try SceneScript.parse(text, file: ScriptLine.file)
    #expect(script.steps.map(\.location.line) == Array(2...12))
  }
}
