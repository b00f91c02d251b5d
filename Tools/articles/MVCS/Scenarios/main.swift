// swift-format-ignore-file
// Generated from Sources/MVCS/Documentation.docc/Scenarios.md by `.ci/readme update`: every ```swift block, in order.
// Do not edit; edit the document and run `.ci/readme update` (CI checks that they agree).

#sourceLocation(file: "Sources/MVCS/Documentation.docc/Scenarios.md", line: 58)
import MVCS
import MVCSHTTP
import MVCSLoading

struct Story: Codable, Sendable {
  let id: Int
  let title: String
}

struct GetStory: Message, Encodable {
  typealias Response = Story
  static let demoResponse: DemoResponse<Story>? = .answer { (message: GetStory) in
    Story(id: message.id, title: "Story \(message.id)")
  }

  let id: Int
  var path: MessagePath { "/stories/\(id)" }
}

let demo = HTTPService()  // the demo stage
print(try await demo.send(GetStory(id: 42)).title)
#sourceLocation()

#sourceLocation(file: "Sources/MVCS/Documentation.docc/Scenarios.md", line: 96)
let offline = try Scenario(name: "offline", text: "service * fails offline")
let offlineDemo = HTTPService(stage: .demo, scenario: offline)
do {
  _ = try await offlineDemo.send(GetStory(id: 42))
} catch {
  let failure = LoadFailure(error)
  print(failure.kind, failure.isShown, failure.userMessage)
}

let flaky = try Scenario(
  name: "flaky",
  text: """
    service GetStory when {"id": 7} returns {"id": 7, "title": "Seven"}
    service GetStory fails status 503, then returns {"id": 1, "title": "Back"}
    """)
let flakyDemo = HTTPService(stage: .demo, scenario: flaky)
print(try await flakyDemo.send(GetStory(id: 7)).title)
for _ in 0..<2 {
  do {
    print(try await flakyDemo.send(GetStory(id: 1)).title)
  } catch {
    print(LoadFailure(error).userMessage)
  }
}
#sourceLocation()

#sourceLocation(file: "Sources/MVCS/Documentation.docc/Scenarios.md", line: 133)
let mediator = Mediator()
mediator.register(messages: [GetStory.self], on: HTTPService())
try mediator.use(offline)
do {
  try mediator.use(Scenario(name: "typo", text: "service GetStroy fails offline"))
} catch {
  print(error)
}
#sourceLocation()

