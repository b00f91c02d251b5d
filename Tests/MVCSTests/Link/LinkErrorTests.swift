import Testing

@testable import MVCS

struct LinkErrorTests {
  @Test func invalidQueryListsTheRouteKeysAndEachProblemWithItsFix() {
    let error = LinkError.invalidQuery(
      link: "photosearch://PhotoDetail?photoId=p2&size=big", route: "PhotoDetail",
      keys: ["photoID: String", "size: Int (optional)"],
      problems: [
        .unknownKey("photoId", suggestion: "photoID"),
        .unconvertibleValue(key: "size", text: "big", type: "Int", example: ", for example 3"),
        .missingKey("photoID", type: "String", store: "PhotoDetailStore"),
        .repeatedKey("size", type: "Int", count: 2),
      ])
    #expect(
      error.description == """
        The link photosearch://PhotoDetail?photoId=p2&size=big does not fit the route \
        "PhotoDetail" (keys: photoID: String, size: Int (optional)):
        - "photoId" is not a key of the route. Did you mean "photoID"? To fix, use one of the \
        route's keys, or declare it in mediator.register(link: "PhotoDetail", …): in its keys:, \
        or as a property of the SceneRoute it opens.
        - "size" is "big", which is not an Int. To fix, give an Int, for example 3.
        - the key "photoID" (String) is missing; PhotoDetailStore requires it. To fix, add \
        photoID=… to the link.
        - "size" is given 2 times, but it holds one Int. To fix, give it once, or declare it as \
        an array, [Int].self, to take every value.
        """)
  }

  @Test func unknownRouteNamesTheRoutesAndTheFix() {
    let error = LinkError.unknownRoute(
      "PhotoDetial", link: "photosearch://PhotoDetial", suggestion: "PhotoDetail",
      registered: ["Viewer", "PhotoDetail"])
    #expect(
      error.description == """
        No link route named "PhotoDetial" is registered (link: photosearch://PhotoDetial). \
        Did you mean "PhotoDetail"? Registered link routes: Viewer, PhotoDetail. To fix, \
        correct the link, or register the route with mediator.register(link: "PhotoDetial", \
        keys: …).
        """)
  }

  @Test func linkWithoutARouteShowsTheShapeOfOne() {
    #expect(
      LinkError.noRoute(link: "photosearch://").description == """
        The link photosearch:// names no route. To fix, write the route as the link's host, \
        such as myapp://PhotoDetail?photoID=p2.
        """)
  }

  @Test func aProblemOnItsOwnReadsWithoutTheRoute() {
    #expect(
      LinkKeyProblem.unknownKey("x", suggestion: nil).description == """
        "x" is not a key of the route. To fix, use one of the route's keys, or declare it in the \
        route's registration: in its keys:, or as a property of the SceneRoute it opens.
        """)
  }

  /// A link comes from outside: its parts are quoted with control characters escaped, and a long
  /// link is shortened.
  @Test func escapesControlCharactersAndShortensTheLink() {
    let error = LinkError.invalidQuery(
      link: "app://Detail?\u{1B}]0;x\u{7}=1&size=\u{202E}big" + String(repeating: "z", count: 500),
      route: "Detail", keys: ["size: Int"],
      problems: [
        .unknownKey("\u{1B}]0;x\u{7}", suggestion: nil),
        .unconvertibleValue(key: "size", text: "\u{202E}big\u{85}", type: "Int", example: ""),
        .repeatedKey("\u{2028}", type: "Int", count: 2),
      ])
    let text = error.description
    #expect(
      !text.unicodeScalars.contains {
        ($0.properties.generalCategory == .control && $0 != "\n")
          || (0x202A...0x202E).contains($0.value) || $0 == "\u{2028}"
      })
    #expect(text.contains(#"- "\u{1B}]0;x\u{7}" is not a key of the route."#))
    #expect(text.contains(#"- "size" is "\u{202E}big\u{85}", which is not an Int."#))
    #expect(text.count < 700 && !text.contains(String(repeating: "z", count: 200)))
    #expect(
      LinkError.noRoute(link: "\u{1B}[2J").description.hasPrefix(#"The link \u{1B}[2J names no"#))
  }
}
