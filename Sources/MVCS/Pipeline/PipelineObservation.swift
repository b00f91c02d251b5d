/// A handle on one observation of a pipeline property, returned by `observe`.
///
/// An observation ends on its own when its owner is released, when the pipeline is released, or
/// when its scene is torn down; keep the handle only to end it sooner with ``cancel()``.
/// Dropping the handle does not end the observation.
///
/// ```swift
/// let observation = pipeline.observe(\.searchText, by: store) { store, change in … }
/// observation.cancel()
/// ```
@MainActor
public final class PipelineObservation {
  private let entry: AnyObserverEntry?

  init(entry: AnyObserverEntry?) {
    self.entry = entry
  }

  /// Whether the handler will still be called: not cancelled, and its owner and pipeline alive.
  public var isActive: Bool {
    guard let entry, let property = entry.property else { return false }
    return entry.isOwnerAlive && property.isActive(entry)
  }

  /// Ends the observation: its handler is not called again, even for a change being delivered
  /// right now. Cancelling twice, or after the pipeline is gone, does nothing.
  public func cancel() {
    guard let entry, let property = entry.property else { return }
    property.cancel(entry)
  }
}
