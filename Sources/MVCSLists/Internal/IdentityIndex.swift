public import Foundation

/// Where each identity of a list lives: a map from row identity to the tag of its chunk, built
/// on the first lookup and kept up to date by edits, so that finding a row by identity costs a
/// hash lookup plus a walk of the chunk counts instead of a scan of the rows.
///
/// Copies of a list share one index while their rows are the same; an edit made while the index
/// is shared gives the edited list a fresh, unbuilt one.
@usableFromInline final class IdentityIndex<ID: Hashable>: @unchecked Sendable {
  // @unchecked: `lock` guards `table`, and only a list that holds the sole reference edits it
  // (ListData checks with isKnownUniquelyReferenced first).
  @usableFromInline let lock = NSLock()
  @usableFromInline var table: [ID: Int]?
  @usableFromInline var hasDuplicates = false

  @inlinable init() {}

  /// The tag of the chunk holding `id`, building the table with `build` on first use.
  @inlinable func tag(of id: ID, build: () -> [(ID, Int)]) -> Int? {
    lock.lock()
    defer { lock.unlock() }
    if table == nil {
      var built: [ID: Int] = [:]
      var duplicates = false
      for (id, tag) in build() where built.updateValue(tag, forKey: id) != nil {
        duplicates = true
      }
      table = built
      hasDuplicates = duplicates
    }
    return table?[id]
  }

  // The edits below are made by a list holding the only reference, so they take no lock.

  @inlinable func inserted(_ id: ID, tag: Int) {
    guard table != nil else { return }
    if table?.updateValue(tag, forKey: id) != nil { hasDuplicates = true }
  }

  @inlinable func removed(_ id: ID) {
    guard table != nil else { return }
    // With duplicates the other row's chunk is unknown: rebuild on the next lookup.
    if hasDuplicates { table = nil } else { table?[id] = nil }
  }

  @inlinable func moved(_ ids: some Sequence<ID>, toTag tag: Int) {
    guard table != nil else { return }
    if hasDuplicates {
      table = nil
      return
    }
    for id in ids { table?[id] = tag }
  }

  @inlinable func invalidate() {
    table = nil
  }
}
