import MVCSSupport

/// The values of the placeholders for one scene.
struct PlaceholderValues: Equatable, Sendable {
  var sceneName: String
  var moduleName: String
  var serviceName: String?
  var storageName: String?
  var author: String?
  var organization: String?
  /// Today, as `yyyy-MM-dd`.
  var date: String
  /// The route's keys, link, result and message.
  var options = SceneOptions()

  /// Every placeholder's value, by name; unset ones are empty.
  var dictionary: [String: String] {
    var values: [String: String] = [:]
    for placeholder in Placeholder.allCases {
      values[placeholder.rawValue] =
        switch placeholder {
        case .sceneName: sceneName
        case .sceneVariableName: Identifier.lowerCamelCase(sceneName)
        case .moduleName: moduleName
        case .moduleVariableName: Identifier.lowerCamelCase(moduleName)
        case .serviceName: serviceName ?? ""
        case .storageName: storageName ?? ""
        case .usesTasks:
          serviceName != nil || storageName != nil || options.message != nil ? "true" : ""
        case .author: author ?? ""
        case .organization: organization ?? ""
        case .date: date
        case .year: String(date.prefix(4))
        default: ""
        }
    }
    values.merge(routeValues) { _, route in route }
    return values
  }
}
