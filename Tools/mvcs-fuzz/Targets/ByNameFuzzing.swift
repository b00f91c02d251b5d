import Foundation
import MVCS

/// A filter saved as JSON in a pipeline.
struct FuzzFilter: Codable, Equatable, Sendable {
  var minimumRating: Int
  var tags: [String]
}

/// A mood read by its raw value.
enum FuzzMood: String, Codable, Sendable {
  case happy, sad
}

@MainActor
final class FuzzChildPipeline: Pipeline {
  @Flag var isExpanded = false
  @Piped var limit: Int?
}

/// A pipeline with properties of each kind and of several types.
@MainActor
final class FuzzSettingsPipeline: Pipeline {
  @Input var query = ""
  @Context var selectedID: String?
  @Piped var pageSize = 20
  @Status var isSignedIn = false
  @Piped var ratings: [Int] = []
  @Piped var filter = FuzzFilter(minimumRating: 0, tags: [])
  @Status var mood = FuzzMood.happy
  @Piped var scale = 1.0
  @Piped var tags: Set<String> = []
  let child = FuzzChildPipeline()
}

/// Writes by name, as scene scripts and tools write into a pipeline.
enum ByNameFuzzing {
  /// The input's first line is a property's name, the rest the text written into it. A write
  /// that succeeds reads back as a text that, written again, succeeds and reads back the same.
  @MainActor static func write(_ input: String) throws(PropertyFailure) -> Outcome {
    let parts = input.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
    let name = String(parts[0])
    let text = parts.count > 1 ? String(parts[1]) : ""
    let pipeline = FuzzSettingsPipeline()
    do {
      try pipeline.setValue(text, named: name)
    } catch {
      try require(
        !error.description.isEmpty, "writing \(text.debugDescription) into \(name) failed silently")
      return .rejected
    }
    let written: String
    do {
      written = try pipeline.text(named: name)
    } catch {
      throw PropertyFailure("\(name) took \(text.debugDescription) but cannot be read: \(error)")
    }
    let fresh = FuzzSettingsPipeline()
    do {
      try fresh.setValue(written, named: name)
    } catch {
      throw PropertyFailure(
        "\(name) took \(text.debugDescription) and reads \(written.debugDescription), which it "
          + "does not take: \(error)")
    }
    let reread = try? fresh.text(named: name)
    try require(
      reread == written,
      "\(name) took \(text.debugDescription) and reads \(written.debugDescription); written "
        + "again, it reads \(reread?.debugDescription ?? "nothing")")
    return .accepted
  }
}
