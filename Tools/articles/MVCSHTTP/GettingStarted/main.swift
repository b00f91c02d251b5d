// swift-format-ignore-file
// Generated from Sources/MVCSHTTP/Documentation.docc/GettingStarted.md by `.ci/readme update`: every ```swift block, in order.
// Do not edit; edit the document and run `.ci/readme update` (CI checks that they agree).

#sourceLocation(file: "Sources/MVCSHTTP/Documentation.docc/GettingStarted.md", line: 16)
import Foundation
import MVCS
import MVCSHTTP

struct Photo: Codable, Sendable, Equatable {
  let id: String
  let title: String
}

struct SearchPhotos: Message, Encodable, Equatable {
  typealias Response = [Photo]
  static let demoResponse: DemoResponse<[Photo]>? = .resource("SearchPhotos", in: .module)

  let query: String
  var path: MessagePath { "/photos/search" }
  var queryItems: [URLQueryItem] { [URLQueryItem(name: "q", value: query)] }
}

struct AddFavorite: Message, Encodable, Equatable {
  typealias Response = NoContent
  static let demoResponse: DemoResponse<NoContent>? = .value(NoContent())

  let photoID: String
  var method: HTTPMethod { .post }
  var path: MessagePath { "/favorites" }
  var body: (any Encodable & Sendable)? { ["photoID": photoID] }
}
#sourceLocation()

#sourceLocation(file: "Sources/MVCSHTTP/Documentation.docc/GettingStarted.md", line: 49)
struct PhotoDetail: Message {
  typealias Response = Photo
  let id: String
  var path: MessagePath { "/photos/\(id)" }  // id "../admin" → /photos/..%2Fadmin
}
#sourceLocation()

#sourceLocation(file: "Sources/MVCSHTTP/Documentation.docc/GettingStarted.md", line: 70)
struct PhotoInfo: Codable, Sendable, Equatable {
  let id: String
  let title: String
}

struct GetPhotoInfo: Message {
  typealias Response = PhotoInfo
  static let demoResponse: DemoResponse<PhotoInfo>? = .answer { (message: GetPhotoInfo) in
    PhotoInfo(id: message.id, title: "Demo photo \(message.id)")
  }
  let id: String
  var path: MessagePath { "/photos/\(id)/info" }
}

struct RecentPhotos: Message {
  typealias Response = [Photo]
  // The first request times out after a second; the retry, and every later request, succeeds.
  static let demoResponse: DemoResponse<[Photo]>? = .sequence([
    .failure(.timedOut).delayed(by: .seconds(1)),
    .value([Photo(id: "1", title: "cat")]),
  ])
  var path: MessagePath { "/photos/recent" }
}

let demo = HTTPService()
print(try await demo.send(GetPhotoInfo(id: "42")).title)
#sourceLocation()

#sourceLocation(file: "Sources/MVCSHTTP/Documentation.docc/GettingStarted.md", line: 112)
let offline = try Scenario(name: "offline", text: "service GetPhotoInfo fails offline")
let offlineDemo = HTTPService(stage: .demo, scenario: offline)
do {
  _ = try await offlineDemo.send(GetPhotoInfo(id: "42"))
} catch {
  print(error.serviceFailure == .offline)  // HTTPError.notConnected, as a real exchange throws
}
#sourceLocation()

#sourceLocation(file: "Sources/MVCSHTTP/Documentation.docc/GettingStarted.md", line: 128)
let token = ProcessInfo.processInfo.environment["API_TOKEN"] ?? ""  // or from the keychain
let stage = try HTTPService.Stage(
  named: ProcessInfo.processInfo.environment["STAGE"],  // nil: demo
  development: URL(string: "http://127.0.0.1:8080"),
  production: URL(string: "https://api.example.com"))
let http = HTTPService(
  stage: stage,
  headers: ["Authorization": "Bearer \(token)"],
  timeout: .seconds(15),
  log: { print($0) })  // Authorization and cookie values print as <redacted>

