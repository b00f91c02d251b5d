// See the invariant in EngineInvariant.swift.

/// The observations made through one pipeline, so that tearing its scene down ends them.
///
/// `observe` appends to it, and the dynamic exclusivity checks on its stored properties cost a
/// tenth of an observation, so they skip them (invariant 1): every access is short and on the
/// main actor, and none calls out while it lasts (ending an observation never touches this
/// list), which is what the check would prove.
@MainActor @usableFromInline
final class TrackedObservations {
  @exclusivity(unchecked) private var entries: [AnyObserverEntry] = []
  // The size at which `entries` is next swept; see `append(_:)`.
  @exclusivity(unchecked) private var sweepThreshold = 16
  // How many live observations a sweep must find before it also checks their owners; see
  // `endObservationsOfReleasedOwners()`.
  @exclusivity(unchecked) private var releasedOwnerSweepThreshold = 64

  init() {}

  /// How many observations it keeps, including ended ones that a sweep has not yet forgotten.
  var count: Int { entries.count }

  /// Notes an observation made through the pipeline.
  @usableFromInline
  func append(_ entry: consuming AnyObserverEntry) {
    #if DEBUG
      EngineInvariant.checkMainActor()
    #endif
    // Forget ended observations once the list has doubled since it was last swept, so a
    // long-lived pipeline does not accumulate them and each sweep is paid for by the
    // observations added since the one before (at a fixed size, a pipeline with many live
    // observations would sweep all of them every few additions).
    if entries.count >= sweepThreshold { forgetEndedObservations() }
    entries.append(entry)
  }

  /// Ends every observation it keeps, and forgets them.
  func endAll() {
    #if DEBUG
      EngineInvariant.checkMainActor()
    #endif
    // Ending never touches this list, so iterating it while ending is safe.
    for entry in entries { entry.end() }
    entries.removeAll()
  }

  private func forgetEndedObservations() {
    // In place, and a loop rather than `removeAll(where:)`, whose closure would check at run
    // time that it runs on the main actor. Through the buffer: read through the array, each entry
    // was retained and released, which made the sweeps a tenth of an observation.
    let kept = entries.withUnsafeMutableBufferPointer(Self.keepAttached)
    entries.removeLast(entries.count - kept)
    if kept >= releasedOwnerSweepThreshold { endObservationsOfReleasedOwners() }
    sweepThreshold = Swift.max(16, entries.count * 2)
  }

  /// Moves the entries still attached to their property to the front, in order, and returns
  /// how many there are.
  ///
  /// Nonisolated, so that its caller passes it where a main-actor closure would be checked at run
  /// time; it touches only the buffer it is lent, and `isAttached` reads a field that only the
  /// main actor writes (invariant 1).
  private nonisolated static func keepAttached(
    _ entries: inout UnsafeMutableBufferPointer<AnyObserverEntry>
  ) -> Int {
    var kept = 0
    for index in entries.indices where entries[index].isAttached {
      entries.swapAt(kept, index)
      kept += 1
    }
    return kept
  }

  /// Ends the observations whose owner was released, which their property would otherwise end
  /// only at its next write.
  ///
  /// A pipeline the whole app shares, which every scene's store observes as it starts, would
  /// keep an entry and a record for each store that ever lived on a property seldom written.
  /// Checking an owner loads a weak reference, so this runs only once the live observations
  /// have doubled since it last ran (and there are at least 64): a pipeline of a scene's size,
  /// or one whose ended observations are forgotten without it, never pays for it.
  private func endObservationsOfReleasedOwners() {
    var kept = 0
    for index in entries.indices {
      let entry = entries[index]
      // Ending marks the record inactive; the property removes inactive records in one pass
      // once they are half its list, never during a delivery. It never touches this array.
      guard entry.isOwnerAlive else {
        entry.end()
        continue
      }
      entries.swapAt(kept, index)
      kept += 1
    }
    entries.removeLast(entries.count - kept)
    releasedOwnerSweepThreshold = Swift.max(64, kept * 2)
  }
}
