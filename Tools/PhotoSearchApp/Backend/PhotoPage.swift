/// One page of search results, as the server sends it.
struct PhotoPage: Codable, Sendable, Equatable {
  /// The page's number, from 1.
  let page: Int
  /// How many pages the whole result has.
  let pages: Int
  /// How many photos the whole result has.
  let total: Int
  let photos: [Photo]
}
