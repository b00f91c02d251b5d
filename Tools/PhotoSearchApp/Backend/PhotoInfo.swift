/// Everything the detail page shows about one photo.
struct PhotoInfo: Codable, Sendable, Equatable {
  let id: String
  let title: String
  let owner: String
  let taken: String
  let views: Int
  let tags: [String]
  let description: String
}
