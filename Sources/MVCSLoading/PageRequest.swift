/// Which page a ``Pager`` asks for: its number, and the offset and limit of offset paging.
///
/// The store turns it into its service's request: `page.number` for page-numbered APIs,
/// `page.offset` and `page.limit` for offset paging (see ``OffsetPaging``).
///
/// ```swift
/// Pager(pipeline: pipeline, list: \.photos, state: \.paging, tasks: environment.tasks,
///       pageSize: 20) { [photos] page in
///   try await photos.response(to: PhotoPageRequest(page: page.number))
/// }
/// ```
public struct PageRequest: Sendable, Hashable, Codable, CustomStringConvertible {
  /// The page's number: the pager's first page number (1 by default) for the first page.
  public var number: Int
  /// How many items the pages before this one returned: where this page starts on the server.
  public var offset: Int
  /// How many items a page holds; 0 when the pager does not page (one request returns all).
  public var limit: Int

  /// Creates a request.
  ///
  /// - Parameters:
  ///   - number: The page's number.
  ///   - offset: How many items the pages before it returned.
  ///   - limit: How many items a page holds; 0 for no paging.
  public init(number: Int, offset: Int, limit: Int) {
    self.number = number
    self.offset = offset
    self.limit = limit
  }

  /// `page 2 (offset 20, limit 20)`.
  public var description: String { "page \(number) (offset \(offset), limit \(limit))" }
}
