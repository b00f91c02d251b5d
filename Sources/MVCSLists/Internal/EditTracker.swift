/// Follows a sequence through positional edits, so that a batch can say which original elements
/// were deleted (at their positions before) and where the added ones are (positions after).
///
/// The sequence is kept as pieces: runs of untouched original elements and single added ones,
/// two integers each. An edit walks the piece lengths, O(edits so far), never the elements.
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

  /// For each piece, the original index of its first element, or `-1 - t` for the added
  /// element whose token is `tokens[t]`.
  @usableFromInline var starts: [Int]
  /// The length of each piece, walked to find a position.
  @usableFromInline var lengths: [Int]
  /// The tokens of added elements; a removed one stays, unused.
  @usableFromInline var tokens: [Token] = []
  /// Original indexes removed, in the order of removal.
  @usableFromInline var removedOriginals: [Int] = []

  @inlinable init(originalCount: Int) {
    starts = originalCount > 0 ? [0] : []
    lengths = originalCount > 0 ? [originalCount] : []
  }

  /// The piece holding `position` and the offset in it.
  @inlinable func find(_ position: Int) -> (piece: Int, offset: Int)? {
    var remaining = position
    return lengths.withUnsafeBufferPointer { lengths in
      for index in lengths.indices {
        let length = lengths[index]
        if remaining < length { return (index, remaining) }
        remaining -= length
      }
      return nil
    }
  }

  @inlinable func element(at position: Int) -> Element? {
    guard let (piece, offset) = find(position) else { return nil }
    let start = starts[piece]
    return start >= 0 ? .original(start + offset) : .added(tokens[-1 - start])
  }

  @inlinable mutating func insertPiece(start: Int, length: Int, at piece: Int) {
    starts.insert(start, at: piece)
    lengths.insert(length, at: piece)
  }

  @inlinable mutating func insert(_ token: Token, at position: Int) {
    tokens.append(token)
    let added = -tokens.count
    guard let (piece, offset) = find(position) else {
      starts.append(added)
      lengths.append(1)
      return
    }
    if offset == 0 {
      insertPiece(start: added, length: 1, at: piece)
      return
    }
    // Split the original run: the added element goes between its two parts.
    let start = starts[piece]
    let length = lengths[piece]
    lengths[piece] = offset
    insertPiece(start: start + offset, length: length - offset, at: piece + 1)
    insertPiece(start: added, length: 1, at: piece + 1)
  }

  @discardableResult
  @inlinable mutating func remove(at position: Int) -> Element? {
    guard let (piece, offset) = find(position) else { return nil }
    let start = starts[piece]
    let length = lengths[piece]
    if start < 0 || length == 1 {
      starts.remove(at: piece)
      lengths.remove(at: piece)
    } else if offset == 0 {
      starts[piece] = start + 1
      lengths[piece] = length - 1
    } else if offset == length - 1 {
      lengths[piece] = length - 1
    } else {
      lengths[piece] = offset
      insertPiece(start: start + offset + 1, length: length - offset - 1, at: piece + 1)
    }
    if start < 0 { return .added(tokens[-1 - start]) }
    removedOriginals.append(start + offset)
    return .original(start + offset)
  }

  /// Changes the token of an added element.
  @inlinable mutating func updateToken(at position: Int, _ change: (inout Token) -> Void) {
    guard let (piece, _) = find(position), starts[piece] < 0 else { return }
    change(&tokens[-1 - starts[piece]])
  }

  /// Every piece now in the sequence with the position of its first element.
  @inlinable func forEachPiece(_ body: (_ position: Int, Piece) -> Void) {
    var position = 0
    for (start, length) in zip(starts, lengths) {
      body(
        position, start >= 0 ? .original(start: start, count: length) : .added(tokens[-1 - start]))
      position += length
    }
  }
}

extension EditTracker: Sendable where Token: Sendable {}
extension EditTracker.Piece: Sendable where Token: Sendable {}
extension EditTracker.Element: Sendable where Token: Sendable {}
