/// A photo as a list shows it: one row of search results.
struct Photo: Codable, Sendable, Equatable, Identifiable {
  let id: String
  let title: String
  let owner: String
}
