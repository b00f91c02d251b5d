// See invariant 3 in EngineInvariant.swift.

/// A recording journal, as the runtime lists it: weakly, and by address for removal.
@MainActor
struct WeakJournal {
  weak var journal: Journal?
  let address: UnsafeMutableRawPointer
  /// The token of the journal's pipeline, held so that a write from a pipeline no journal
  /// follows reaches the recorded tree with one weak load (the token's), not three.
  let rootToken: PipelineToken?

  init(journal: Journal) {
    self.journal = journal
    address = Unmanaged.passUnretained(journal).toOpaque()
    rootToken = journal.rootToken
  }
}
