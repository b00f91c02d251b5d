/// What the user answers when asked before a list is cleared: the favourites, or the recent
/// searches.
enum ClearChoice: String, Codable, Sendable {
  /// Clear the list.
  case clear
  /// Leave the list as it is.
  case keep
}
