/// A failure of the demo catalog.
enum DemoCatalogError: Error, Equatable, CustomStringConvertible {
  /// The search for `error`, which always fails.
  case unavailable(String)
  /// No photo of the catalog has the id.
  case unknownPhoto(String)
  /// The bundled catalog is missing or broken.
  case catalogUnreadable(String)
  /// The app's `Scenarios` folder is not among its resources.
  case scenariosMissing

  var description: String {
    switch self {
    case .unavailable(let text):
      "The demo server failed the search \"\(text)\" on purpose. Search for another word."
    case .unknownPhoto(let id):
      "No photo has the id \"\(id)\" in the demo catalog."
    case .catalogUnreadable(let reason):
      "The demo catalog cannot be read: \(reason). To fix, rebuild the app so that its "
        + "resources are copied."
    case .scenariosMissing:
      "The demo's Scenarios folder is not among the app's resources. To fix, rebuild the app so "
        + "that its resources are copied (Package.swift copies Tools/PhotoSearchApp/Scenarios)."
    }
  }
}
