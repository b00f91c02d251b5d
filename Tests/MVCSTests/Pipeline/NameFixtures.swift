@testable import MVCS

// The pipelines whose properties the by-name tests read and write.

struct Filter: Codable, Equatable {
  var minimumRating: Int
  var tags: [String]
}

enum Mood: String, Codable {
  case happy
  case sad
}

/// A value that cannot be read from or written as JSON.
struct Handle {
  var id = 1
}

@MainActor
final class AdvancedPipeline: Pipeline {
  @Flag var isExpanded = false
  @Piped var limit: Int?
}

@MainActor
final class SettingsPipeline: Pipeline {
  @Input var query = ""
  @Context var selectedID: String?
  @Piped var pageSize = 20
  @Status var isSignedIn = false
  @Piped var ratings: [Int] = []
  @Piped var filter = Filter(minimumRating: 0, tags: [])
  @Status var mood = Mood.happy
  @Piped var scale = 1.0
  @Piped var handle = Handle()
  let advanced = AdvancedPipeline()
}

let settingsNames = """
  query, selectedID, pageSize, isSignedIn, ratings, filter, mood, scale, handle, \
  advanced.isExpanded, advanced.limit
  """
