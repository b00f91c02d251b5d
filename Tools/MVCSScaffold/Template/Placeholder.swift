/// The names templates use, with what each holds.
enum Placeholder: String, CaseIterable, Sendable {
  case sceneName, sceneVariableName, moduleName, moduleVariableName, serviceName, storageName
  case usesTasks, author, organization, date, year
  case contextKeys, routeProperties, routeParameters, routeArguments, sampleRoute, sampleContext
  case link, linkName, linkSample, linkRoute, resultType, sampleResult, messageName
  case messageVariableName, sampleFunctions, queryService, hasScript, scriptlessKeys

  /// What the placeholder holds, for help.
  var summary: String {
    switch self {
    case .sceneName: "The scene's name, as given: PhotoList."
    case .sceneVariableName: "The scene's name for a variable: photoList."
    case .moduleName: "The app's module: MyApp."
    case .moduleVariableName: "The module's name for a variable: myApp."
    case .serviceName: "The --service name; empty without one."
    case .storageName: "The --storage name; empty without one."
    case .usesTasks: "\"true\" with a service, a storage or a message; empty otherwise."
    case .contextKeys: "The --context keys: id, highlight; empty without."
    case .routeProperties: "The route's stored properties, a line each: var id: Int."
    case .routeParameters: "The route function's parameters: id: Int, highlight: String? = nil."
    case .routeArguments: "The route function's arguments: id: id, highlight: highlight."
    case .sampleRoute: "The route with a sample of each key: .story(id: 42, highlight: \"text\")."
    case .sampleContext: "The script's context lines, one a key: context id = 42."
    case .link: "The --link, as given; empty without."
    case .linkName: "The link's route when it is not the scene's name: story; empty otherwise."
    case .linkSample: "The link with sample values: myapp://story?id=42&highlight=text."
    case .linkRoute: "The route the sample link opens: .story(id: 42, highlight: \"text\")."
    case .resultType: "The --result type; empty without."
    case .sampleResult: "A sample result: \"text\"."
    case .messageName: "The --message name; empty without."
    case .messageVariableName: "The message's name for a variable: searchPhotos."
    case .queryService: "The service that answers the query: --service, or --message."
    case .hasScript:
      "\"true\" when a test script can give every required key (as JSON); empty otherwise."
    case .scriptlessKeys: "The required keys a script cannot give: photo (Photo); often empty."
    case .sampleFunctions: "Sample functions for types the tests cannot make up; often empty."
    case .author: "The author, from --author or the config file; may be empty."
    case .organization: "The organization, from --organization or the config file; may be empty."
    case .date: "Today, as 2026-01-31."
    case .year: "This year, as 2026."
    }
  }
}
