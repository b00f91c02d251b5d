import MVCS
import MVCSLists

/// A row of the tests: an identity and a version, so that an update is visible.
struct Row: Identifiable, Hashable, Sendable, CustomStringConvertible {
  let id: Int
  var version = 0

  var description: String { version == 0 ? "\(id)" : "\(id)v\(version)" }
}

/// A sectionless list of rows with these ids.
func rows(_ ids: Int...) -> ListData<NoSection, Row> {
  ListData(rows: ids.map { Row(id: $0) })
}

/// A sectioned list: each pair is a section title and the ids of its rows.
func sections(_ pairs: KeyValuePairs<String, [Int]>) -> ListData<String, Row> {
  ListData(sections: pairs.map { ListSection($0.key, rows: $0.value.map { Row(id: $0) }) })
}

/// The ids of a list's rows, section by section.
func ids<Section>(_ list: ListData<Section, Row>) -> [[Int]] {
  list.sections.map { $0.rows.map(\.id) }
}

/// Applies a change set the way UIKit does, step by step, independently of
/// ``ListChanges/validate(from:to:)``: deletions in descending order, then insertions in
/// ascending order, taking inserted and reloaded content from `after`.
func applying<Section>(
  _ changes: ListChanges, to before: ListData<Section, Row>, after: ListData<Section, Row>
) -> [ListSection<Section, Row>] {
  var slots = before.sections.map {
    AppliedSection(value: $0.value, rows: $0.rows.map { ($0, false) }, reload: false)
  }
  let target = after.sections
  var movedRows: [ListIndexPath: Row] = [:]
  for move in changes.movedRows {
    movedRows[move.to] = slots[move.from.section].rows[move.from.row].row
  }
  for path in changes.updatedRows { slots[path.section].rows[path.row].reload = true }
  for section in changes.updatedSections { slots[section].reload = true }
  // Row deletions and move sources, last first.
  let removedRows = (changes.deletedRows + changes.movedRows.map(\.from)).sorted(by: >)
  for path in removedRows { slots[path.section].rows.remove(at: path.row) }
  var movedSections: [Int: AppliedSection<Section>] = [:]
  for move in changes.movedSections { movedSections[move.to] = slots[move.from] }
  let removedSections = (changes.deletedSections + changes.movedSections.map(\.from)).sorted(by: >)
  for section in removedSections { slots.remove(at: section) }
  let insertedSections = Set(changes.insertedSections)
  for section in (changes.insertedSections + changes.movedSections.map(\.to)).sorted() {
    if insertedSections.contains(section) {
      let new = target[section]
      slots.insert(
        AppliedSection(value: new.value, rows: new.rows.map { ($0, false) }, reload: false),
        at: section)
    } else {
      slots.insert(movedSections[section]!, at: section)
    }
  }
  let insertedRows = Set(changes.insertedRows)
  for path in (changes.insertedRows + changes.movedRows.map(\.to)).sorted() {
    let row = insertedRows.contains(path) ? target[path.section].rows[path.row] : movedRows[path]!
    slots[path.section].rows.insert((row, false), at: path.row)
  }
  return slots.enumerated().map { index, slot in
    if slot.reload { return target[index] }
    let rows = slot.rows.enumerated().map { row, entry in
      entry.reload ? target[index].rows[row] : entry.row
    }
    return ListSection(slot.value, rows: rows)
  }
}

/// A section while ``applying(_:to:after:)`` works: its rows, marked when they are reloaded.
struct AppliedSection<Section> {
  var value: Section
  var rows: [(row: Row, reload: Bool)]
  var reload: Bool
}
