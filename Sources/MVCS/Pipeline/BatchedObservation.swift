/// The writes of a ``Pipeline/batch(_:)`` running now, and the observations waiting for its end.
///
/// Apart from the engine (`Pipeline/Engine/`): a write never reads it, so a write costs the same
/// whether or not anyone observes several properties; only a `BatchedObservation` does.
@MainActor
enum WriteBatch {
  /// How many batches run, one inside another.
  static var depth = 0
  /// The observations a running batch notified, in the order they were first notified.
  static var waiting: [any WaitingObservation] = []

  /// Delivers the waiting observations, once each; a handler's own writes are delivered at once,
  /// or by its own batch.
  static func deliverWaiting() {
    while !waiting.isEmpty {
      let delivering = waiting
      waiting.removeAll()
      for observation in delivering { observation.deliverWaiting() }
    }
  }
}

/// An observation that a batch holds back until it ends.
@MainActor
protocol WaitingObservation: AnyObject {
  func deliverWaiting()
}

/// One handler observing several properties, called once per write outside a batch and once per
/// batch inside one.
///
/// Each property has its own observation (the entries the pipeline keeps), whose handler holds
/// this object; this object holds them weakly, so that ending them — teardown, a released owner —
/// frees it.
@MainActor
final class BatchedObservation<Owner: AnyObject>: PipelineObservation, WaitingObservation {
  private struct Part {
    weak var observation: PipelineObservation?
  }

  private let handler: @MainActor (Owner) -> Void
  private var parts: [Part] = []
  // The owner a batch notified, kept until the batch ends; non-nil while waiting.
  private var waitingOwner: Owner?

  init(handler: @escaping @MainActor (Owner) -> Void) {
    self.handler = handler
    super.init()
  }

  func add(_ observation: PipelineObservation) {
    parts.append(Part(observation: observation))
  }

  /// One of the properties was written.
  func changed(_ owner: Owner) {
    guard WriteBatch.depth > 0 else { return handler(owner) }
    guard waitingOwner == nil else { return }
    waitingOwner = owner
    WriteBatch.waiting.append(self)
  }

  func deliverWaiting() {
    guard let owner = waitingOwner else { return }
    waitingOwner = nil
    // Cancelled, or its scene torn down, while the batch ran.
    guard isActive else { return }
    handler(owner)
  }

  override var isActive: Bool {
    parts.contains { $0.observation?.isActive ?? false }
  }

  override func cancel() {
    for part in parts { part.observation?.cancel() }
    waitingOwner = nil
  }
}
