// What a journal records, in chunks; see `JournalRecords`.

/// A list that only grows at its end and is emptied all at once, kept in chunks of a fixed size.
///
/// A journal's records filled one array, which doubled as it grew: every doubling copied all the
/// records into memory the system had to provide afresh, so a write cost several times more in a
/// long journal than in a short one. A chunk is never copied, and is small enough to come from
/// (and go back to) the allocator's pool rather than the system.
struct RecordChunks<Element>: RandomAccessCollection {
  // 256 records of up to 128 bytes stay under the allocator's 128 KB threshold for asking the
  // system for memory.
  private static var chunkShift: Int { 8 }
  private static var chunkSize: Int { 1 << chunkShift }

  private var chunks: [[Element]] = []
  private(set) var endIndex = 0

  init() {}

  var startIndex: Int { 0 }

  subscript(position: Int) -> Element {
    chunks[position >> Self.chunkShift][position & (Self.chunkSize - 1)]
  }

  mutating func append(_ element: consuming Element) {
    let chunk = endIndex >> Self.chunkShift
    if chunk == chunks.count {
      var storage: [Element] = []
      storage.reserveCapacity(Self.chunkSize)
      chunks.append(storage)
    }
    chunks[chunk].append(element)
    endIndex += 1
  }

  /// Forgets every element, keeping the chunks for the elements to come.
  mutating func removeAll() {
    for index in chunks.indices { chunks[index].removeAll(keepingCapacity: true) }
    endIndex = 0
  }
}
