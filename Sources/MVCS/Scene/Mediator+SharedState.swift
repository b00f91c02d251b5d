extension Mediator {
  /// Waits until every write of a bound property has reached its storage or failed, and every
  /// announced change has reached the bound properties.
  ///
  /// Call it before the app exits, so that the last writes are not lost; scene tests call it
  /// after every step.
  ///
  /// ```swift
  /// await mediator.waitUntilStored()
  /// ```
  public func waitUntilStored() async {
    // Filled in by the shared hub (issue 21, item 1).
  }
}
