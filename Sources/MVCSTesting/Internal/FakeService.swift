import Foundation
import MVCS

/// The fake of one service, with the types the store asked for.
struct FakeService<Request: Sendable, Response: Sendable>: Service {
  let name: String
  let fakes: FakeServices

  // On the main actor, where the scene's work runs: a call needs no hop to another thread and
  // back, which keeps a step's work settling in microseconds.
  @MainActor
  func response(to request: Request) async throws -> Response {
    let answer = try fakes.answer(name, to: request)
    if let delay = answer.delay { try await fakes.wait(delay) }
    switch answer.payload {
    case .value(let value):
      guard let response = value as? Response else {
        throw fakes.fail(
          "\(name)'s answer is \(type(of: value) as Any.Type), but the store expects "
            + "\(Response.self). To fix, answer with a value of type \(Response.self).")
      }
      return response
    case .json(let text):
      return try decode(text)
    case .error(let error):
      throw error
    }
  }

  @MainActor
  private func decode(_ text: String) throws(FakeServiceError) -> Response {
    guard let decodable = Response.self as? any Decodable.Type else {
      throw fakes.fail(
        "\(name) answers \(Response.self), which is not Decodable, so it cannot answer with JSON. "
          + "To fix, answer with a value from Swift, or make \(Response.self) Decodable.")
    }
    do {
      return try Self.decode(decodable, from: Data(text.utf8)) as! Response
    } catch {
      throw fakes.fail(
        "\(name)'s JSON answer cannot be read as \(Response.self): \(error). The answer was: "
          + text)
    }
  }

  private static func decode<Value: Decodable>(_ type: Value.Type, from data: Data) throws
    -> Value
  {
    try JSONDecoder().decode(type, from: data)
  }
}
