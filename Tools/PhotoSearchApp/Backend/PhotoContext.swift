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
