/// A row or section that stayed in a list but moved: from its position before the change to
/// its position after it.
///
/// Moves print as `from → to`, such as `0-1 → 2-0`.
public struct ListMove<Position: Hashable & Comparable & Sendable>: Hashable, Comparable, Sendable,
  CustomStringConvertible
{
  /// The position before the change.
  public var from: Position
  /// The position after the change.
  public var to: Position

  /// Creates a move.
  public init(from: Position, to: Position) {
    self.from = from
    self.to = to
  }

  public static func < (lhs: ListMove, rhs: ListMove) -> Bool {
    lhs.from < rhs.from || (lhs.from == rhs.from && lhs.to < rhs.to)
  }

  public var description: String { "\(from) → \(to)" }
}