let messages: [any Message.Type] = [SearchPhotos.self, AddFavorite.self]
try http.validate(messages)  // in the demo stage: every message has a demo response
let mediator = Mediator()
mediator.register(messages: messages, on: http)
#sourceLocation()

#sourceLocation(file: "Sources/MVCSHTTP/Documentation.docc/GettingStarted.md", line: 160)
let tenantKey = ProcessInfo.processInfo.environment["TENANT_KEY"] ?? ""
let tenantHTTP = HTTPService(
  stage: stage,
  headers: ["Authorization": "Bearer \(token)", "X-Tenant-Key": tenantKey],
  secretNames: ["X-Tenant-Key"],
  log: { print($0) })
// SearchPhotos: GET https://api.example.com/photos/search?q=cats&api_key=<redacted> → 200 in 84 ms
//   > Authorization: <redacted>
//   > X-Tenant-Key: <redacted>
#sourceLocation()

#sourceLocation(file: "Sources/MVCSHTTP/Documentation.docc/GettingStarted.md", line: 191)
@MainActor final class SearchPipeline: Pipeline {
  @Piped var query = ""
  @Piped var photos: [Photo] = []
  @Status var failure: String?
}

@MainActor final class SearchStore: SceneStore {
  static let requiredContextKeys = ["query"]
  let pipeline = SearchPipeline()
  private let search: any Service<SearchPhotos, [Photo]>
  private let tasks: SceneTasks

  init(environment: SceneEnvironment) throws {
    search = try environment.service(for: SearchPhotos.self)
    tasks = environment.tasks
    pipeline.query = try environment.value("query", as: String.self)
  }

  func start() {
    tasks.run { [pipeline, search] in
      do {
        pipeline.photos = try await search.response(to: SearchPhotos(query: pipeline.query))
      } catch let error as HTTPError {
        pipeline.failure = error.description
      }
    }
  }
}
#sourceLocation()

#sourceLocation(file: "Sources/MVCSHTTP/Documentation.docc/GettingStarted.md", line: 224)
@MainActor final class SearchView: SceneView {
  let pipeline: SearchPipeline
  init(pipeline: SearchPipeline) { self.pipeline = pipeline }
}

@MainActor final class SearchController: SceneController {
  let pipeline: SearchPipeline
  init(pipeline: SearchPipeline) { self.pipeline = pipeline }
}

extension Mediator {
  static func photoSearchScenes() -> Mediator {
    let mediator = Mediator()
    let http = HTTPService(stage: .demo)
    mediator.register(messages: [SearchPhotos.self, AddFavorite.self], on: http)
    mediator.register(store: "SearchStore") { try SearchStore(environment: $0) }
    mediator.register(view: "SearchView") { SearchView(pipeline: $0) }
    mediator.register(controller: "SearchController") { pipeline, _ in
      SearchController(pipeline: pipeline)
    }
    mediator.register(
      scene: "Search",
      SceneParts(view: "SearchView", controller: "SearchController", store: "SearchStore"),
      contextKeys: ["query"])
    return mediator
  }
}
#sourceLocation()

#sourceLocation(file: "Sources/MVCSHTTP/Documentation.docc/GettingStarted.md", line: 283)
import MVCSTesting
import Testing

@MainActor @Test func searchSendsTheQuery() async throws {
  let test = SceneTest(
    SearchPipeline.self, scene: "Search", mediator: .photoSearchScenes(),
    context: ["query": "cats"])
  test.services.answer("SearchPhotos", with: .json(#"[{"id": "1", "title": "cat"}]"#))
  try await test.start()
  test.expectCall("SearchPhotos", with: SearchPhotos(query: "cats"))
  test.expect(\.photos, [Photo(id: "1", title: "cat")])
  await test.finish()
}
try await searchSendsTheQuery()  // in an app, `swift test` runs it
#sourceLocation()

