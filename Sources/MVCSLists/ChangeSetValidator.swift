/// The checks of ``ListChanges/validate(from:to:)``, on the identities of the rows.
struct ChangeSetValidator<ID: Hashable> {
  let changes: ListChanges
  let before: [[ID]]
  let after: [[ID]]

  func validate() throws(ListChangesError) {
    try checkSorted()
    let sectionMap = try mapSections()
    try checkRows(sectionMap: sectionMap)
  }

  private func checkSorted() throws(ListChangesError) {
    func sorted<T: Comparable>(_ values: [T], _ kind: String) throws(ListChangesError) {
      for index in values.indices.dropFirst() where values[index - 1] >= values[index] {
        throw .unsorted(kind: kind)
      }
    }
    try sorted(changes.insertedRows, "inserted rows")
    try sorted(changes.deletedRows, "deleted rows")
    try sorted(changes.updatedRows, "updated rows")
    try sorted(changes.movedRows, "moved rows")
    try sorted(changes.insertedSections, "inserted sections")
    try sorted(changes.deletedSections, "deleted sections")
    try sorted(changes.updatedSections, "updated sections")
    try sorted(changes.movedSections, "moved sections")
  }

  // MARK: - Sections

  /// Where each section of `before` that stays is in `after`.
  private func mapSections() throws(ListChangesError) -> [Int: Int] {
    func check(_ section: Int, _ kind: String, inAfter: Bool) throws(ListChangesError) {
      let count = inAfter ? after.count : before.count
      guard section < 0 || section >= count else { return }
      throw .sectionOutOfRange(
        section, kind: kind, list: inAfter ? "after" : "before",
        valid: count > 0 ? 0...(count - 1) : nil)
    }
    var beforeRoles: [Int: String] = [:]
    var afterRoles: [Int: String] = [:]
    func claim(_ roles: inout [Int: String], _ section: Int, _ kind: String)
      throws(ListChangesError)
    {
      if let other = roles.updateValue(kind, forKey: section) {
        throw .changedTwice(position: "section \(section)", kinds: [other, kind])
      }
    }
    for section in changes.deletedSections {
      try check(section, "deleted sections", inAfter: false)
      try claim(&beforeRoles, section, "deleted sections")
    }
    for section in changes.updatedSections {
      try check(section, "updated sections", inAfter: false)
      try claim(&beforeRoles, section, "updated sections")
    }
    for move in changes.movedSections {
      try check(move.from, "moved sections", inAfter: false)
      try check(move.to, "moved sections", inAfter: true)
      try claim(&beforeRoles, move.from, "moved sections")
      try claim(&afterRoles, move.to, "moved sections")
    }
    for section in changes.insertedSections {
      try check(section, "inserted sections", inAfter: true)
      try claim(&afterRoles, section, "inserted sections")
    }
    let expected = before.count - changes.deletedSections.count + changes.insertedSections.count
    guard expected == after.count else {
      throw .sectionCount(
        before: before.count, deleted: changes.deletedSections.count,
        inserted: changes.insertedSections.count, after: after.count)
    }
    var map: [Int: Int] = [:]
    for move in changes.movedSections { map[move.from] = move.to }
    // Updated sections keep their place among the sections that stay.
    var staying = before.indices.filter {
      beforeRoles[$0] == nil || beforeRoles[$0] == "updated sections"
    }.makeIterator()
    for slot in (0..<after.count) where afterRoles[slot] == nil {
      if let section = staying.next() { map[section] = slot }
    }
    return map
  }

  // MARK: - Rows

