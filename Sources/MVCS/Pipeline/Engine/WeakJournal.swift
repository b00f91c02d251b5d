// See invariant 3 in EngineInvariant.swift.

/// A recording journal, as the runtime lists it: weakly, and by address for removal.
struct WeakJournal {
  weak var journal: Journal?
  let address: UnsafeMutableRawPointer

  init(journal: Journal) {
    self.journal = journal
    address = Unmanaged.passUnretained(journal).toOpaque()
  }
}
