/// Follows a sequence through positional edits, so that a batch can say which original elements
/// were deleted (at their positions before) and where the added ones are (positions after).
///
/// The sequence is kept as pieces: runs of untouched original elements and single added ones.
/// An edit walks the pieces, O(edits so far), never the elements.
struct EditTracker<Token> {
  enum Piece {
    case original(start: Int, count: Int)
    case added(Token)

    var count: Int {
      switch self {
      case .original(_, let count): count
      case .added: 1
      }
    }
  }

  /// What is at a position: an original element (its index before the batch) or an added one.
  enum Element {
    case original(Int)
    case added(Token)
  }

  private(set) var pieces: [Piece]
  /// Original indexes removed, in the order of removal.
  private(set) var removedOriginals: [Int] = []

  init(originalCount: Int) {
    pieces = originalCount > 0 ? [.original(start: 0, count: originalCount)] : []
  }

  /// The piece holding `position` and the offset in it.
  private func find(_ position: Int) -> (piece: Int, offset: Int)? {
    var remaining = position
    for (index, piece) in pieces.enumerated() {
      let count = piece.count
      if remaining < count { return (index, remaining) }
      remaining -= count
    }
    return nil
  }

  func element(at position: Int) -> Element? {
    guard let (piece, offset) = find(position) else { return nil }
    switch pieces[piece] {
    case .original(let start, _): return .original(start + offset)
    case .added(let token): return .added(token)
    }
  }

  mutating func insert(_ token: Token, at position: Int) {
    guard let (piece, offset) = find(position) else {
      pieces.append(.added(token))
      return
    }
    if offset == 0 {
      pieces.insert(.added(token), at: piece)
      return
    }
    guard case .original(let start, let count) = pieces[piece] else { return }
    pieces.replaceSubrange(
      piece...piece,
      with: [
        .original(start: start, count: offset), .added(token),
        .original(start: start + offset, count: count - offset),
      ])
  }

  @discardableResult
  mutating func remove(at position: Int) -> Element? {
    guard let (piece, offset) = find(position) else { return nil }
    switch pieces[piece] {
    case .added(let token):
      pieces.remove(at: piece)
      return .added(token)
    case .original(let start, let count):
      var replacement: [Piece] = []
      if offset > 0 { replacement.append(.original(start: start, count: offset)) }
      if offset + 1 < count {
        replacement.append(.original(start: start + offset + 1, count: count - offset - 1))
      }
      pieces.replaceSubrange(piece...piece, with: replacement)
      removedOriginals.append(start + offset)
      return .original(start + offset)
    }
  }

  /// Changes the token of an added element.
  mutating func updateToken(at position: Int, _ change: (inout Token) -> Void) {
    guard let (piece, _) = find(position), case .added(var token) = pieces[piece] else { return }
    change(&token)
    pieces[piece] = .added(token)
  }

  /// Every element now in the sequence with its position, original ones as runs.
  func forEachPiece(_ body: (_ position: Int, Piece) -> Void) {
    var position = 0
    for piece in pieces {
      body(position, piece)
      position += piece.count
    }
  }
}

extension EditTracker: Sendable where Token: Sendable {}
extension EditTracker.Piece: Sendable where Token: Sendable {}