  private func checkRows(sectionMap: [Int: Int]) throws(ListChangesError) {
    let updatedSections = Set(changes.updatedSections)
    let deletedSections = Set(changes.deletedSections)
    let insertedSections = Set(changes.insertedSections)
    // Sections whose rows are reported one by one: before index → after index.
    var tracked: [Int: Int] = [:]
    for (section, target) in sectionMap where !updatedSections.contains(section) {
      tracked[section] = target
    }
    let trackedTargets = Dictionary(uniqueKeysWithValues: tracked.map { ($1, $0) })

    func checkBefore(_ path: ListIndexPath, _ kind: String) throws(ListChangesError) {
      if deletedSections.contains(path.section) || updatedSections.contains(path.section) {
        let change = deletedSections.contains(path.section) ? "deleted" : "updated"
        throw .rowInChangedSection(path, kind: kind, section: change)
      }
      try checkRange(path, kind, rows: before, list: "before")
    }
    func checkAfter(_ path: ListIndexPath, _ kind: String) throws(ListChangesError) {
      try checkRange(path, kind, rows: after, list: "after")
      if trackedTargets[path.section] == nil {
        let change = insertedSections.contains(path.section) ? "inserted" : "updated"
        throw .rowInChangedSection(path, kind: kind, section: change)
      }
    }
    var beforeRoles: [ListIndexPath: String] = [:]
    var afterRoles: [ListIndexPath: ListMove<ListIndexPath>?] = [:]
    func claimBefore(_ path: ListIndexPath, _ kind: String) throws(ListChangesError) {
      if let other = beforeRoles.updateValue(kind, forKey: path) {
        throw .changedTwice(position: "row \(path) before", kinds: [other, kind])
      }
    }
    func claimAfter(_ path: ListIndexPath, _ move: ListMove<ListIndexPath>?, _ kind: String)
      throws(ListChangesError)
    {
      if let other = afterRoles.updateValue(move, forKey: path) {
        let otherKind = other == nil ? "inserted rows" : "moved rows"
        throw .changedTwice(position: "row \(path) after", kinds: [otherKind, kind])
      }
    }
    for path in changes.deletedRows {
      try checkBefore(path, "deleted rows")
      try claimBefore(path, "deleted rows")
    }
    for path in changes.updatedRows {
      try checkBefore(path, "updated rows")
      try claimBefore(path, "updated rows")
    }
    for move in changes.movedRows {
      try checkBefore(move.from, "moved rows")
      try checkAfter(move.to, "moved rows")
      try claimBefore(move.from, "moved rows")
      try claimAfter(move.to, move, "moved rows")
    }
    for path in changes.insertedRows {
      try checkAfter(path, "inserted rows")
      try claimAfter(path, nil, "inserted rows")
    }
    for (section, target) in tracked.sorted(by: { $0.key < $1.key }) {
      try checkSection(
        section, target: target, beforeRoles: beforeRoles, afterRoles: afterRoles)
    }
  }

  private func checkRange(
    _ path: ListIndexPath, _ kind: String, rows: [[ID]], list: String
  ) throws(ListChangesError) {
    guard path.section >= 0, path.section < rows.count else {
      throw .sectionOutOfRange(
        path.section, kind: kind, list: list, valid: rows.isEmpty ? nil : 0...(rows.count - 1))
    }
    let count = rows[path.section].count
    guard path.row < 0 || path.row >= count else { return }
    throw .rowOutOfRange(
      path, kind: kind, list: list, valid: count > 0 ? 0...(count - 1) : nil)
  }

  /// Applies the row changes of one section and compares with `after`.
  private func checkSection(
    _ section: Int, target: Int, beforeRoles: [ListIndexPath: String],
    afterRoles: [ListIndexPath: ListMove<ListIndexPath>?]
  ) throws(ListChangesError) {
    let rows = before[section]
    let staying = rows.indices.filter {
      let role = beforeRoles[ListIndexPath(section: section, row: $0)]
      return role == nil || role == "updated rows"
    }
    let deleted = changes.deletedRows.count { $0.section == section }
    let movedOut = changes.movedRows.count { $0.from.section == section }
    let inserted = changes.insertedRows.count { $0.section == target }
    let movedIn = changes.movedRows.count { $0.to.section == target }
    let expected = staying.count + inserted + movedIn
    guard expected == after[target].count else {
      throw .rowCount(
        section: target, beforeSection: section, before: rows.count, deleted: deleted,
        movedOut: movedOut, inserted: inserted, movedIn: movedIn, after: after[target].count)
    }
    var next = staying.makeIterator()
    for row in after[target].indices {
      let path = ListIndexPath(section: target, row: row)
      let origin: ListIndexPath
      switch afterRoles[path] {
      case .some(nil): continue  // inserted: any row
      case .some(.some(let move)): origin = move.from
      case nil: origin = ListIndexPath(section: section, row: next.next() ?? 0)
      }
      let expectedID = before[origin.section][origin.row]
      guard expectedID == after[target][row] else {
        throw .rowMismatch(
          path, expected: "\(expectedID)", origin: origin, found: "\(after[target][row])")
      }
    }
  }
}
