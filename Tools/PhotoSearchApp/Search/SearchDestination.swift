/// Where the search screen goes next: a scene and the query and scope it is given.
struct SearchDestination: Codable, Sendable, Equatable {
  let scene: String
  let query: String
  var scope = SearchScope.all
}
