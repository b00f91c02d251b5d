/// What the user asks for from the search screen.
enum SearchAction: String, Codable, Sendable {
  /// GO: the photos for the query, in the PhotoList scene.
  case photos
  /// The query's most interesting photos and a top image, in the Interestingness scene.
  case interestingness

  /// The scene the action shows.
  var scene: String {
    switch self {
    case .photos: PhotoListRoute.scene
    case .interestingness: InterestingnessRoute.scene
    }
  }
}
