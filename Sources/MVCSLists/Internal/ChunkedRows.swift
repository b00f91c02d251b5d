/// One section's rows, kept in chunks of at most ``maximumChunk`` items, so that an edit in the
/// middle moves one chunk's items rather than every row after it, and a copy of the list shares
/// the chunks it does not edit: an edit of a copy copies one small chunk, not the rows.
///
/// The table of chunks is paged (``PagedArray``, 64 chunks a page), each chunk with its count
/// and the rows of its page up to its end beside it, so that the first edit of a copy copies one
/// page and the page references, not the table. A Fenwick tree over the row counts of the pages,
/// a small plain array, finds the page of a position in O(log pages); a binary search of the
/// page's ends then finds the chunk. An edit adds to the ends after its chunk in its page: a
/// short loop over one page that the copy of the page already brought into cache.
@usableFromInline struct ChunkedRows<Item> {
  @inlinable static var maximumChunk: Int { 128 }

  /// The chunks, each with its item count: one table, so that an edit of a copy copies one page
  /// of it, and a position is found from the counts without reading the chunks.
  @usableFromInline var entries: PagedArray<ChunkEntry<Item>> = []
  /// A number naming each chunk for the lifetime of the list, so that an index from identities
  /// to chunks survives chunks being inserted before it.
  @usableFromInline var tags: PagedArray<Int> = []
  /// The Fenwick tree of the row counts of the pages of `entries`, 1-based: `pageTree[i]` sums
  /// the rows of pages `i - (i & -i) ..< i`.
  @usableFromInline var pageTree: [Int] = [0]
  @usableFromInline var count = 0

  @inlinable init() {}

  @inlinable init(_ items: some Sequence<Item>, tags nextTag: inout Int) {
    var chunk: [Item] = []
    for item in items {
      if chunk.isEmpty { chunk.reserveCapacity(Self.maximumChunk / 2) }
      chunk.append(item)
      if chunk.count == Self.maximumChunk / 2 {
        entries.append(ChunkEntry(chunk))
        chunk = []
      }
    }
    if !chunk.isEmpty { entries.append(ChunkEntry(chunk)) }
    tags = PagedArray(nextTag..<(nextTag + entries.count))
    nextTag += entries.count
    count = entries.reduce(0) { $0 + $1.count }
    recomputeEnds(fromPage: 0)
    rebuildTree()
  }

  /// The chunks, in order.
  @inlinable var chunks: LazyMapCollection<PagedArray<ChunkEntry<Item>>, [Item]> {
    entries.lazy.map(\.items)
  }

  /// The item count of each chunk.
  @inlinable var counts: LazyMapCollection<PagedArray<ChunkEntry<Item>>, Int> {
    entries.lazy.map(\.count)
  }

  // MARK: - Positions

  /// The page of `entries` holding a chunk.
  @inlinable static func page(ofChunk chunk: Int) -> Int {
    chunk &>> PagedArray<Int>.pageShift
  }

  /// Sets the end of every chunk of the pages from `first` on from the chunks' counts, after
  /// chunks were inserted or removed.
  @inlinable mutating func recomputeEnds(fromPage first: Int) {
    for page in first..<entries.pages.count {
      entries.pages[page].withUnsafeMutableBufferPointer { page in
        var end = 0
        for index in page.indices {
          end += page[index].count
          page[index].end = end
        }
      }
    }
  }

  /// Rebuilds the page tree from the ends of the pages' last chunks.
  @inlinable mutating func rebuildTree() {
    let pageCount = entries.pages.count
    pageTree = [Int](repeating: 0, count: pageCount + 1)
    for (page, pageEntries) in entries.pages.enumerated() {
      pageTree[page + 1] = pageEntries.last?.end ?? 0
    }
    for index in pageTree.indices.dropFirst() {
      let parent = index + (index & -index)
      if parent <= pageCount { pageTree[parent] += pageTree[index] }
    }
  }

