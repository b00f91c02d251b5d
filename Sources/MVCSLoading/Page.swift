/// One page of items as a service returned it, with the totals it may report.
///
/// Totals are optional. The pager decides whether more pages remain from the first of these it
/// has: ``hasMore`` when the service says so, ``totalPages``, ``totalItems``, then a full page
/// (as many items as the pager's page size, as XLData does); with none of them, and no page
/// size, there is one page. An empty page always ends the paging, whatever the totals say.
///
/// ```swift
/// Page(items: photos, totalItems: response.total)   // "pagination-total-count" header
/// Page(items: photos)                                // more while pages come back full
/// ```
public struct Page<Item> {
  /// The page's items, in order.
  public var items: [Item]
  /// How many items the whole list has on the server, when the service says.
  public var totalItems: Int?
  /// How many pages the whole list has, when the service says.
  public var totalPages: Int?
  /// Whether more pages follow, when the service says so directly (a `next` link or cursor).
  public var hasMore: Bool?

  /// Creates a page.
  ///
  /// - Parameters:
  ///   - items: The page's items, in order.
  ///   - totalItems: How many items the whole list has, if known.
  ///   - totalPages: How many pages the whole list has, if known.
  ///   - hasMore: Whether more pages follow, if the service says so directly.
  public init(items: [Item], totalItems: Int? = nil, totalPages: Int? = nil, hasMore: Bool? = nil) {
    self.items = items
    self.totalItems = totalItems
    self.totalPages = totalPages
    self.hasMore = hasMore
  }
}

extension Page: Sendable where Item: Sendable {}
extension Page: Equatable where Item: Equatable {}
extension Page: Codable where Item: Codable {}
