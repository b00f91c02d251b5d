// MARK: - Rows

extension ListData {
  /// Inserts a row, moving the rows at and after `indexPath` down by one.
  ///
  /// - Parameters:
  ///   - item: The row to insert.
  ///   - indexPath: Where it goes: any row of an existing section, or one past its last row.
  /// - Returns: `indexPath`.
  /// - Throws: ``ListError/sectionOutOfRange(_:operation:valid:)`` or
  ///   ``ListError/rowOutOfRange(_:operation:valid:)``; the list is unchanged.
  @discardableResult
  @inlinable public mutating func insertRow(_ item: Item, at indexPath: ListIndexPath)
    throws(ListError)
    -> ListIndexPath
  {
    try checkRow(indexPath, "insert at", allowingEnd: true)
    insertRowUnchecked(item, at: indexPath)
    return indexPath
  }

  /// Appends a row to a section.
  ///
  /// - Returns: The row's index path.
  /// - Throws: ``ListError/sectionOutOfRange(_:operation:valid:)``; the list is unchanged.
  @discardableResult
  @inlinable public mutating func appendRow(_ item: Item, toSection section: Int) throws(ListError)
    -> ListIndexPath
  {
    try checkSection(section, "append a row to")
    let path = ListIndexPath(section: section, row: storages[section].count)
    insertRowUnchecked(item, at: path)
    return path
  }

  /// Appends a row to the last section.
  ///
  /// - Returns: The row's index path.
  /// - Throws: ``ListError/noSections(operation:)`` when the list has no section yet.
  @discardableResult
  @inlinable public mutating func appendRow(_ item: Item) throws(ListError) -> ListIndexPath {
    guard !values.isEmpty else { throw .noSections(operation: "append a row") }
    return try appendRow(item, toSection: values.count - 1)
  }

  /// Appends rows to a section, in order.
  ///
  /// - Throws: ``ListError/sectionOutOfRange(_:operation:valid:)``; the list is unchanged.
  @inlinable public mutating func appendRows(_ items: some Sequence<Item>, toSection section: Int)
    throws(ListError)
  {
    try checkSection(section, "append rows to")
    for item in items {
      insertRowUnchecked(item, at: ListIndexPath(section: section, row: storages[section].count))
    }
  }

  /// Replaces a row. With the same identity, it is an update (a reload); with another identity,
  /// the old row is deleted and the new one inserted.
  ///
  /// - Returns: The row replaced.
  /// - Throws: ``ListError/sectionOutOfRange(_:operation:valid:)`` or
  ///   ``ListError/rowOutOfRange(_:operation:valid:)``; the list is unchanged.
  @discardableResult
  @inlinable public mutating func replaceRow(at indexPath: ListIndexPath, with item: Item)
    throws(ListError)
    -> Item
  {
    try checkRow(indexPath, "replace")
    return replaceRowUnchecked(at: indexPath, with: item)
  }

  /// Removes a row, moving the rows after it up by one.
  ///
  /// - Returns: The row removed.
  /// - Throws: ``ListError/sectionOutOfRange(_:operation:valid:)`` or
  ///   ``ListError/rowOutOfRange(_:operation:valid:)``; the list is unchanged.
  @discardableResult
  @inlinable public mutating func removeRow(at indexPath: ListIndexPath) throws(ListError) -> Item {
    try checkRow(indexPath, "remove")
    return removeRowUnchecked(at: indexPath)
  }

  /// Removes the row with this identity, when there is one.
  ///
  /// - Returns: Where the row was; `nil` when no row has the identity.
  @discardableResult
  @inlinable public mutating func removeRow(id: Item.ID) -> ListIndexPath? {
    guard let path = indexPath(ofID: id) else { return nil }
    removeRowUnchecked(at: path)
    return path
  }

  /// Removes the row with the identity of `item`, when there is one.
  ///
  /// - Returns: Where the row was; `nil` when no row has the identity.
  @discardableResult
  @inlinable public mutating func removeRow(_ item: Item) -> ListIndexPath? {
    removeRow(id: item.id)
  }

  /// Removes the first row, in section order, that satisfies `predicate`.
  ///
  /// - Returns: Where the row was; `nil` when no row satisfies it.
  @discardableResult
  @inlinable public mutating func removeFirstRow(where predicate: (Item) throws -> Bool) rethrows
    -> ListIndexPath?
  {
    guard let path = try firstIndexPath(where: predicate) else { return nil }
    removeRowUnchecked(at: path)
    return path
  }

