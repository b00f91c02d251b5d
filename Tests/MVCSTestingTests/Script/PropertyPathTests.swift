import MVCS
import Testing

@testable import MVCSTesting

struct PropertyPathTests {
  private let location = ScriptLocation(file: "a", line: 1, column: 8)

  @Test func splitsAtTheLongestPropertyName() throws {
    let names = ["photos", "photoList.photos", "photoList.photos.count"]
    let path = PropertyPath(
      [.name("photoList"), .name("photos"), .index(0), .name("id")], at: location)
    let split = try #require(path.split(propertyNames: names))
    #expect(split.property == "photoList.photos")
    #expect(split.valuePath == [.index(0), .name("id")])

    let shadowed = PropertyPath(
      [.name("photoList"), .name("photos"), .name("count")], at: location)
    #expect(shadowed.split(propertyNames: names)?.property == "photoList.photos.count")
    #expect(shadowed.split(propertyNames: names)?.valuePath == [])
  }

  @Test func splitsNothingWithoutALeadingProperty() {
    let path = PropertyPath([.name("photoList"), .name("photo")], at: location)
    #expect(path.split(propertyNames: ["photoList.photos", "photo"]) == nil)
    #expect(path.split(propertyNames: []) == nil)
  }

  @Test func stopsAtTheFirstIndex() {
    let path = PropertyPath([.name("rows"), .index(0), .name("title")], at: location)
    #expect(path.split(propertyNames: ["rows.title"]) == nil)
    #expect(path.split(propertyNames: ["rows"])?.valuePath == [.index(0), .name("title")])
  }

  @Test func describesItselfAsWritten() {
    #expect(
      PropertyPath([.name("photos"), .index(10), .name("id")], at: location).description
        == "photos[10].id")
    #expect([PathComponent.name("count"), .index(2)].map(\.description) == [".count", "[2]"])
  }
}
