import Foundation
import MVCS
import Testing

@testable import MVCSLoading

extension Loading {
  struct OffsetPagingTests {
    struct User: Decodable, Equatable {
      var name: String
    }

    let request = PageRequest(number: 3, offset: 40, limit: 20)

    func query(_ items: [URLQueryItem]) -> String {
      items.map { "\($0.name)=\($0.value ?? "")" }.joined(separator: "&")
    }

    @Test func queryHasTheOffsetLimitAndSearch() {
      let paging = OffsetPaging(limit: 20)
      #expect(
        query(paging.queryItems(for: request, search: "ann")) == "offset=40&limit=20&filter=ann")
    }

    @Test(arguments: ["", " ", "\n\t "])
    func emptySearchIsLeftOut(search: String) {
      let paging = OffsetPaging(limit: 20)
      #expect(query(paging.queryItems(for: request, search: search)) == "offset=40&limit=20")
    }

    @Test func limitZeroMeansNoPaging() {
      let paging = OffsetPaging(limit: 0, searchName: "q")
      #expect(query(paging.queryItems(for: request, search: "ann")) == "q=ann")
    }

    @Test func namesAndParametersAreSettings() {
      let paging = OffsetPaging(
        limit: 4, offsetName: "skip", limitName: "take", searchName: "q",
        parameters: ["sort": "name", "active": "1"])
      #expect(
        query(paging.queryItems(for: request, search: "ann"))
          == "active=1&sort=name&skip=40&take=4&q=ann")
    }

    @Test func itemsAreUnderDataByDefault() throws {
      let json = #"{"data": [{"name": "Ann"}, {"name": "Bo"}], "total": 2}"#
      let users = try OffsetPaging(limit: 20).items(of: User.self, from: Data(json.utf8))
      #expect(users == [User(name: "Ann"), User(name: "Bo")])
    }

    @Test func anEmptyKeyPathIsTheRoot() throws {
      let json = #"[{"name": "Ann"}]"#
      let page = try OffsetPaging(limit: 20, itemsKeyPath: "").page(
        of: User.self, from: Data(json.utf8))
      #expect(page.items == [User(name: "Ann")])
    }

    @Test func aDottedKeyPathGoesIntoNestedObjects() throws {
      let json = #"{"result": {"users": [{"name": "Ann"}]}}"#
      let users = try OffsetPaging(limit: 20, itemsKeyPath: "result.users").items(
        of: User.self, from: Data(json.utf8))
      #expect(users == [User(name: "Ann")])
    }

    @Test func aMissingKeyNamesTheKeysThere() {
      let json = #"{"users": [], "total": 0}"#
      #expect {
        try OffsetPaging(limit: 20).items(of: User.self, from: Data(json.utf8))
      } throws: { error in
        (error as? PageDecodingError)?.description == """
          The JSON has no "data" where the items should be (itemsKeyPath "data"); its keys are \
          total, users. To fix, set itemsKeyPath to the dot-separated keys that hold the items, \
          or "" when the response is the list itself.
          """
      }
    }

    @Test func aMistypedKeySuggestsTheClosest() {
      let json = #"{"result": {"users": []}}"#
      #expect {
        try OffsetPaging(limit: 20, itemsKeyPath: "result.usres").items(
          of: User.self, from: Data(json.utf8))
      } throws: { error in
        (error as? PageDecodingError)?.description.contains(
          #"its keys are users. Did you mean "users"?"#) == true
      }
    }

    @Test func aValueThatIsNotAListSaysWhatItIs() {
      #expect(throws: PageDecodingError.notAList(keyPath: "data", found: "an object")) {
        try OffsetPaging(limit: 20).items(of: User.self, from: Data(#"{"data": {}}"#.utf8))
      }
      #expect(
        throws: PageDecodingError.notAnObject(keyPath: "data.users", at: "data", found: "a string")
      ) {
        try OffsetPaging(limit: 20, itemsKeyPath: "data.users").items(
          of: User.self, from: Data(#"{"data": "none"}"#.utf8))
      }
    }

    @Test func invalidJSONIsAnError() {
      #expect {
        try OffsetPaging(limit: 20).items(of: User.self, from: Data("<html>".utf8))
      } throws: { error in
        guard case .invalidJSON = error as? PageDecodingError else { return false }
        return "\(error)".hasPrefix("The page's response is not JSON")
      }
    }
  }
}
