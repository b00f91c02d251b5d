// Resolving a key path to the property it reaches, by reading through it with the runtime's
// probe on; see the invariant in PropertyState.swift.

extension _KeyPathObservable where Self: Pipeline {
  /// The property a key path ends at, and its state; see `property(at:)`.
  ///
  /// Inlinable, so that the typed tuple is made in the specialised caller.
  @inlinable
  func propertyState<Value>(at keyPath: KeyPath<Self, Value>) -> (
    any PropertySlot, UnsafeMutablePointer<PropertyState<Value>>
  )? {
    guard let (property, state) = property(at: keyPath) else { return nil }
    return (property, state.assumingMemoryBound(to: PropertyState<Value>.self))
  }

  /// The property a key path ends at, found by reading through the key path and noting the
  /// property the read reaches; `nil` if it reaches none, or something derived from one.
  ///
  /// The state is a `PropertyState<Value>`; returned untyped, so that an unspecialised call makes
  /// no tuple type at run time.
  @usableFromInline
  func property<Value>(at keyPath: KeyPath<Self, Value>) -> (
    any PropertySlot, UnsafeMutableRawPointer
  )? {
    runtime.pointee.probe = Probe()
    runtime.pointee.isProbing = true
    _ = self[keyPath: keyPath]
    runtime.pointee.isProbing = false
    let probe = runtime.pointee.probe
    guard probe.count == 1, let property = probe.property, let state = probe.state,
      let valueType = probe.valueType, ObjectIdentifier(valueType) == ObjectIdentifier(Value.self),
      let reached = probe.keyPath?.takeUnretainedValue(), let owner = probe.owner
    else {
      return nil
    }
    if reached !== keyPath {
      let isOwn = owner.toOpaque() == Unmanaged.passUnretained(self).toOpaque()
      // Comparing and casting key paths costs ten times the rest of `observe`, and its answer
      // depends only on the two key paths and `isOwn`: remember it.
      let key = KeyPathVerdicts.Key(keyPath: keyPath, reached: reached, isOwn: isOwn)
      let isAccepted: Bool
      if let known = runtime.pointee.keyPathVerdicts.verdict(for: key) {
        isAccepted = known
      } else {
        isAccepted = Self.accepts(keyPath, reaching: reached, isOwn: isOwn)
        runtime.pointee.keyPathVerdicts.remember(
          isAccepted, for: key, keeping: (keyPath, reached))
      }
      guard isAccepted else { return nil }
    }
    return (property, state)
  }

  /// Whether `keyPath`, whose read reached the property whose own key path is `reached`, names
  /// that property rather than something derived from it.
  private static func accepts<Value>(
    _ keyPath: KeyPath<Self, Value>, reaching reached: AnyKeyPath, isOwn: Bool
  ) -> Bool {
    if reached == keyPath { return true }
    // In this pipeline, a key path other than the property's own reads something derived from
    // it with the same type (`\.name.description`, a computed `var total: Int`). A key path
    // through a child (`\.child.count`), or to a property a superclass declares, is rooted
    // elsewhere and cannot be compared: it is taken only if it is writable, which rules out
    // get-only derived values (`\.child.name.description`, a computed `\.child.total`).
    let isOwnRoot = isOwn && type(of: reached).rootType == Self.self
    return !isOwnRoot && keyPath is ReferenceWritableKeyPath<Self, Value>
  }
}

/// What `observe` concluded about pairs of key paths: the one it was given, and the property's
/// own key path its read reached.
///
/// Key path literals are made once by the runtime, so a scene's observations ask about the same
/// few key path objects again and again. The cache keeps the key paths it names alive, so that an
/// identifier it holds is never reused by another key path, and forgets everything when full.
struct KeyPathVerdicts {
  struct Key: Hashable {
    let keyPath: ObjectIdentifier
    let reached: ObjectIdentifier
    let isOwn: Bool

    init(keyPath: AnyKeyPath, reached: AnyKeyPath, isOwn: Bool) {
      self.keyPath = ObjectIdentifier(keyPath)
      self.reached = ObjectIdentifier(reached)
      self.isOwn = isOwn
    }
  }

  static let capacity = 1024
  private var verdicts: [Key: (isAccepted: Bool, keyPaths: (AnyKeyPath, AnyKeyPath))] = [:]
  // The last verdict asked for, checked before hashing: a view observes one key path many times
  // (a row per item), and a scene's parts observe a few.
  private var last: (key: Key, isAccepted: Bool)?

  var count: Int { verdicts.count }

  mutating func verdict(for key: Key) -> Bool? {
    if let last, last.key == key { return last.isAccepted }
    guard let known = verdicts[key]?.isAccepted else { return nil }
    last = (key, known)
    return known
  }

  mutating func remember(
    _ isAccepted: Bool, for key: Key, keeping keyPaths: (AnyKeyPath, AnyKeyPath)
  ) {
    if verdicts.count >= Self.capacity {
      verdicts.removeAll(keepingCapacity: true)
    }
    verdicts[key] = (isAccepted, keyPaths)
    last = (key, isAccepted)
  }
}
