import MVCS
import MVCSLists

/// The text of list change sets, as scene scripts expect changes.
enum ListChangesFuzzing {
  /// A change set that reads from a line prints as a line that reads back as the same change
  /// set; a line that does not read fails at a character inside it.
  static func changes(_ text: String) throws(PropertyFailure) -> Outcome {
    let changes: ListChanges
    do {
      changes = try ListChanges.parse(text)
    } catch {
      try require(
        (0...text.count).contains(error.offset) && !error.description.isEmpty,
        "\(text.debugDescription) failed at character \(error.offset + 1), outside the line")
      return .rejected
    }
    let printed = changes.description
    let reread = ListChanges(printed)
    try require(
      reread == changes,
      "\(text.debugDescription) read as \(printed), which reads back as "
        + "\(reread.map(\.description) ?? "nothing")")
    try require(
      reread?.description == printed,
      "\(printed) prints differently after reading it back: \(reread?.description ?? "nothing")")
    return .accepted
  }
}
