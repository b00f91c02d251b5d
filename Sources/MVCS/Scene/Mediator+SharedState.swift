extension Mediator {
  /// Waits until every write of a bound property has reached its storage or failed, and every
  /// change announced before the call has reached the bound properties.
  ///
  /// Call it before the app exits, so that the last writes are not lost; scene tests call it
  /// after every step.
  ///
  /// ```swift
  /// await mediator.waitUntilStored()
  /// ```
  ///
  /// It waits for the storages that scenes assembled by this mediator (or by one whose parent it
  /// is) have bound, including writes queued by scenes already torn down. Writes that observers
  /// make in response to a delivery are waited for too. A change a storage announced that is
  /// still on its way to the bound properties is delivered first: the built-in storages' are
  /// counted, and the bound keys of any other storage that announces changes are read once.
  public func waitUntilStored() async {
    await SharedHub.shared.waitUntilStored(for: self)
  }

  /// The storage registered under a name, and what identifies it in the shared hub: the
  /// instance itself when it is a class or an actor, otherwise the registration's record, so
  /// that two names registered with one instance share their bound keys.
  ///
  /// - Throws: ``MediatorError/unknownName(_:kind:suggestion:registered:)`` for an unknown name.
  func sharedStorage(_ name: String) throws(MediatorError) -> (any Storage, identity: AnyObject) {
    guard let registration = storageRegistration(name) else {
      throw .unknown(name, kind: .storage, registered: registeredNames(of: .storage))
    }
    let storage = registration.instance
    if type(of: storage) is AnyClass { return (storage, storage as AnyObject) }
    return (storage, registration)
  }
}
