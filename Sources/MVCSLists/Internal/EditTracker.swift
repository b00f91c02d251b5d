/// Follows a sequence through positional edits, so that a batch can say which original elements
/// were deleted (at their positions before) and where the added ones are (positions after).
///
/// The sequence is kept as pieces: runs of untouched original elements and single added ones,
/// two integers each. The pieces are kept in blocks of at most ``maximumBlock``, each with its
/// element count beside it, so that an edit walks the block counts and one block's pieces, and
/// shifts one block's pieces: O(√edits) in practice, never the elements. A plain array of pieces
/// cost a walk and a shift of every piece, which made a batch of 1,000 edits spend most of its
/// time here.
@usableFromInline struct EditTracker<Token> {
  @usableFromInline enum Piece {
    case original(start: Int, count: Int)
    case added(Token)
  }

  /// What is at a position: an original element (its index before the batch) or an added one.
  @usableFromInline enum Element {
    case original(Int)
    case added(Token)
  }

  /// A piece as stored: `start` is the original index of its first element, or `-1 - t` for the
  /// added element whose token is `tokens[t]`.
  @usableFromInline struct Span {
    @usableFromInline var start: Int
    @usableFromInline var length: Int

    @inlinable init(start: Int, length: Int) {
      self.start = start
      self.length = length
    }
  }

  /// Where a position is: the block, the piece in it, and the offset in the piece.
  @usableFromInline struct Location {
    @usableFromInline var block: Int
    @usableFromInline var piece: Int
    @usableFromInline var offset: Int

    @inlinable init(block: Int, piece: Int, offset: Int) {
      self.block = block
      self.piece = piece
      self.offset = offset
    }
  }

  @inlinable static var maximumBlock: Int { 64 }

  /// The pieces in order, in blocks that are never empty.
  @usableFromInline var blocks: [[Span]]
  /// The number of elements in each block.
  @usableFromInline var blockCounts: [Int]
  /// The tokens of added elements; a removed one stays, unused.
  @usableFromInline var tokens: [Token] = []
  /// Original indexes removed, in the order of removal.
  @usableFromInline var removedOriginals: [Int] = []

  @inlinable init(originalCount: Int) {
    blocks = originalCount > 0 ? [[Span(start: 0, length: originalCount)]] : []
    blockCounts = originalCount > 0 ? [originalCount] : []
  }

  /// The piece holding `position`; `nil` at or past the end.
  @inlinable func find(_ position: Int) -> Location? {
    var remaining = position
    let block: Int? = blockCounts.withUnsafeBufferPointer { counts in
      for index in counts.indices {
        if remaining < counts[index] { return index }
        remaining -= counts[index]
      }
      return nil
    }
    guard let block else { return nil }
    return blocks[block].withUnsafeBufferPointer { spans in
      for index in spans.indices {
        let length = spans[index].length
        if remaining < length { return Location(block: block, piece: index, offset: remaining) }
        remaining -= length
      }
      // The block counts say the position is in this block.
      preconditionFailure("EditTracker: block \(block) holds fewer elements than its count")
    }
  }

  @inlinable func element(at position: Int) -> Element? {
    guard let location = find(position) else { return nil }
    let start = blocks[location.block][location.piece].start
    return start >= 0 ? .original(start + location.offset) : .added(tokens[-1 - start])
  }

  /// Splits a block that grew past ``maximumBlock`` in two.
  @inlinable mutating func splitIfFull(_ block: Int) {
    guard blocks[block].count > Self.maximumBlock else { return }
    let half = blocks[block].count / 2
    let moved = Array(blocks[block][half...])
    blocks[block].removeSubrange(half...)
    let movedCount = moved.reduce(0) { $0 + $1.length }
    blockCounts[block] -= movedCount
    blocks.insert(moved, at: block + 1)
    blockCounts.insert(movedCount, at: block + 1)
  }

