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
  /// make in response to a delivery are waited for too. When nothing is queued it returns at
  /// once, after reading the bound keys of storages that announce changes, so that a change
  /// still on its way from the storage is delivered first.
  public func waitUntilStored() async {
    await SharedHub.shared.waitUntilStored(for: self)
  }

  /// The storage registered under a name, and what identifies it in the shared hub: the
  /// instance itself when it is a class or an actor, otherwise the registration's record, so
  /// that two names registered with one instance share their bound keys.
  ///
  /// - Throws: ``MediatorError/unknownName(_:kind:suggestion:registered:)`` for an unknown name.
  func sharedStorage(_ name: String) throws(MediatorError) -> (any Storage, identity: AnyObject) {
    let storages = allStorages
    guard let registration = storages[name] else {
      throw .unknown(name, kind: .storage, registered: Array(storages.keys))
    }
    let storage = registration.instance
    if type(of: storage) is AnyClass { return (storage, storage as AnyObject) }
    return (storage, registration)
  }
}
