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
    // A key path seen before on this type is resolved from the cache, without reading through it.
    guard let (property, state) = knownProperty(at: keyPath) ?? property(at: keyPath) else {
      return nil
    }
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
    if reached === keyPath {
      rememberField(of: property, reachedBy: keyPath, in: owner)
    } else {
      let isOwn = owner.toOpaque() == Unmanaged.passUnretained(self).toOpaque()
      // Comparing and casting key paths costs ten times the rest of `observe`, and its answer
      // depends only on the two key paths and `isOwn`: remember it.
      let key = KeyPathVerdicts.Key(keyPath: keyPath, reached: reached, isOwn: isOwn)
      let isAccepted: Bool
      if let known = runtime.pointee.keyPathVerdicts.verdict(for: key) {
        isAccepted = known
      } else {
        isAccepted = Self.accepts(keyPath, reaching: reached, isOwn: isOwn)
        // An equal key path made elsewhere (the wrapper is handed its own instance) names the
        // same field.
        if isAccepted && isOwn && reached == keyPath {
          rememberField(of: property, reachedBy: keyPath, in: owner)
        }
        runtime.pointee.keyPathVerdicts.remember(
          isAccepted, for: key, keeping: (keyPath, reached))
      }
      guard isAccepted else { return nil }
    }
    return (property, state)
  }

  /// The dotted name of the one pipeline property a key path reads through, even when the key
  /// path goes on into its value (`\.photos.count` reads `photos`); `nil` when it reads none,
  /// or more than one. Scene tests use it to know which property an expectation covers.
  package func nameOfPropertyRead<Root: Pipeline, Value>(by keyPath: KeyPath<Root, Value>)
    -> String?
  {
    guard let root = self as? Root else { return nil }
    runtime.pointee.probe = Probe()
    runtime.pointee.isProbing = true
    _ = root[keyPath: keyPath]
    runtime.pointee.isProbing = false
    let probe = runtime.pointee.probe
    guard probe.count == 1, let property = probe.property else { return nil }
    return allProperties().first { $0.slot === property }?.name
  }

  /// Remembers where the property a key path names lives in this pipeline's type, when the key
  /// path is the property's own (`\.name`), so that observing it again needs no read.
  ///
  /// Only then is the answer a function of the key path and the type: the key path's one
  /// component reads the property's field. A key path through a child may pass through a
  /// computed property whose answer changes, so it is read each time.
  private func rememberField(
    of property: any PropertySlot, reachedBy keyPath: AnyKeyPath, in owner: Unmanaged<Pipeline>
  ) {
    guard owner.toOpaque() == Unmanaged.passUnretained(self).toOpaque() else { return }
    let layout = layout
    guard let index = layout.index(of: property, in: self) else { return }
    let field = layout.properties[index]
    runtime.pointee.resolvedKeyPaths.remember(
      ResolvedKeyPaths.Field(offset: field.offset, type: field.type), for: keyPath,
      in: type(of: self))
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

extension Pipeline {
  /// The property a key path names and its state, if `rememberField(of:reachedBy:in:)` learned
  /// where it lives in this pipeline's type; read from the field, as it is now.
  @usableFromInline
  final func knownProperty(at keyPath: AnyKeyPath) -> (any PropertySlot, UnsafeMutableRawPointer)? {
    guard let field = runtime.pointee.resolvedKeyPaths.field(for: keyPath, in: type(of: self))
    else { return nil }
    // The field holds a property of `field.type` (invariant 4 in PropertyState.swift).
    let address = UnsafeRawPointer(Unmanaged.passUnretained(self).toOpaque())
      .load(fromByteOffset: field.offset, as: UnsafeRawPointer.self)
    let property = field.type.slot(at: address)
    return (property, property.rawState)
  }
}

/// Where the property that a key path names lives, by key path and pipeline type: learned by
/// `observe` the first time, so that later observations of the same key path (a row per item, a
/// scene per push) skip reading through it.
///
/// Key path literals are made once by the runtime, so the same few objects come back. The cache
/// keeps the key paths it names alive, so that an identifier it holds is never reused by another
/// key path, and forgets everything when full.
struct ResolvedKeyPaths {
  struct Key: Hashable {
    let keyPath: ObjectIdentifier
    let pipeline: ObjectIdentifier
  }

  struct Field {
    /// The byte offset of the property's field in the pipeline.
    let offset: Int
    /// The field's declared type.
    let type: any PropertySlot.Type
  }

  static let capacity = 1024
  private var fields: [Key: (field: Field, keyPath: AnyKeyPath)] = [:]
  // The last field asked for, checked before hashing.
  private var last: (key: Key, field: Field)?

  mutating func field(for keyPath: AnyKeyPath, in pipeline: Pipeline.Type) -> Field? {
    let key = Key(keyPath: ObjectIdentifier(keyPath), pipeline: ObjectIdentifier(pipeline))
    if let last, last.key == key { return last.field }
    guard let known = fields[key]?.field else { return nil }
    last = (key, known)
    return known
  }

  mutating func remember(_ field: Field, for keyPath: AnyKeyPath, in pipeline: Pipeline.Type) {
    if fields.count >= Self.capacity {
      fields.removeAll(keepingCapacity: true)
    }
    let key = Key(keyPath: ObjectIdentifier(keyPath), pipeline: ObjectIdentifier(pipeline))
    fields[key] = (field, keyPath)
    last = (key, field)
  }
}
