/// A pipeline property bound to a stored value, as
/// ``SceneEnvironment/bind(_:of:to:status:)`` returns it.
///
/// The binding ends by itself when its scene is torn down or its pipeline is released; writes
/// already queued still reach the storage. Keep it only to end the binding earlier.
@MainActor
public final class SharedBinding {
  var onCancel: (@MainActor () -> Void)?

  init(onCancel: (@MainActor () -> Void)? = nil) {
    self.onCancel = onCancel
  }

  /// Ends the binding: the property keeps its value, but no longer writes the storage or
  /// follows it. Cancelling twice does nothing.
  public func cancel() {
    let onCancel = onCancel
    self.onCancel = nil
    onCancel?()
  }
}