  /// Adds to the ends of a chunk and of the chunks after it in its page, and to its page's
  /// total, after its count changed by `delta`.
  @inlinable mutating func add(_ delta: Int, toChunk chunk: Int) {
    entries.pages[Self.page(ofChunk: chunk)].withUnsafeMutableBufferPointer { page in
      for index in (chunk & (PagedArray<Int>.pageSize - 1))..<page.count {
        page[index].end += delta
      }
    }
    var index = Self.page(ofChunk: chunk) + 1
    while index < pageTree.count {
      pageTree[index] += delta
      index += index & -index
    }
  }

  /// The position of the first item of a chunk.
  @inlinable func start(ofChunk chunk: Int) -> Int {
    let page = Self.page(ofChunk: chunk)
    var index = page
    var position = 0
    while index > 0 {
      position += pageTree[index]
      index -= index & -index
    }
    if chunk & (PagedArray<Int>.pageSize - 1) > 0 { position += entries[chunk - 1].end }
    return position
  }

  /// The chunk holding `position` and the offset in it; for `position == count`, the end of
  /// the last chunk.
  @inlinable func locate(_ position: Int) -> (chunk: Int, offset: Int) {
    let size = entries.count
    guard position < count, size > 0 else {
      return size == 0 ? (0, 0) : (size - 1, entries[size - 1].count)
    }
    // Both searches choose by masks rather than branches: which way a random position goes
    // cannot be predicted, and a mispredicted branch costs more than the loads.
    var page = 0
    var remaining = position
    pageTree.withUnsafeBufferPointer { tree in
      let pageCount = tree.count - 1
      var step = 1
      while step &* 2 <= pageCount { step &*= 2 }
      while step > 0 {
        let next = page &+ step
        if next <= pageCount {
          let rows = tree[next]
          // All ones when the page range ends at or before `remaining`, so it is passed.
          let passed = ~((remaining &- rows) &>> (Int.bitWidth - 1))
          page &+= step & passed
          remaining &-= rows & passed
        }
        step &>>= 1
      }
    }
    // The first chunk of the page whose end is past `remaining`: it lies in
    // `base ..< base + length`, which halves each step.
    let found = entries.pages[page].withUnsafeBufferPointer { page in
      var base = 0
      var length = page.count
      while length > 1 {
        let half = length &>> 1
        let passed = ~((remaining &- page[base &+ half &- 1].end) &>> (Int.bitWidth - 1))
        base &+= half & passed
        length &-= half
      }
      return (chunk: base, offset: remaining &- (base > 0 ? page[base &- 1].end : 0))
    }
    return ((page &<< PagedArray<Int>.pageShift) + found.chunk, found.offset)
  }

  @inlinable subscript(position: Int) -> Item {
    let (chunk, offset) = locate(position)
    return entries[chunk].items[offset]
  }

  @inlinable var items: [Item] {
    var all: [Item] = []
    all.reserveCapacity(count)
    for entry in entries { all.append(contentsOf: entry.items) }
    return all
  }

  // MARK: - Edits

  /// Gives a chunk storage of its own with room to grow, in one allocation: a chunk shared with
  /// a copy of the list is copied once, rather than copied and then grown. The room is a few
  /// rows, not half the chunk: a batch on a copy touches most chunks once, and the smaller
  /// copies keep a batch on a long list in less memory.
  @inlinable mutating func makeRoom(inChunk chunk: Int) {
    let count = entries[chunk].count
    entries[chunk].items.reserveCapacity(
      Swift.min(Self.maximumChunk, count + 16))
  }

