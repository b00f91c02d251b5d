public import Foundation
import MVCS
import MVCSSupport

/// Offset and limit paging of a JSON endpoint, as XLData's data loader: the query of each page,
/// and the items found at a key path in the decoded JSON.
///
/// ```swift
/// let paging = OffsetPaging(limit: 20, searchName: "filter", itemsKeyPath: "data")
///
/// // In the store's page loader:
/// var url = URLComponents(string: "https://example.com/users.json")!
/// url.queryItems = paging.queryItems(for: page, search: pipeline.searchText)
/// // offset=40&limit=20&filter=ann — no filter when the search text is empty
/// let data = try await http.response(to: url.url!)
/// return try paging.page(of: User.self, from: data)
/// ```
///
/// The rules, as XLData's:
///
/// - More pages remain while a full page comes back; give the ``Pager`` the same page size
///   (``limit``). A limit of 0 means no paging: the query has no offset or limit, and the first
///   page is the whole list.
/// - The search parameter is left out when the search text is empty or only whitespace.
/// - The items are found at ``itemsKeyPath`` in the decoded JSON, dot-separated for nested
///   objects (`result.items`); `data` by default, the root when empty.
public struct OffsetPaging: Sendable, Hashable {
  /// How many items a page holds; 0 for no paging.
  public var limit: Int
  /// The query parameter of the offset; `offset` by default.
  public var offsetName: String
  /// The query parameter of the limit; `limit` by default.
  public var limitName: String
  /// The query parameter of the search text; `filter` by default, as XLData's examples.
  public var searchName: String
  /// Where the items are in the decoded JSON, dot-separated; `data` by default, `""` for the root.
  public var itemsKeyPath: String
  /// More query parameters sent with every page, sorted by name before the paging ones.
  public var parameters: [String: String]

  /// Creates offset paging.
  ///
  /// - Parameters:
  ///   - limit: How many items a page holds; 0 for no paging.
  ///   - offsetName: The query parameter of the offset.
  ///   - limitName: The query parameter of the limit.
  ///   - searchName: The query parameter of the search text.
  ///   - itemsKeyPath: Where the items are in the decoded JSON; `""` for the root.
  ///   - parameters: More query parameters sent with every page.
  public init(
    limit: Int, offsetName: String = "offset", limitName: String = "limit",
    searchName: String = "filter", itemsKeyPath: String = "data",
    parameters: [String: String] = [:]
  ) {
    self.limit = max(limit, 0)
    self.offsetName = offsetName
    self.limitName = limitName
    self.searchName = searchName
    self.itemsKeyPath = itemsKeyPath
    self.parameters = parameters
  }

  /// The query of a page: the extra parameters, then the offset and limit (unless the limit is
  /// 0), then the search text (unless it is empty).
  ///
  /// - Parameters:
  ///   - request: The page, as the ``Pager`` asks for it; its offset is used.
  ///   - search: The search text; left out when empty or only whitespace.
  /// - Returns: The query items, in that order.
  public func queryItems(for request: PageRequest, search: String = "") -> [URLQueryItem] {
    var items = parameters.sorted { $0.key < $1.key }.map {
      URLQueryItem(name: $0.key, value: $0.value)
    }
    if limit > 0 {
      items.append(URLQueryItem(name: offsetName, value: String(request.offset)))
      items.append(URLQueryItem(name: limitName, value: String(limit)))
    }
    if !search.allSatisfy(\.isWhitespace) {
      items.append(URLQueryItem(name: searchName, value: search))
    }
    return items
  }

  /// The items of a response, found at ``itemsKeyPath`` in its JSON.
  ///
  /// - Parameters:
  ///   - type: The type of one item.
  ///   - data: The response's JSON.
  ///   - decoder: Decodes the items; a plain `JSONDecoder` by default.
  /// - Returns: The items, in order.
  /// - Throws: ``PageDecodingError`` when the JSON is invalid or has no list at the key path,
  ///   naming the key path and what is there; the decoder's error when an item cannot be
  ///   decoded.
  public func items<Item: Decodable>(
    of type: Item.Type, from data: Data, decoder: JSONDecoder = JSONDecoder()
  ) throws -> [Item] {
    let root: Any
    do {
      root = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
    } catch {
      throw PageDecodingError.invalidJSON(reason: "\(error.localizedDescription)")
    }
    var current = root
    var walked: [String] = []
    for key in itemsKeyPath.split(separator: ".", omittingEmptySubsequences: true).map(String.init)
    {
      guard let object = current as? [String: Any] else {
        throw PageDecodingError.notAnObject(
          keyPath: itemsKeyPath, at: walked.joined(separator: "."), found: Self.kind(of: current))
      }
      guard let next = object[key] else {
        throw PageDecodingError.missingKey(
          key, keyPath: itemsKeyPath, available: object.keys.sorted())
      }
      walked.append(key)
      current = next
    }
    guard current is [Any] else {
      throw PageDecodingError.notAList(keyPath: itemsKeyPath, found: Self.kind(of: current))
    }
    let list = try JSONSerialization.data(withJSONObject: current, options: [.fragmentsAllowed])
    return try decoder.decode([Item].self, from: list)
  }

  /// A page of a response: its items, found at ``itemsKeyPath``; the pager decides from their
  /// count whether more remain.
  ///
  /// - Parameters:
  ///   - type: The type of one item.
  ///   - data: The response's JSON.
  ///   - decoder: Decodes the items; a plain `JSONDecoder` by default.
  /// - Returns: The page.
  /// - Throws: What ``items(of:from:decoder:)`` throws.
  public func page<Item: Decodable>(
    of type: Item.Type, from data: Data, decoder: JSONDecoder = JSONDecoder()
  ) throws -> Page<Item> {
    Page(items: try items(of: type, from: data, decoder: decoder))
  }

  private static func kind(of value: Any) -> String {
    switch value {
    case is [String: Any]: "an object"
    case is [Any]: "a list"
    case is String: "a string"
    case is NSNull: "null"
    case is NSNumber: "a number or a Boolean"
    default: "\(type(of: value))"
    }
  }
}
