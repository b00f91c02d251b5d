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
    var delivering: [any WaitingObservation] = []
    while !waiting.isEmpty {
      swap(&delivering, &waiting)
      for observation in delivering { observation.deliverWaiting() }
      delivering.removeAll(keepingCapacity: true)
    }
    // Keeps the buffer for the next batch, whose first redraw then waits without an allocation.
    if waiting.capacity == 0 { waiting = delivering }
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
  private let handler: @MainActor (Owner) -> Void
  private var parts: [ObservedProperty] = []
  // The owner a batch notified, kept until the batch ends; non-nil while waiting.
  private var waitingOwner: Owner?

  init(handler: @escaping @MainActor (Owner) -> Void) {
    self.handler = handler
    super.init()
  }

  func add(_ observation: PipelineObservation) {
    parts.append(ObservedProperty(observation))
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
    for part in parts where part.isActive { return true }
    return false
  }

  override func cancel() {
    for part in parts { part.cancel() }
    waitingOwner = nil
  }
}

/// One property's observation of a ``BatchedObservation``, held weakly.
///
/// A final class outside the generic one: a batch checks that its waiting observation is still
/// active, and that check, through a weak field of a struct nested in the generic class, copied
/// the field and looked up generic metadata, costing more than the rest of the batch.
@MainActor
final class ObservedProperty {
  // Nil for the inactive observation `observe` returns for a key path that is not a property.
  private weak var entry: AnyObserverEntry?

  init(_ observation: PipelineObservation) {
    entry = observation as? AnyObserverEntry
  }

  /// Whether the observation has not ended, as `AnyObserverEntry.isActive` says, without looking
  /// up the entry's record in its property: every way an observation ends (cancelling, a scene's
  /// teardown, the pipeline's release) detaches the entry from its property, except its owner's
  /// release, which `isOwnerAlive` tells.
  var isActive: Bool {
    guard let entry else { return false }
    return entry.isAttached && entry.isOwnerAlive
  }

  func cancel() {
    entry?.cancel()
  }
}
