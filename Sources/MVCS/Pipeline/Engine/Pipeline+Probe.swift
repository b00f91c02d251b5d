// Resolving a key path to the property it reaches, by reading through it with the runtime's
// probe on; see the invariant in EngineInvariant.swift.

extension _KeyPathObservable where Self: Pipeline {
  /// The property a key path ends at, for `observe`; see `property(at:)`.
  ///
  /// Inlinable, so that the typed handle is made in the specialised caller.
  @inlinable
  func observableProperty<Value>(at keyPath: KeyPath<Self, Value>) -> ObservableProperty<Value>? {
    // A key path seen before on this type is resolved from the cache, without reading through it.
    guard let (type, object) = knownProperty(at: keyPath) ?? property(at: keyPath) else {
      return nil
    }
    return ObservableProperty(object: object, type: type)
  }

  /// The property a key path ends at, found by reading through the key path and noting the
  /// property the read reaches; `nil` if it reaches none, or something derived from one.
  ///
  /// Returned as its type and the address of its object, a `PipelineProperty` of `Value`, as
  /// `knownProperty(at:)` returns it.
  @usableFromInline
  func property<Value>(at keyPath: KeyPath<Self, Value>) -> (
    any PropertySlot.Type, UnsafeRawPointer
  )? {
    runtime.pointee.probe = Probe()
    runtime.pointee.isProbing = true
    _ = self[keyPath: keyPath]
    runtime.pointee.isProbing = false
    let probe = runtime.pointee.probe
    guard probe.count == 1, let property = probe.property,
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
    let object = UnsafeRawPointer(Unmanaged.passUnretained(property as AnyObject).toOpaque())
    return (type(of: property), object)
  }

  /// The property a key path ends at, as `property(at:)` finds it, for code outside the engine.
  func slot<Value>(at keyPath: KeyPath<Self, Value>) -> (any PropertySlot)? {
    guard let (type, object) = property(at: keyPath) else { return nil }
    return type.slot(at: object)
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

extension Pipeline {
  /// The type of the property a key path names and the address of its object, if
  /// `rememberField(of:reachedBy:in:)` learned where it lives in this pipeline's type; read from
  /// the field, as it is now.
  ///
  /// Not the property as an `any PropertySlot`, which a call returns retained: `observe` only
  /// points an entry at it, unretained.
  @usableFromInline
  final func knownProperty(at keyPath: AnyKeyPath) -> (any PropertySlot.Type, UnsafeRawPointer)? {
    // Through the pipeline's copy of the runtime pointer: the global's lazy initialisation is
    // checked on each access.
    guard
      let field = runtimeState.pointee.resolvedKeyPaths.field(for: keyPath, in: type(of: self))
    else { return nil }
    // The field holds a property of `field.type` (invariant 4 in EngineInvariant.swift).
    let address = UnsafeRawPointer(Unmanaged.passUnretained(self).toOpaque())
      .load(fromByteOffset: field.offset, as: UnsafeRawPointer.self)
    #if DEBUG
      EngineInvariant.check(
        EngineInvariant.fieldViolation(
          "at offset \(field.offset) of \(type(of: self))", declared: field.type,
          holds: type(of: Unmanaged<AnyObject>.fromOpaque(address).takeUnretainedValue())))
    #endif
    return (field.type, address)
  }
}
