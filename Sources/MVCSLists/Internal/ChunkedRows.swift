/// One section's rows, kept in chunks of at most ``maximumChunk`` items, so that an edit in the
/// middle moves one chunk's items rather than every row after it, and a copy of the list shares
/// the chunks it does not edit: an edit of a copy copies one small chunk, not the rows.
///
/// The per-chunk tables are paged (``PagedArray``, 64 chunks a page), so that the first edit of
/// a copy copies one page of each table it changes and the page references, not whole tables. A
/// Fenwick tree over the row counts of the pages, a small plain array, finds the page of a
/// position in O(log pages); a scan of the page's 64 counts then finds the chunk.
@usableFromInline struct ChunkedRows<Item> {
  @inlinable static var maximumChunk: Int { 128 }

  @usableFromInline var chunks: PagedArray<[Item]> = []
  /// The item count of each chunk.
  @usableFromInline var counts: PagedArray<Int> = []
  /// A number naming each chunk for the lifetime of the list, so that an index from identities
  /// to chunks survives chunks being inserted before it.
  @usableFromInline var tags: PagedArray<Int> = []
  /// The Fenwick tree of the row counts of the pages of `counts`, 1-based: `pageTree[i]` sums
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
        chunks.append(chunk)
        chunk = []
      }
    }
    if !chunk.isEmpty { chunks.append(chunk) }
    counts = PagedArray(chunks.lazy.map(\.count))
    tags = PagedArray(nextTag..<(nextTag + chunks.count))
    nextTag += chunks.count
    count = counts.reduce(0, +)
    rebuildTree()
  }

  // MARK: - Positions

  /// The page of `counts` holding a chunk's count.
  @inlinable static func page(ofChunk chunk: Int) -> Int {
    chunk &>> PagedArray<Int>.pageShift
  }

  @inlinable mutating func rebuildTree() {
    let pageCount = counts.pages.count
    pageTree = [Int](repeating: 0, count: pageCount + 1)
    for (page, pageCounts) in counts.pages.enumerated() {
      pageTree[page + 1] = pageCounts.reduce(0, +)
    }
    for index in pageTree.indices.dropFirst() {
      let parent = index + (index & -index)
      if parent <= pageCount { pageTree[parent] += pageTree[index] }
    }
  }

  @inlinable mutating func add(_ delta: Int, toChunk chunk: Int) {
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
    let first = page &<< PagedArray<Int>.pageShift
    for earlier in first..<chunk { position += counts[earlier] }
    return position
  }

  /// The chunk holding `position` and the offset in it; for `position == count`, the end of
  /// the last chunk.
  @inlinable func locate(_ position: Int) -> (chunk: Int, offset: Int) {
    let size = counts.count
    guard position < count, size > 0 else {
      return size == 0 ? (0, 0) : (size - 1, counts[size - 1])
    }
    let pageCount = pageTree.count - 1
    var page = 0
    var remaining = position
    var step = 1
    while step * 2 <= pageCount { step *= 2 }
    while step > 0 {
      let next = page + step
      if next <= pageCount, pageTree[next] <= remaining {
        page = next
        remaining -= pageTree[next]
      }
      step /= 2
    }
    var chunk = page &<< PagedArray<Int>.pageShift
    while remaining >= counts[chunk] {
      remaining -= counts[chunk]
      chunk += 1
    }
    return (chunk, remaining)
  }

  @inlinable subscript(position: Int) -> Item {
    let (chunk, offset) = locate(position)
    return chunks[chunk][offset]
  }

  @inlinable var items: [Item] {
    var all: [Item] = []
    all.reserveCapacity(count)
    for chunk in chunks { all.append(contentsOf: chunk) }
    return all
  }

  // MARK: - Edits

  /// Gives a chunk storage of its own with room to grow, in one allocation: a chunk shared with
  /// a copy of the list is copied once, rather than copied and then grown.
  @inlinable mutating func makeRoom(inChunk chunk: Int) {
    let count = counts[chunk]
    chunks[chunk].reserveCapacity(Swift.min(Self.maximumChunk, Swift.max(16, count + count / 2)))
  }

  /// Inserts an item; returns the tag of the chunk it went into and, when that chunk was split,
  /// the new chunk's tag and the items that moved there.
  @discardableResult
  @inlinable mutating func insert(_ item: Item, at position: Int, tags nextTag: inout Int) -> (
    tag: Int, split: (tag: Int, items: ArraySlice<Item>)?
  ) {
    if chunks.isEmpty {
      chunks = [[item]]
      counts = [1]
      tags = [nextTag]
      nextTag += 1
      count = 1
      rebuildTree()
      return (tags[0], nil)
    }
    var (chunk, offset) = locate(position)
    var split: (tag: Int, items: ArraySlice<Item>)?
    if counts[chunk] >= Self.maximumChunk {
      let half = counts[chunk] / 2
      let moved = chunks[chunk][half...]
      chunks[chunk].removeSubrange(half...)
      counts[chunk] = half
      chunks.insert(Array(moved), at: chunk + 1)
      counts.insert(moved.count, at: chunk + 1)
      tags.insert(nextTag, at: chunk + 1)
      split = (nextTag, moved)
      nextTag += 1
      // Appending, the common case of a growing list, moves rows within the last page, whose
      // total stays; a new page, or a split in the middle that shifts the later pages, rebuilds
      // the page totals, once in many edits.
      let isLast = chunk + 2 == counts.count
      if !isLast || Self.page(ofChunk: chunk + 1) != Self.page(ofChunk: chunk) {
        rebuildTree()
      }
      if offset > half {
        chunk += 1
        offset -= half
      }
    }
    makeRoom(inChunk: chunk)
    chunks[chunk].insert(item, at: offset)
    counts[chunk] += 1
    add(1, toChunk: chunk)
    count += 1
    return (tags[chunk], split)
  }

  @discardableResult
  @inlinable mutating func remove(at position: Int) -> Item {
    let (chunk, offset) = locate(position)
    makeRoom(inChunk: chunk)
    let item = chunks[chunk].remove(at: offset)
    counts[chunk] -= 1
    count -= 1
    add(-1, toChunk: chunk)
    if counts[chunk] == 0 {
      chunks.remove(at: chunk)
      counts.remove(at: chunk)
      tags.remove(at: chunk)
      if chunk < counts.count {
        rebuildTree()
      } else if counts.pages.count < pageTree.count - 1 {
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
    chunks[chunk][offset] = item
    return tags[chunk]
  }
}

extension ChunkedRows: Sendable where Item: Sendable {}