  /// Removes every row, in every section, that satisfies `predicate`.
  ///
  /// - Returns: Where the removed rows were, sorted.
  @discardableResult
  @inlinable public mutating func removeRows(where predicate: (Item) throws -> Bool) rethrows
    -> [ListIndexPath]
  {
    var removed: [ListIndexPath] = []
    for (section, storage) in storages.enumerated() {
      var row = 0
      for chunk in storage.chunks {
        for item in chunk {
          if try predicate(item) { removed.append(ListIndexPath(section: section, row: row)) }
          row += 1
        }
      }
    }
    for path in removed.reversed() { removeRowUnchecked(at: path) }
    return removed
  }

  /// Moves a row; `destination` is its index path once moved, in any section.
  ///
  /// - Throws: ``ListError/sectionOutOfRange(_:operation:valid:)`` or
  ///   ``ListError/rowOutOfRange(_:operation:valid:)``; the list is unchanged.
  @inlinable public mutating func moveRow(from source: ListIndexPath, to destination: ListIndexPath)
    throws(ListError)
  {
    try checkRow(source, "move")
    try checkSection(destination.section, "move a row to")
    let upper =
      storages[destination.section].count - (source.section == destination.section ? 1 : 0)
    guard destination.row >= 0, destination.row <= upper else {
      throw .rowOutOfRange(destination, operation: "move a row to", valid: 0...upper)
    }
    guard source != destination else { return }
    moveRowUnchecked(from: source, to: destination)
  }

  // MARK: - Pages

  /// Merges a page of rows loaded from `start`: at or past the end of the section, the page is
  /// appended; otherwise it replaces the rows from `start` on, and the rows after the page are
  /// dropped, since the page is the newest truth about that part of the list.
  ///
  /// `[a, b, c, d]` merged with `[x, y, z]` from 2 gives `[a, b, x, y, z]`. A row of the page
  /// that lands where a row with its identity was is an update; rows already in the list
  /// elsewhere are reported as moves within a batch.
  ///
  /// - Returns: The rows the page now occupies.
  /// - Throws: ``ListError/sectionOutOfRange(_:operation:valid:)``, or
  ///   ``ListError/rowOutOfRange(_:operation:valid:)`` for a negative `start`; the list is
  ///   unchanged.
  @discardableResult
  @inlinable public mutating func replaceRows(
    from start: Int, inSection section: Int, with page: some Sequence<Item>
  ) throws(ListError) -> Range<Int> {
    try checkSection(section, "merge a page into")
    let count = storages[section].count
    guard start >= 0 else {
      throw .rowOutOfRange(
        ListIndexPath(section: section, row: start), operation: "start a page at",
        valid: 0...count)
    }
    let first = min(start, count)
    var position = first
    for item in page {
      let path = ListIndexPath(section: section, row: position)
      if position < storages[section].count {
        replaceRowUnchecked(at: path, with: item)
      } else {
        insertRowUnchecked(item, at: path)
      }
      position += 1
    }
    while storages[section].count > position {
      removeRowUnchecked(at: ListIndexPath(section: section, row: storages[section].count - 1))
    }
    return first..<position
  }
}

// MARK: - Sections

extension ListData {
  /// Inserts a section, moving the sections at and after `section` down by one.
  ///
  /// - Returns: `section`.
  /// - Throws: ``ListError/sectionless(operation:list:)`` or
  ///   ``ListError/sectionOutOfRange(_:operation:valid:)``; the list is unchanged.
  @discardableResult
  @inlinable public mutating func insertSection(
    _ value: Section, rows: [Item] = [], at section: Int
  ) throws(ListError) -> Int {
    try checkHasSections("insert a section")
    try checkSection(section, "insert at", allowingEnd: true)
    insertSectionUnchecked(value, rows: rows, at: section)
    return section
  }

  /// Appends a section.
  ///
  /// - Returns: The section's index.
  /// - Throws: ``ListError/sectionless(operation:list:)``; the list is unchanged.
  @discardableResult
  @inlinable public mutating func appendSection(_ value: Section, rows: [Item] = [])
    throws(ListError) -> Int
  {
    try insertSection(value, rows: rows, at: values.count)
  }

  /// Replaces the value a section carries; its rows stay. Reported as a section update.
  ///
  /// - Returns: The value replaced.
  /// - Throws: ``ListError/sectionOutOfRange(_:operation:valid:)``; the list is unchanged.
  @discardableResult
  @inlinable public mutating func replaceSection(at section: Int, with value: Section)
    throws(ListError)
    -> Section
  {
    try checkHasSections("replace a section")
    try checkSection(section, "replace")
    return replaceSectionUnchecked(at: section, with: value)
  }

