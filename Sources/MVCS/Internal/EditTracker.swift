/// Follows a sequence through positional edits, so that a batch can say which original elements
/// were deleted (at their positions before) and where the added ones are (positions after).
///
/// The sequence is kept as pieces: runs of untouched original elements and single added ones.
/// An edit walks the piece lengths, O(edits so far), never the elements.
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

  @usableFromInline var pieces: [Piece]
  /// The length of each piece, walked to find a position: a dense array of integers.
  @usableFromInline var lengths: [Int]
  /// Original indexes removed, in the order of removal.
  @usableFromInline var removedOriginals: [Int] = []

  @inlinable init(originalCount: Int) {
    pieces = originalCount > 0 ? [.original(start: 0, count: originalCount)] : []
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
    switch pieces[piece] {
    case .original(let start, _): return .original(start + offset)
    case .added(let token): return .added(token)
    }
  }

  @inlinable mutating func replacePiece(_ piece: Int, with replacement: [Piece]) {
    pieces.replaceSubrange(piece...piece, with: replacement)
    lengths.replaceSubrange(
      piece...piece,
      with: replacement.lazy.map {
        switch $0 {
        case .original(_, let count): count
        case .added: 1
        }
      })
  }

  @inlinable mutating func insert(_ token: Token, at position: Int) {
    guard let (piece, offset) = find(position) else {
      pieces.append(.added(token))
      lengths.append(1)
      return
    }
    if offset == 0 {
      pieces.insert(.added(token), at: piece)
      lengths.insert(1, at: piece)
      return
    }
    guard case .original(let start, let count) = pieces[piece] else { return }
    replacePiece(
      piece,
      with: [
        .original(start: start, count: offset), .added(token),
        .original(start: start + offset, count: count - offset),
      ])
  }

  @discardableResult
  @inlinable mutating func remove(at position: Int) -> Element? {
    guard let (piece, offset) = find(position) else { return nil }
    switch pieces[piece] {
    case .added(let token):
      pieces.remove(at: piece)
      lengths.remove(at: piece)
      return .added(token)
    case .original(let start, let count):
      var replacement: [Piece] = []
      if offset > 0 { replacement.append(.original(start: start, count: offset)) }
      if offset + 1 < count {
        replacement.append(.original(start: start + offset + 1, count: count - offset - 1))
      }
      replacePiece(piece, with: replacement)
      removedOriginals.append(start + offset)
      return .original(start + offset)
    }
  }

  /// Changes the token of an added element.
  @inlinable mutating func updateToken(at position: Int, _ change: (inout Token) -> Void) {
    guard let (piece, _) = find(position), case .added(var token) = pieces[piece] else { return }
    change(&token)
    pieces[piece] = .added(token)
  }

  /// Every piece now in the sequence with the position of its first element.
  @inlinable func forEachPiece(_ body: (_ position: Int, Piece) -> Void) {
    var position = 0
    for (piece, length) in zip(pieces, lengths) {
      body(position, piece)
      position += length
    }
  }
}

extension EditTracker: Sendable where Token: Sendable {}
extension EditTracker.Piece: Sendable where Token: Sendable {}
