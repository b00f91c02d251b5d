/// The rows of a list, optionally grouped in sections that carry a value of their own, with the
/// index-path API a table or collection view asks for.
///
/// A list is a value. Rows are `Identifiable` and found by identity, never by equality, so two
/// rows that look alike never confuse it. Every edit that gets an index checks it first: an
/// index out of range throws a ``ListError`` naming the index and the valid range, and leaves
/// the list unchanged.
///
/// A list whose section type is ``NoSection`` is *sectionless*: it has exactly one section, and
/// edits of sections throw ``ListError/sectionless(operation:list:)``.
///
/// ```swift
/// var photos = ListData<NoSection, Photo>(rows: [sunset, harbour])
/// try photos.insertRow(forest, at: 1)
///
/// var settings = ListData<String, Setting>(sections: [
///   ListSection("Account", rows: [name, email]),
///   ListSection("Privacy", rows: [tracking]),
/// ])
/// let changes = try settings.batch { list in
///   try list.appendRow(password, toSection: 0)
///   try list.removeSection(at: 1)
/// }
/// print(changes)  // insert rows [0-2], delete sections [1]
/// ```
///
/// Rows live in chunks of up to 128, so an edit in the middle of a long list moves one chunk's
/// rows, and a copy shares the chunks it does not edit. The list's code is inlinable, so the
/// compiler specialises it for your row type.
public struct ListData<Section, Item: Identifiable> {
  @usableFromInline var values: [Section]
  @usableFromInline var storages: [ChunkedRows<Item>]
  @usableFromInline var nextTag = 0
  @usableFromInline var index = IdentityIndex<Item.ID>()
  /// The recorders of the batches under way, innermost last.
  @usableFromInline var recorders: [ListRecorder<Item.ID>] = []
  /// Set once a pipeline property stores the list (see `_PipelineList`); copies carry it.
  @usableFromInline var pipelineRecord: ListWriteRecord?

  /// Whether the list has sections of its own: `false` when its section type is ``NoSection``.
  @inlinable public var hasSections: Bool { Section.self != NoSection.self }

  /// Creates an empty list: without sections, or with a single empty section when the list is
  /// sectionless.
  @inlinable public init() {
    values = []
    storages = []
    if !hasSections, let none = NoSection() as? Section {
      values = [none]
      storages = [ChunkedRows()]
    }
  }

  /// Creates a list of these sections. A sectionless list puts all their rows in its section.
  @inlinable public init(sections: some Sequence<ListSection<Section, Item>>) {
    self.init()
    if hasSections {
      for section in sections {
        values.append(section.value)
        storages.append(ChunkedRows(section.rows, tags: &nextTag))
      }
    } else {
      storages = [ChunkedRows(sections.lazy.flatMap(\.rows), tags: &nextTag)]
    }
  }

  // MARK: - Counts

  /// The number of sections; always 1 for a sectionless list.
  @inlinable public var sectionCount: Int { values.count }

  /// The number of rows in all sections.
  @inlinable public var rowCount: Int { storages.reduce(0) { $0 + $1.count } }

  /// Whether no section has a row. A list with empty sections is empty.
  @inlinable public var isEmpty: Bool { storages.allSatisfy { $0.count == 0 } }

  /// The number of rows in a section.
  ///
  /// - Throws: ``ListError/sectionOutOfRange(_:operation:valid:)``.
  @inlinable public func rowCount(inSection section: Int) throws(ListError) -> Int {
    try checkSection(section, "count the rows of")
    return storages[section].count
  }

  // MARK: - Lookup

  /// The value a section carries, such as its title.
  ///
  /// - Throws: ``ListError/sectionOutOfRange(_:operation:valid:)``.
  @inlinable public func section(at section: Int) throws(ListError) -> Section {
    try checkSection(section, "read")
    return values[section]
  }

  /// The rows of a section, in order.
  ///
  /// - Throws: ``ListError/sectionOutOfRange(_:operation:valid:)``.
  @inlinable public func rows(inSection section: Int) throws(ListError) -> [Item] {
    try checkSection(section, "read the rows of")
    return storages[section].items
  }

  /// The row at an index path.
  ///
  /// - Throws: ``ListError/sectionOutOfRange(_:operation:valid:)`` or
  ///   ``ListError/rowOutOfRange(_:operation:valid:)``.
  @inlinable public func row(at indexPath: ListIndexPath) throws(ListError) -> Item {
    try checkRow(indexPath, "read")
    return storages[indexPath.section][indexPath.row]
  }

  /// The values of the sections, in order.
  @inlinable public var sectionValues: [Section] { values }

