// swift-format-ignore-file
// Generated from Sources/MVCSLists/Documentation.docc/Lists.md by `.ci/readme update`: every ```swift block, in order.
// Do not edit; edit the document and run `.ci/readme update` (CI checks that they agree).

#sourceLocation(file: "Sources/MVCSLists/Documentation.docc/Lists.md", line: 21)
import MVCS
import MVCSLists

struct Photo: Identifiable, Equatable, Sendable {
  let id: Int
  var title: String
}

let sunset = Photo(id: 1, title: "Sunset")
let harbour = Photo(id: 2, title: "Harbour")
let forest = Photo(id: 3, title: "Forest")
let meadow = Photo(id: 4, title: "Meadow")

var photos = ListData<NoSection, Photo>(rows: [sunset, harbour])
try photos.insertRow(forest, at: 1)
try photos.appendRow(meadow)
let removed = try photos.removeRow(at: 0)
photos.removeRow(harbour)  // by identity; returns where it was, or nil
print(photos.rows.map(\.title))
#sourceLocation()

#sourceLocation(file: "Sources/MVCSLists/Documentation.docc/Lists.md", line: 52)
struct Setting: Identifiable, Equatable, Sendable {
  let id: String
  var isDeprecated = false
}

let (name, email, tracking) = (Setting(id: "name"), Setting(id: "email"), Setting(id: "tracking"))
let (faq, password) = (Setting(id: "faq"), Setting(id: "password"))

var settings = ListData<String, Setting>(sections: [
  ListSection("Account", rows: [name, email]),
  ListSection("Privacy", rows: [tracking]),
])
print(settings.sectionCount)
print(try settings.rowCount(inSection: 0))
print(try settings.section(at: 1))
print(try settings.row(at: ListIndexPath(section: 0, row: 1)).id)
print(settings.indexPath(of: tracking)!)
print(settings.index(ofSection: "Privacy")!)
print(settings.isEmpty)  // no rows in any section
#sourceLocation()

#sourceLocation(file: "Sources/MVCSLists/Documentation.docc/Lists.md", line: 86)
try settings.appendSection("Help", rows: [faq])
try settings.insertSection("Billing", before: "Privacy") // appended when "Privacy" is absent
try settings.appendRow(password, toSection: 0)
try settings.moveRow(from: ListIndexPath(section: 0, row: 0), to: ListIndexPath(section: 2, row: 0))
try settings.replaceSection(at: 0, with: "Your account")
settings.removeRows { $0.isDeprecated }                  // every match, in every section
#sourceLocation()

#sourceLocation(file: "Sources/MVCSLists/Documentation.docc/Lists.md", line: 101)
do {
  try photos.removeRow(at: 9)
} catch {
  print(error)
}
#sourceLocation()

#sourceLocation(file: "Sources/MVCSLists/Documentation.docc/Lists.md", line: 117)
let changes = try settings.batch { list in
  try list.insertRow(password, at: ListIndexPath(section: 0, row: 2))
  try list.removeSection(at: 1)
}
print(changes)
#sourceLocation()

#sourceLocation(file: "Sources/MVCSLists/Documentation.docc/Lists.md", line: 186)
var results = ListData<NoSection, Photo>(rows: [sunset, harbour, forest, meadow])
let (offset, page) = (2, [Photo(id: 5, title: "Lake"), meadow])
let pageChanges = try results.batch { list in
  try list.replaceRows(from: offset, with: page)
}
print(pageChanges)
#sourceLocation()

#sourceLocation(file: "Sources/MVCSLists/Documentation.docc/Lists.md", line: 225)
var shown = ListData<NoSection, Photo>(rows: [sunset, harbour])
let fresh = [harbour, forest]
print(try shown.replace(with: ListData(rows: fresh)))
#sourceLocation()

#sourceLocation(file: "Sources/MVCSLists/Documentation.docc/Lists.md", line: 240)
@MainActor final class PhotoListPipeline: Pipeline {
  @Piped var photos = ListData<NoSection, Photo>()
}

// The store: each statement is one write, and one notification.
let pipeline = PhotoListPipeline()
try pipeline.photos.batch { list in
  try list.replaceRows(from: offset, with: page)
  list.removeRows { $0.title.isEmpty }
}
try pipeline.photos.appendRow(Photo(id: 6, title: "Dunes"))
#sourceLocation()

