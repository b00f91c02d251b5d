import Foundation
import MVCS

extension StorageConformance {
  struct Address: Codable, Equatable, Sendable {
    var city: String
    var lines: [String]
  }

  struct Profile: Codable, Equatable, Sendable {
    var name: String
    var age: Int
    var address: Address
    var tags: [String]
    var nickname: String?

    static let ann = Profile(
      name: "Ann", age: 41, address: Address(city: "Oslo", lines: ["Storgata 1", "0155"]),
      tags: ["admin", "editor"], nickname: "Annie")
  }

  enum Role: String, Codable, Equatable, Sendable {
    case admin
    case editor
  }

  enum Contact: Codable, Equatable, Sendable {
    case email(String)
    case phone(country: Int, number: String)
  }

  /// Starts encoding, then fails, as a value with one unencodable part would.
  struct Unencodable: Codable, Sendable {
    struct Refusal: Error, CustomStringConvertible {
      var description: String { "this value refuses to be encoded" }
    }

    init() {}
    init(from decoder: any Decoder) throws {}

    func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      try container.encode("partial")
      throw Refusal()
    }
  }

  /// A mutable reference, to show that storages keep copies rather than the instance.
  ///
  /// `@unchecked Sendable` is safe here: each `Box` is made, changed and read by one check's
  /// task, one step after another, and the storage only encodes it or decodes a new one.
  final class Box: Codable, @unchecked Sendable {
    var items: [Int]
    init(items: [Int]) { self.items = items }
  }
}
