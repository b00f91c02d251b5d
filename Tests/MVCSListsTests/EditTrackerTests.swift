import MVCSTestSupport
import Testing

@testable import MVCSLists

/// The tracker a batch records its edits in: long sequences of edits spread its pieces over many
/// blocks, and every position must still say what a plain array of the same edits says.
struct EditTrackerTests {
  /// What a position holds in the model: an original index, or the token of an added element.
  private enum Slot: Equatable {
    case original(Int)
    case added(Int)
  }

  private static func slot(_ element: EditTracker<Int>.Element?) -> Slot? {
    switch element {
    case .original(let index): .original(index)
    case .added(let token): .added(token)
    case nil: nil
    }
  }

  @Test func longSequencesOfEditsMatchAnArray() {
    var generator = SeededGenerator(seed: 24)
    var tracker = EditTracker<Int>(originalCount: 3_000)
    var model = (0..<3_000).map { Slot.original($0) }
    var removed: [Int] = []
    for step in 0..<4_000 {
      switch Int.random(in: 0..<10, using: &generator) {
      case 0..<4:
        let position = Int.random(in: 0...model.count, using: &generator)
        tracker.insert(step, at: position)
        model.insert(.added(step), at: position)
      case 4..<7 where !model.isEmpty:
        let position = Int.random(in: model.indices, using: &generator)
        let expected = model.remove(at: position)
        if case .original(let index) = expected { removed.append(index) }
        guard Self.slot(tracker.remove(at: position)) == expected else {
          Issue.record("step \(step): removing at \(position) did not give \(expected)")
          return
        }
      case 7..<9 where !model.isEmpty:
        let position = Int.random(in: model.indices, using: &generator)
        tracker.replace(at: position, with: step)
        model[position] = .added(step)
      default:
        guard !model.isEmpty else { continue }
        let position = Int.random(in: model.indices, using: &generator)
        if case .added = model[position] {
          tracker.updateToken(at: position) { $0 = -$0 }
          if case .added(let token) = model[position] { model[position] = .added(-token) }
        }
      }
    }
    #expect(tracker.blocks.count > 10)
    #expect(tracker.blocks.allSatisfy { !$0.isEmpty && $0.count <= EditTracker<Int>.maximumBlock })
    #expect(tracker.blockCounts == tracker.blocks.map { $0.reduce(0) { $0 + $1.length } })
    #expect(model.indices.allSatisfy { Self.slot(tracker.element(at: $0)) == model[$0] })
    #expect(tracker.element(at: model.count) == nil)
    #expect(tracker.removedOriginals == removed)
    var walked: [Slot] = []
    var nextPosition = 0
    tracker.forEachPiece { position, piece in
      if position != nextPosition { Issue.record("a piece starts at \(position)") }
      switch piece {
      case .original(let start, let count):
        walked += (start..<(start + count)).map { Slot.original($0) }
        nextPosition += count
      case .added(let token):
        walked.append(.added(token))
        nextPosition += 1
      }
    }
    #expect(walked == model)
  }
}
