/// What a user searches for: a text and, optionally, a scope (a search bar's scope button).
///
/// A query whose text is empty or only whitespace is empty: it clears the results.
///
/// ```swift
/// @MainActor final class PeoplePipeline: Pipeline {
///   @Input var query = SearchQuery()
///   @Status var search = SearchState<[Person]>()
/// }
/// pipeline.query = SearchQuery("ann", scope: "staff")
/// ```
///
/// In a scene script: `set query = {"text": "ann", "scope": "staff"}`.
public struct SearchQuery: Sendable, Hashable, Codable, CustomStringConvertible {
  /// The text typed.
  public var text: String
  /// The scope chosen, if any.
  public var scope: String?

  /// Creates a query.
  ///
  /// - Parameters:
  ///   - text: The text typed; empty by default.
  ///   - scope: The scope chosen; none by default.
  public init(_ text: String = "", scope: String? = nil) {
    self.text = text
    self.scope = scope
  }

  /// Whether the text is empty or only whitespace: nothing to search for.
  public var isEmpty: Bool { text.allSatisfy(\.isWhitespace) }

  /// `"ann"`, or `"ann" in staff`.
  public var description: String {
    scope.map { "\"\(text)\" in \($0)" } ?? "\"\(text)\""
  }
}
