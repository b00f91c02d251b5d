/// One section's rows, kept in chunks of at most ``maximumChunk`` items so that an edit in the
/// middle moves one chunk's items rather than every row after it, and a copy of the list shares
/// the chunks it does not edit.
///
/// Positioning walks the chunk counts: O(rows ÷ chunk size), a few hundred integers for a
/// hundred thousand rows.
@usableFromInline struct ChunkedRows<Item> {
  @inlinable static var maximumChunk: Int { 1024 }

  @usableFromInline var chunks: [[Item]] = []
  /// The item count of each chunk, walked to find a position without touching the chunks.
  @usableFromInline var counts: [Int] = []
  /// A number naming each chunk for the lifetime of the list, so that an index from identities
  /// to chunks survives chunks being inserted before it.
  @usableFromInline var tags: [Int] = []
  @usableFromInline var count = 0

  @inlinable init() {}

  @inlinable init(_ items: some Sequence<Item>, tags nextTag: inout Int) {
    var chunk: [Item] = []
    chunk.reserveCapacity(Self.maximumChunk / 2)
    for item in items {
      chunk.append(item)
      if chunk.count == Self.maximumChunk / 2 {
        append(chunk: chunk, tag: &nextTag)
        chunk.removeAll(keepingCapacity: true)
      }
    }
    if !chunk.isEmpty { append(chunk: chunk, tag: &nextTag) }
  }

  @inlinable mutating func append(chunk: [Item], tag nextTag: inout Int) {
    chunks.append(chunk)
    counts.append(chunk.count)
    tags.append(nextTag)
    nextTag += 1
    count += chunk.count
  }

  /// The chunk holding `position` and the offset in it; for `position == count`, the end of
  /// the last chunk.
  @inlinable func locate(_ position: Int) -> (chunk: Int, offset: Int) {
    var remaining = position
    let found: (chunk: Int, offset: Int)? = counts.withUnsafeBufferPointer { counts in
      for chunk in counts.indices {
        let size = counts[chunk]
        if remaining < size { return (chunk, remaining) }
        remaining -= size
      }
      return nil
    }
    if let found { return found }
    return counts.isEmpty ? (0, 0) : (counts.count - 1, counts[counts.count - 1])
  }

  /// The position of the first item of a chunk.
  @inlinable func start(ofChunk chunk: Int) -> Int {
    var position = 0
    for index in 0..<chunk { position += counts[index] }
    return position
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

  /// Inserts an item; returns the tags of the chunk it went into and, when that chunk was split,
  /// the new chunk's tag and the items that moved there.
  @discardableResult
  @inlinable mutating func insert(_ item: Item, at position: Int, tags nextTag: inout Int) -> (
    tag: Int, split: (tag: Int, items: ArraySlice<Item>)?
  ) {
    if chunks.isEmpty {
      append(chunk: [item], tag: &nextTag)
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
      if offset > half {
        chunk += 1
        offset -= half
      }
    }
    makeRoom(inChunk: chunk)
    chunks[chunk].insert(item, at: offset)
    counts[chunk] += 1
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
    if counts[chunk] == 0 {
      chunks.remove(at: chunk)
      counts.remove(at: chunk)
      tags.remove(at: chunk)
    }
    return item
  }

  /// Gives a chunk storage of its own with room to grow, in one allocation: a chunk shared with
  /// a copy of the list is copied once, rather than copied and then grown.
  @inlinable mutating func makeRoom(inChunk chunk: Int) {
    let count = counts[chunk]
    chunks[chunk].reserveCapacity(Swift.min(Self.maximumChunk, Swift.max(16, count + count / 2)))
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