  @inlinable mutating func insert(_ token: Token, at position: Int) {
    tokens.append(token)
    let added = Span(start: -tokens.count, length: 1)
    guard let location = find(position) else {
      if let last = blocks.indices.last, blocks[last].count < Self.maximumBlock {
        blocks[last].append(added)
        blockCounts[last] += 1
      } else {
        blocks.append([added])
        blockCounts.append(1)
      }
      return
    }
    let block = location.block
    let piece = location.piece
    if location.offset == 0 {
      blocks[block].insert(added, at: piece)
    } else {
      // Split the original run: the added element goes between its two parts.
      let span = blocks[block][piece]
      blocks[block][piece].length = location.offset
      blocks[block].insert(
        contentsOf: CollectionOfTwo(
          added, Span(start: span.start + location.offset, length: span.length - location.offset)
        ), at: piece + 1)
    }
    blockCounts[block] += 1
    splitIfFull(block)
  }

  @discardableResult
  @inlinable mutating func remove(at position: Int) -> Element? {
    guard let location = find(position) else { return nil }
    let block = location.block
    let piece = location.piece
    let offset = location.offset
    let span = blocks[block][piece]
    let start = span.start
    let length = span.length
    if start < 0 || length == 1 {
      blocks[block].remove(at: piece)
    } else if offset == 0 {
      blocks[block][piece] = Span(start: start + 1, length: length - 1)
    } else if offset == length - 1 {
      blocks[block][piece].length = length - 1
    } else {
      blocks[block][piece].length = offset
      blocks[block].insert(
        Span(start: start + offset + 1, length: length - offset - 1), at: piece + 1)
    }
    blockCounts[block] -= 1
    if blocks[block].isEmpty {
      blocks.remove(at: block)
      blockCounts.remove(at: block)
    } else {
      splitIfFull(block)
    }
    if start < 0 { return .added(tokens[-1 - start]) }
    removedOriginals.append(start + offset)
    return .original(start + offset)
  }

  /// Puts an added element in place of the element at `position`, original or added, in one
  /// walk: the original element is not reported as removed.
  @inlinable mutating func replace(at position: Int, with token: Token) {
    guard let location = find(position) else { return }
    tokens.append(token)
    let added = Span(start: -tokens.count, length: 1)
    let block = location.block
    let piece = location.piece
    let offset = location.offset
    let span = blocks[block][piece]
    if span.start < 0 || span.length == 1 {
      blocks[block][piece] = added
    } else if offset == 0 {
      blocks[block][piece] = Span(start: span.start + 1, length: span.length - 1)
      blocks[block].insert(added, at: piece)
    } else if offset == span.length - 1 {
      blocks[block][piece].length = offset
      blocks[block].insert(added, at: piece + 1)
    } else {
      blocks[block][piece].length = offset
      blocks[block].insert(
        contentsOf: CollectionOfTwo(
          added, Span(start: span.start + offset + 1, length: span.length - offset - 1)),
        at: piece + 1)
    }
    splitIfFull(block)
  }

  /// Changes the token of an added element.
  @inlinable mutating func updateToken(at position: Int, _ change: (inout Token) -> Void) {
    guard let location = find(position) else { return }
    let start = blocks[location.block][location.piece].start
    guard start < 0 else { return }
    change(&tokens[-1 - start])
  }

  /// Every piece now in the sequence with the position of its first element.
  @inlinable func forEachPiece(_ body: (_ position: Int, Piece) -> Void) {
    var position = 0
    for block in blocks {
      for span in block {
        body(
          position,
          span.start >= 0
            ? .original(start: span.start, count: span.length) : .added(tokens[-1 - span.start]))
        position += span.length
      }
    }
  }
}

/// Two elements as a collection, for inserting both into an array in one shift.
@usableFromInline struct CollectionOfTwo<Element>: RandomAccessCollection {
  @usableFromInline let head: Element
  @usableFromInline let tail: Element

  @inlinable init(_ head: Element, _ tail: Element) {
    self.head = head
    self.tail = tail
  }

  @inlinable var startIndex: Int { 0 }
  @inlinable var endIndex: Int { 2 }
  @inlinable subscript(position: Int) -> Element { position == 0 ? head : tail }
}

extension EditTracker: Sendable where Token: Sendable {}
extension EditTracker.Piece: Sendable where Token: Sendable {}
extension EditTracker.Element: Sendable where Token: Sendable {}
extension EditTracker.Span: Sendable {}
extension CollectionOfTwo: Sendable where Element: Sendable {}
