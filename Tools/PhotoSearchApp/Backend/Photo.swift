/// A photo as a list shows it: one row of search results.
struct Photo: Codable, Sendable, Equatable, Identifiable {
  let id: String
  let title: String
  let owner: String
}

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

/// The photos before and after one photo in its owner's stream.
struct PhotoContext: Codable, Sendable, Equatable {
  /// A neighbour: enough to name it and to show it.
  struct Neighbour: Codable, Sendable, Equatable {
    let id: String
    let title: String
  }

  let previous: Neighbour?
  let next: Neighbour?
}

/// One of the sizes a photo is served at.
struct PhotoSize: Codable, Sendable, Equatable {
  /// The size's name, such as `Thumbnail`.
  let label: String
  let width: Int
  let height: Int
  let url: String
}