  /// Inserts an item; returns the tag of the chunk it went into and, when that chunk was split,
  /// the new chunk's tag and the items that moved there.
  @discardableResult
  @inlinable mutating func insert(_ item: Item, at position: Int, tags nextTag: inout Int) -> (
    tag: Int, split: (tag: Int, items: ArraySlice<Item>)?
  ) {
    if entries.isEmpty {
      entries = [ChunkEntry([item])]
      tags = [nextTag]
      nextTag += 1
      count = 1
      recomputeEnds(fromPage: 0)
      rebuildTree()
      return (tags[0], nil)
    }
    var (chunk, offset) = locate(position)
    var split: (tag: Int, items: ArraySlice<Item>)?
    if entries[chunk].count >= Self.maximumChunk {
      let half = entries[chunk].count / 2
      let moved = entries[chunk].items[half...]
      entries[chunk].items.removeSubrange(half...)
      entries[chunk].count = half
      entries.insert(ChunkEntry(Array(moved)), at: chunk + 1)
      tags.insert(nextTag, at: chunk + 1)
      split = (nextTag, moved)
      nextTag += 1
      // The split shifted the chunks after it across the later pages, which it copied.
      recomputeEnds(fromPage: Self.page(ofChunk: chunk))
      // Appending, the common case of a growing list, moves rows within the last page, whose
      // total stays; a new page, or a split in the middle that shifts the later pages, rebuilds
      // the page totals, once in many edits.
      let isLast = chunk + 2 == entries.count
      if !isLast || Self.page(ofChunk: chunk + 1) != Self.page(ofChunk: chunk) {
        rebuildTree()
      }
      if offset > half {
        chunk += 1
        offset -= half
      }
    }
    makeRoom(inChunk: chunk)
    entries[chunk].items.insert(item, at: offset)
    entries[chunk].count += 1
    add(1, toChunk: chunk)
    count += 1
    return (tags[chunk], split)
  }

  @discardableResult
  @inlinable mutating func remove(at position: Int) -> Item {
    let (chunk, offset) = locate(position)
    makeRoom(inChunk: chunk)
    let item = entries[chunk].items.remove(at: offset)
    entries[chunk].count -= 1
    count -= 1
    add(-1, toChunk: chunk)
    if entries[chunk].count == 0 {
      entries.remove(at: chunk)
      tags.remove(at: chunk)
      if chunk < entries.count {
        recomputeEnds(fromPage: Self.page(ofChunk: chunk))
        rebuildTree()
      } else if entries.pages.count < pageTree.count - 1 {
        // The last page went with its last chunk.
        pageTree.removeLast()
      }
    }
    return item
  }

  /// Replaces an item; returns the tag of its chunk.
  @discardableResult
  @inlinable mutating func replace(at position: Int, with item: Item) -> Int {
    let (chunk, offset) = locate(position)
    makeRoom(inChunk: chunk)
    entries[chunk].items[offset] = item
    return tags[chunk]
  }
}

/// A chunk of rows with its count and where it ends in its page, kept beside it so that finding
/// a position reads only the table, not the chunks.
@usableFromInline struct ChunkEntry<Item> {
  @usableFromInline var items: [Item]
  /// Always `items.count`.
  @usableFromInline var count: Int
  /// The rows of the chunks of its page up to and including this one; set by its ``ChunkedRows``.
  @usableFromInline var end = 0

  @inlinable init(_ items: [Item]) {
    self.items = items
    count = items.count
  }
}

extension ChunkedRows where Item: Equatable {
  /// Whether both hold equal rows in the same order. Pages a copy still shares compare by
  /// reference, and so do chunks within an edited page: comparing an edited copy with its
  /// original costs the pages and chunks it edited, not the rows.
  @inlinable static func haveEqualRows(_ lhs: ChunkedRows, _ rhs: ChunkedRows) -> Bool {
    guard lhs.count == rhs.count else { return false }
    if lhs.entries.pages.count == rhs.entries.pages.count {
      var isSameLayout = true
      for (left, right) in zip(lhs.entries.pages, rhs.entries.pages) where left != right {
        // Chunks of the same sizes hold the same positions: a difference is a different row.
        guard left.count == right.count, zip(left, right).allSatisfy({ $0.count == $1.count })
        else {
          isSameLayout = false
          break
        }
        return false
      }
      if isSameLayout { return true }
    }
    return lhs.chunks.joined().elementsEqual(rhs.chunks.joined())
  }
}

extension ChunkedRows: Sendable where Item: Sendable {}
extension ChunkEntry: Sendable where Item: Sendable {}
extension ChunkEntry: Equatable where Item: Equatable {}