  /// Every section with its rows, in order.
  @inlinable public var sections: [ListSection<Section, Item>] {
    zip(values, storages).map { ListSection($0, rows: $1.items) }
  }

  /// The index path of the row with this identity; `nil` when there is none.
  ///
  /// The lookup hashes the identity, then walks chunk counts: it does not scan the rows. The
  /// first lookup after the list was copied and edited builds the index, once. When several rows
  /// share the identity, it finds one of them.
  @inlinable public func indexPath(ofID id: Item.ID) -> ListIndexPath? {
    let tag = index.tag(of: id) {
      var pairs: [(Item.ID, Int)] = []
      for storage in storages {
        for (chunk, tag) in zip(storage.chunks, storage.tags) {
          for item in chunk { pairs.append((item.id, tag)) }
        }
      }
      return pairs
    }
    guard let tag else { return nil }
    for (section, storage) in storages.enumerated() {
      guard let chunk = storage.tags.firstIndex(of: tag) else { continue }
      guard let offset = storage.chunks[chunk].firstIndex(where: { $0.id == id }) else {
        return nil
      }
      return ListIndexPath(section: section, row: storage.start(ofChunk: chunk) + offset)
    }
    return nil
  }

  /// The index path of the row with the identity of `item`; `nil` when there is none.
  @inlinable public func indexPath(of item: Item) -> ListIndexPath? {
    indexPath(ofID: item.id)
  }

  /// The index path of the first row, in section order, that satisfies `predicate`.
  @inlinable public func firstIndexPath(where predicate: (Item) throws -> Bool) rethrows
    -> ListIndexPath?
  {
    for (section, storage) in storages.enumerated() {
      var row = 0
      for chunk in storage.chunks {
        for item in chunk {
          if try predicate(item) { return ListIndexPath(section: section, row: row) }
          row += 1
        }
      }
    }
    return nil
  }

  // MARK: - Checks

  @inlinable func checkSection(_ section: Int, _ operation: String, allowingEnd: Bool = false)
    throws(ListError)
  {
    let upper = allowingEnd ? values.count : values.count - 1
    guard section < 0 || section > upper else { return }
    throw .sectionOutOfRange(section, operation: operation, valid: upper >= 0 ? 0...upper : nil)
  }

  @inlinable func checkRow(
    _ indexPath: ListIndexPath, _ operation: String, allowingEnd: Bool = false
  )
    throws(ListError)
  {
    try checkSection(indexPath.section, operation)
    let count = storages[indexPath.section].count
    let upper = allowingEnd ? count : count - 1
    guard indexPath.row < 0 || indexPath.row > upper else { return }
    throw .rowOutOfRange(indexPath, operation: operation, valid: upper >= 0 ? 0...upper : nil)
  }

  @inlinable func checkHasSections(_ operation: String) throws(ListError) {
    guard hasSections else {
      throw .sectionless(operation: operation, list: "ListData<NoSection, \(Item.self)>")
    }
  }
}

// MARK: - Sections and conformances

extension ListData: Sendable where Section: Sendable, Item: Sendable, Item.ID: Sendable {}

extension ListData: Equatable where Section: Equatable, Item: Equatable {
  /// Whether both lists have equal sections holding equal rows in the same order.
  ///
  /// A pipeline property compares each list written to it with the one it holds: chunks that a
  /// copy still shares with the original compare by reference, so comparing an edited copy costs
  /// O(chunks it edited), not O(rows).
  @inlinable public static func == (lhs: ListData, rhs: ListData) -> Bool {
    lhs.values == rhs.values && lhs.storages.count == rhs.storages.count
      && zip(lhs.storages, rhs.storages).allSatisfy { ChunkedRows.haveEqualRows($0, $1) }
  }
}

extension ListData: CustomStringConvertible {
  /// The sections and the identities of their rows, such as `[Fruit: 1, 2] [Veg: 3]`.
  @inlinable public var description: String {
    zip(values, storages).map { value, rows in
      let ids = rows.items.map { "\($0.id)" }.joined(separator: ", ")
      return hasSections ? "[\(value): \(ids)]" : "[\(ids)]"
    }.joined(separator: " ")
  }
}

extension ListData where Section == NoSection {
  /// Creates a sectionless list of these rows.
  @inlinable public init(rows: some Sequence<Item>) {
    self.init()
    storages = [ChunkedRows(rows, tags: &nextTag)]
  }

  /// The rows, in order.
  @inlinable public var rows: [Item] { storages[0].items }

  /// The row at an index.
  ///
  /// - Throws: ``ListError/rowOutOfRange(_:operation:valid:)``.
  @inlinable public func row(at index: Int) throws(ListError) -> Item {
    try row(at: ListIndexPath(section: 0, row: index))
  }
}
