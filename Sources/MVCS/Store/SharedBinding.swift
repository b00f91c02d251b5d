/// A pipeline property bound to a stored value, as
/// ``SceneEnvironment/bind(_:of:to:status:)`` returns it.
///
/// The binding ends by itself when its scene is torn down or its pipeline is released; writes
/// already queued still reach the storage. Keep it only to end the binding earlier:
///
/// ```swift
/// let binding = try environment.bind(\.draft, of: pipeline, to: .draft)
/// // …
/// binding.cancel()  // `draft` keeps its value, and no longer writes or follows the storage
/// ```
@MainActor
public final class SharedBinding {
  private var onCancel: (@MainActor () -> Void)?

  init(onCancel: (@MainActor () -> Void)? = nil) {
    self.onCancel = onCancel
  }

  /// Ends the binding: the property keeps its value, but no longer writes the storage or
  /// follows it. Writes already queued still reach the storage. Cancelling twice does nothing.
  public func cancel() {
    let onCancel = onCancel
    self.onCancel = nil
    onCancel?()
  }
}
