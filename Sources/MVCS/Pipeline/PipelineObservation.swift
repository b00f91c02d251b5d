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
///
/// The handle is the observation itself, as the property keeps it: observing allocates once.
@MainActor
public class PipelineObservation {
  // Only MVCS makes observations; an observation of something that is not a pipeline property
  // is a plain, inactive `PipelineObservation`.
  @usableFromInline init() {}

  /// Whether the handler will still be called: not cancelled, and its owner and pipeline alive.
  public var isActive: Bool { false }

  /// Ends the observation: its handler is not called again, even for a change being delivered
  /// right now. Cancelling twice, or after the pipeline is gone, does nothing.
  public func cancel() {}
}
