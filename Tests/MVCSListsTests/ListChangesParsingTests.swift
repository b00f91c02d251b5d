import Foundation
import MVCS
import Testing

@testable import MVCSLists

struct ListChangesParsingTests {
  @Test(arguments: [
    "no changes",
    "insert rows [0-2, 0-3], delete sections [1]",
    "insert rows [0-0], delete rows [1-4], move rows [0-1 → 2-0], update rows [3-3]",
    "insert sections [0, 2], delete sections [1], move sections [3 → 0], update sections [4]",
  ])
  func readsWhatItPrints(_ line: String) throws {
    let changes = try #require(ListChanges(line))
    #expect(changes.description == line)
  }

  @Test func acceptsFreeSpacesAnyOrderAndAnASCIIArrow() {
    #expect(
      ListChanges("  delete sections [ 1 ] ,insert rows [0-3,0-2], move rows [0-1->2-0] ")
        == ListChanges(
          insertedRows: [ListIndexPath(section: 0, row: 2), ListIndexPath(section: 0, row: 3)],
          movedRows: [
            ListMove(from: ListIndexPath(section: 0, row: 1), to: ListIndexPath(section: 2, row: 0))
          ],
          deletedSections: [1]))
  }

  @Test func listingAKindTwiceMergesIt() {
    #expect(ListChanges("insert rows [0-1], insert rows [0-0, 0-1]")?.insertedRows.count == 2)
  }

  @Test(arguments: [
    ("", #"expected "insert" or "delete" or "move" or "update", found the end at character 1"#),
    ("add rows [0-0]", #"expected "insert" or "delete" or "move" or "update", found "add rows"#),
    ("insert cells [0-0]", #"expected "rows" or "sections", found "cells [0-0]" at character 8"#),
    ("insert rows 0-0", #"expected "[", found "0-0" at character 13"#),
    ("insert rows [0]", #"expected "-" between a section and a row, found "]" at character 15"#),
    ("move sections [1, 2]", #"expected "→" or "->", found ", 2]" at character 17"#),
    ("insert rows [0-0] delete", #"expected "," and the next kind of change, or the end"#),
    ("no changes, insert rows [0-0]", #"nothing after "no changes", found ", insert rows"#),
    ("insert rows [-1-0]", #"expected a number, found "-1-0]" at character 14"#),
  ])
  func namesWhatIsWrongAndWhere(_ line: String, _ expected: String) {
    #expect(ListChanges(line) == nil)
    #expect(throws: ListChangesSyntaxError.self) { try ListChanges.parse(line) }
    do {
      _ = try ListChanges.parse(line)
    } catch {
      #expect(error.description.contains(expected), "\(error.description)")
      #expect(error.description.hasSuffix(#"or "no changes"."#))
    }
  }
}

struct ListDataCodableTests {
  struct Titled: Identifiable, Codable, Equatable, Sendable {
    let id: Int
    var title: String
  }

  @Test func aSectionlessListIsAnArrayOfRows() throws {
    let list = ListData<NoSection, Titled>(rows: [
      Titled(id: 1, title: "a"), Titled(id: 2, title: "b"),
    ])
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let json = String(decoding: try encoder.encode(list), as: UTF8.self)
    #expect(json == #"[{"id":1,"title":"a"},{"id":2,"title":"b"}]"#)
    #expect(
      try JSONDecoder().decode(ListData<NoSection, Titled>.self, from: Data(json.utf8)) == list)
  }

  @Test func aSectionedListIsAnArrayOfSectionsWithRows() throws {
    let list = ListData<String, Titled>(sections: [
      ListSection("Trips", rows: [Titled(id: 1, title: "a")]), ListSection("Pets"),
    ])
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let json = String(decoding: try encoder.encode(list), as: UTF8.self)
    #expect(
      json == #"[{"rows":[{"id":1,"title":"a"}],"section":"Trips"},{"rows":[],"section":"Pets"}]"#)
    #expect(try JSONDecoder().decode(ListData<String, Titled>.self, from: Data(json.utf8)) == list)
  }

  @Test func dataOfAnotherShapeIsADecodingError() {
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(ListData<String, Titled>.self, from: Data(#"[{"id":1}]"#.utf8))
    }
  }
}
