// The edits every public edit is made of, after its indexes were checked. Each tells the batches
// under way and keeps the identity index up to date.

extension ListData {
  /// Gives the list an index of its own before an edit changes it.
  @inlinable mutating func uniqueIndex() -> IdentityIndex<Item.ID> {
    if !isKnownUniquelyReferenced(&index) { index = IdentityIndex() }
    return index
  }

  @inlinable mutating func insertRowUnchecked(_ item: Item, at path: ListIndexPath) {
    let count = storages[path.section].count
    for batch in recorders.indices {
      recorders[batch].insertRow(id: item.id, at: path, rowCount: count)
    }
    let index = uniqueIndex()
    let (tag, split) = storages[path.section].insert(item, at: path.row, tags: &nextTag)
    if let split { index.moved(split.items.lazy.map(\.id), toTag: split.tag) }
    index.inserted(item.id, tag: tag)
  }

  @discardableResult
  @inlinable mutating func removeRowUnchecked(at path: ListIndexPath) -> Item {
    let count = storages[path.section].count
    let index = uniqueIndex()
    let item = storages[path.section].remove(at: path.row)
    index.removed(item.id)
    for batch in recorders.indices {
      recorders[batch].removeRow(id: item.id, at: path, rowCount: count)
    }
    return item
  }

  /// Replaces a row: an update when the identity is the same, else a removal and an insertion.
  @discardableResult
  @inlinable mutating func replaceRowUnchecked(at path: ListIndexPath, with item: Item) -> Item {
    let old = storages[path.section][path.row]
    guard old.id == item.id else {
      removeRowUnchecked(at: path)
      insertRowUnchecked(item, at: path)
      return old
    }
    let count = storages[path.section].count
    for batch in recorders.indices {
      recorders[batch].updateRow(id: item.id, at: path, rowCount: count)
    }
    storages[path.section].replace(at: path.row, with: item)
    return old
  }

  @inlinable mutating func moveRowUnchecked(
    from source: ListIndexPath, to destination: ListIndexPath
  ) {
    let item = storages[source.section][source.row]
    let sourceCount = storages[source.section].count
    let destinationCount =
      storages[destination.section].count - (source.section == destination.section ? 1 : 0)
    for batch in recorders.indices {
      recorders[batch].moveRow(
        id: item.id, from: source, sourceCount: sourceCount, to: destination,
        destinationCount: destinationCount)
    }
    let index = uniqueIndex()
    storages[source.section].remove(at: source.row)
    index.removed(item.id)
    let (tag, split) = storages[destination.section].insert(
      item, at: destination.row, tags: &nextTag)
    if let split { index.moved(split.items.lazy.map(\.id), toTag: split.tag) }
    index.inserted(item.id, tag: tag)
  }

  @inlinable mutating func insertSectionUnchecked(
    _ value: Section, rows: some Sequence<Item>, at section: Int
  ) {
    for batch in recorders.indices { recorders[batch].insertSection(at: section) }
    let index = uniqueIndex()
    let storage = ChunkedRows(rows, tags: &nextTag)
    for (chunk, tag) in zip(storage.chunks, storage.tags) {
      for item in chunk { index.inserted(item.id, tag: tag) }
    }
    values.insert(value, at: section)
    storages.insert(storage, at: section)
  }

  @inlinable mutating func removeSectionUnchecked(at section: Int) -> ListSection<Section, Item> {
    for batch in recorders.indices { recorders[batch].removeSection(at: section) }
    uniqueIndex().invalidate()
    return ListSection(values.remove(at: section), rows: storages.remove(at: section).items)
  }

  @inlinable mutating func moveSectionUnchecked(from source: Int, to destination: Int) {
    for batch in recorders.indices {
      recorders[batch].moveSection(from: source, to: destination)
    }
    values.insert(values.remove(at: source), at: destination)
    storages.insert(storages.remove(at: source), at: destination)
  }

  @inlinable mutating func replaceSectionUnchecked(at section: Int, with value: Section) -> Section
  {
    for batch in recorders.indices { recorders[batch].updateSection(at: section) }
    defer { values[section] = value }
    return values[section]
  }
}
