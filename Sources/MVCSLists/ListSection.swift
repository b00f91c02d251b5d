/// A section of a ``ListData``: its value, such as a title, and its rows.
///
/// ```swift
/// ListSection("Favourites", rows: [sunset, harbour])
/// ```
public struct ListSection<Section, Item> {
  /// The value the section carries.
  public var value: Section
  /// The rows, in order.
  public var rows: [Item]

  /// Creates a section.
  @inlinable public init(_ value: Section, rows: [Item] = []) {
    self.value = value
    self.rows = rows
  }
}

extension ListSection: Sendable where Section: Sendable, Item: Sendable {}

extension ListSection: Equatable where Section: Equatable, Item: Equatable {}

extension ListSection: Hashable where Section: Hashable, Item: Hashable {}
