/// A failure of the demo catalog.
enum DemoCatalogError: Error, Equatable, CustomStringConvertible {
  /// The bundled catalog is missing or broken.
  case catalogUnreadable(String)
  /// The app's `Scenarios` folder is not among its resources.
  case scenariosMissing

  var description: String {
    switch self {
    case .catalogUnreadable(let reason):
      "The demo catalog cannot be read: \(reason). To fix, rebuild the app so that its "
        + "resources are copied."
    case .scenariosMissing:
      "The demo's Scenarios folder is not among the app's resources. To fix, rebuild the app so "
        + "that its resources are copied (Package.swift copies Tools/PhotoSearchApp/Scenarios)."
    }
  }
}
