import MVCS

/// The way to the PhotoDetail scene: the photo to show.
///
/// A link opens it too: `photosearch://PhotoDetail?photoID=p018`.
struct PhotoDetailRoute: SceneRoute {
  static let scene = "PhotoDetail"
  /// The photo shown first; the user may move on to its neighbours.
  var photoID: String
}

extension SceneRoute where Self == PhotoDetailRoute {
  /// Shows a photo's details.
  ///
  /// - Parameter id: The photo's ID.
  static func photoDetail(id: String) -> Self { Self(photoID: id) }
}
