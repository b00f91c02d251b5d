import MVCSSupport

/// Why the items of a page could not be found in its JSON.
///
/// ```swift
/// do {
///   _ = try OffsetPaging(limit: 20).items(of: User.self, from: data)
/// } catch let error as PageDecodingError {
///   print(error)
///   // The JSON has no "data" where the items should be (itemsKeyPath "data"); its keys are
///   // total, users. To fix, set itemsKeyPath to the dot-separated keys that hold the items, …
/// }
/// ```
public enum PageDecodingError: Error, Equatable, CustomStringConvertible {
  /// The response is not JSON.
  case invalidJSON(reason: String)
  /// A key of the key path is missing; `available` lists the keys there.
  case missingKey(String, keyPath: String, available: [String])
  /// The key path goes into something that is not an object, at the part walked so far.
  case notAnObject(keyPath: String, at: String, found: String)
  /// The value at the key path is not a list.
  case notAList(keyPath: String, found: String)

  /// The problem, the key path and the fix.
  public var description: String {
    switch self {
    case .invalidJSON(let reason):
      return """
        The page's response is not JSON: \(reason). \
        To fix, check that the service returns JSON, and what it returned on error.
        """
    case .missingKey(let key, let keyPath, let available):
      let keys =
        available.isEmpty ? "it has no keys" : "its keys are " + available.joined(separator: ", ")
      return """
        The JSON has no "\(key)" where the items should be (itemsKeyPath "\(keyPath)"); \
        \(keys).\(Suggestion.hint(for: key, in: available)) \
        To fix, set itemsKeyPath to the dot-separated keys that hold the items, or "" when the \
        response is the list itself.
        """
    case .notAnObject(let keyPath, let at, let found):
      let place = at.isEmpty ? "the root" : "\"\(at)\""
      return """
        The JSON at \(place) is \(found), so itemsKeyPath "\(keyPath)" cannot go into it. \
        To fix, set itemsKeyPath to the dot-separated keys that hold the items, or "" when the \
        response is the list itself.
        """
    case .notAList(let keyPath, let found):
      let place = keyPath.isEmpty ? "the root" : "\"\(keyPath)\""
      return """
        The JSON at \(place) is \(found), not a list of items. \
        To fix, set itemsKeyPath to the dot-separated keys that hold the list of items.
        """
    }
  }
}