  /// Removes a section and its rows.
  ///
  /// - Returns: The section removed.
  /// - Throws: ``ListError/sectionless(operation:list:)`` or
  ///   ``ListError/sectionOutOfRange(_:operation:valid:)``; the list is unchanged.
  @discardableResult
  @inlinable public mutating func removeSection(at section: Int) throws(ListError) -> ListSection<
    Section, Item
  > {
    try checkHasSections("remove a section")
    try checkSection(section, "remove")
    return removeSectionUnchecked(at: section)
  }

  /// Moves a section with its rows; `destination` is its index once moved.
  ///
  /// - Throws: ``ListError/sectionless(operation:list:)`` or
  ///   ``ListError/sectionOutOfRange(_:operation:valid:)``; the list is unchanged.
  @inlinable public mutating func moveSection(from source: Int, to destination: Int)
    throws(ListError)
  {
    try checkHasSections("move a section")
    try checkSection(source, "move")
    try checkSection(destination, "move a section to")
    guard source != destination else { return }
    moveSectionUnchecked(from: source, to: destination)
  }
}

extension ListData where Section: Equatable {
  /// The index of the first section carrying `value`; `nil` when there is none.
  @inlinable public func index(ofSection value: Section) -> Int? {
    values.firstIndex(of: value)
  }

  /// Inserts a section before the first section carrying `other`; appends it when none does.
  ///
  /// - Returns: The new section's index.
  /// - Throws: ``ListError/sectionless(operation:list:)``; the list is unchanged.
  @discardableResult
  @inlinable public mutating func insertSection(
    _ value: Section, rows: [Item] = [], before other: Section
  ) throws(ListError) -> Int {
    try insertSection(value, rows: rows, at: index(ofSection: other) ?? values.count)
  }

  /// Inserts a section after the first section carrying `other`; appends it when none does.
  ///
  /// - Returns: The new section's index.
  /// - Throws: ``ListError/sectionless(operation:list:)``; the list is unchanged.
  @discardableResult
  @inlinable public mutating func insertSection(
    _ value: Section, rows: [Item] = [], after other: Section
  ) throws(ListError) -> Int {
    try insertSection(value, rows: rows, at: index(ofSection: other).map { $0 + 1 } ?? values.count)
  }
}

// MARK: - Sectionless

extension ListData where Section == NoSection {
  /// Inserts a row at an index of the list's only section.
  ///
  /// - Throws: ``ListError/rowOutOfRange(_:operation:valid:)``; the list is unchanged.
  @discardableResult
  @inlinable public mutating func insertRow(_ item: Item, at index: Int) throws(ListError)
    -> ListIndexPath
  {
    try insertRow(item, at: ListIndexPath(section: 0, row: index))
  }

  /// Removes the row at an index of the list's only section.
  ///
  /// - Throws: ``ListError/rowOutOfRange(_:operation:valid:)``; the list is unchanged.
  @discardableResult
  @inlinable public mutating func removeRow(at index: Int) throws(ListError) -> Item {
    try removeRow(at: ListIndexPath(section: 0, row: index))
  }

  /// Replaces the row at an index of the list's only section.
  ///
  /// - Throws: ``ListError/rowOutOfRange(_:operation:valid:)``; the list is unchanged.
  @discardableResult
  @inlinable public mutating func replaceRow(at index: Int, with item: Item) throws(ListError)
    -> Item
  {
    try replaceRow(at: ListIndexPath(section: 0, row: index), with: item)
  }

  /// Moves a row of the list's only section; `destination` is its index once moved.
  ///
  /// - Throws: ``ListError/rowOutOfRange(_:operation:valid:)``; the list is unchanged.
  @inlinable public mutating func moveRow(from source: Int, to destination: Int) throws(ListError) {
    try moveRow(
      from: ListIndexPath(section: 0, row: source), to: ListIndexPath(section: 0, row: destination))
  }

  /// Merges a page of rows loaded from `start`; see
  /// ``ListData/replaceRows(from:inSection:with:)``.
  ///
  /// - Throws: ``ListError/rowOutOfRange(_:operation:valid:)`` for a negative `start`.
  @discardableResult
  @inlinable public mutating func replaceRows(from start: Int, with page: some Sequence<Item>)
    throws(ListError) -> Range<Int>
  {
    try replaceRows(from: start, inSection: 0, with: page)
  }
}
