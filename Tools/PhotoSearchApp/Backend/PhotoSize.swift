/// One of the sizes a photo is served at.
struct PhotoSize: Codable, Sendable, Equatable {
  /// The size's name, such as `Thumbnail`.
  let label: String
  let width: Int
  let height: Int
  let url: String
}
