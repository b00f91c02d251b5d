import Foundation
import MVCS
import MVCSHTTP

// What answering a call costs in a scenario or in MVCSHTTP's demo stage, beyond the work any
// answer does: decoding its JSON, or running the message's own answer.

/// The request of the benchmarked service: which profile to fetch.
struct ProfileRequest: Codable, Sendable {
  let id: Int
}

/// A message whose demo answer depends on the request, as `DemoResponse.answer` lets it.
struct GetProfile: Message, Codable {
  typealias Response = BenchProfile
  let id: Int

  static let demoResponse: DemoResponse<BenchProfile>? = .answer(GetProfile.answer)

  /// The profile with the message's id: the demo's answer, and the floor's work.
  @Sendable static func answer(_ message: GetProfile) -> BenchProfile {
    BenchProfile(id: message.id, name: "Ann Example", tags: ["admin", "beta"])
  }

  var path: MessagePath { "/profiles/\(id)" }
}

extension Bench {
  /// Times a scenario's answer to a call, decoded to a small `Codable` type, against a
  /// `JSONDecoder` decoding the same JSON into the same type; and `HTTPService.send` in the demo
  /// stage of a message answered by `DemoResponse.answer`, against calling that answer directly.
  ///
  /// Both sides of each ratio run in a detached task, as a service's caller off the main actor
  /// would: the scenario and the service are not main-actor objects, so this measures them rather
  /// than a hop to the main actor and back.
  func measureDemoAnswers() async throws {
    let json = #"{"id": 42, "name": "Ann Example", "tags": ["admin", "beta"]}"#
    let scenario = try Scenario(name: "bench", text: "service GetProfile returns \(json)")
    let overCase = BenchCase("scenario answer, small Codable value") { n, _ in
      sink(
        try await Task.detached {
          var total = 0
          for index in 0..<n {
            let profile = try await scenario.response(
              of: "GetProfile", to: ProfileRequest(id: index), as: BenchProfile.self)
            total &+= profile?.id ?? 0
          }
          return total
        }.value)
    }
    let underCase = BenchCase("JSONDecoder, the same JSON and type") { n, _ in
      sink(
        try await Task.detached {
          let decoder = JSONDecoder()
          var total = 0
          for _ in 0..<n {
            total &+= try decoder.decode(BenchProfile.self, from: Data(json.utf8)).id
          }
          return total
        }.value)
    }
    try await measureRatio(
      "scenario answer ÷ JSONDecoder", target: 1.5, case: overCase, floor: underCase)

    let http = HTTPService(stage: .demo)
    let answer = opaque(GetProfile.answer)
    let demoCase = BenchCase("HTTPService demo send, DemoResponse.answer") { n, _ in
      sink(
        try await Task.detached {
          var total = 0
          for index in 0..<n { total &+= try await http.send(GetProfile(id: index)).id }
          return total
        }.value)
    }
    let closureCase = BenchCase("the same answer closure, called directly") { n, _ in
      sink(
        await Task.detached {
          var total = 0
          for index in 0..<n { total &+= answer(GetProfile(id: index)).id }
          return total
        }.value)
    }
    try await measureRatio(
      "HTTPService demo send ÷ answer closure", target: 100, case: demoCase, floor: closureCase)
  }
}
