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

  /// The required context keys a test script cannot give, since it gives context as JSON values
  /// and their types take none (a struct of the app): without them the scene cannot start from
  /// a script, so it gets none.
  var scriptlessKeys: [SceneOptions.ContextKey] {
    options.contextKeys.filter { !$0.type.isOptional && SampleValue.json($0.type) == nil }
  }

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
