// What every pipeline property of one type shares; see `PipelineProperty.witness`.

/// The behaviour of one `PipelineProperty<Value, Kind>` type and variant (whether it notifies
/// only on change, whether its value prepares itself), made once and shared by every such
/// property.
///
/// The closures are made where the caller's module knows `Value` (`PipelineProperty.init` is
/// inlinable), so they run specialised code: a comparison made in MVCS would be generic, and a
/// write by name through the generic write four times slower.
///
/// `@unchecked Sendable`: every field is a constant, and the closures capture nothing mutable
/// (`==`, a list's own preparation, and a main-actor write).
@usableFromInline
final class PropertyWitness<Value, Kind: _PropertyKindMarker>: @unchecked Sendable {
  @usableFromInline let isSame: ((Value, Value) -> Bool)?
  @usableFromInline let prepare: ((inout Value, Value) -> Void)?
  // Whether `isSame` and `prepare` are not `nil`: comparing a closure with `nil` copies it.
  @usableFromInline let isComparing: Bool
  @usableFromInline let isPreparing: Bool
  // Decodes text and writes it, for a write by name.
  @usableFromInline let writeText:
    @MainActor (PipelineProperty<Value, Kind>, String, Pipeline) throws(ValueText.Failure) -> Void

  @inlinable
  init(isSame: ((Value, Value) -> Bool)?, prepare: ((inout Value, Value) -> Void)?) {
    self.isSame = isSame
    self.prepare = prepare
    isComparing = isSame != nil
    isPreparing = prepare != nil
    writeText = { property, text, owner throws(ValueText.Failure) in
      property.write(try ValueText.decode(text, as: Value.self), in: owner)
    }
  }

  /// Calls `isSame`, which the witness has; see `PipelineProperty.isSame`.
  @usableFromInline
  struct Comparison {
    // Unretained: witnesses live for the whole program.
    @usableFromInline let witness: Unmanaged<PropertyWitness>

    @inlinable
    init(witness: Unmanaged<PropertyWitness>) {
      self.witness = witness
    }

    @inlinable
    func callAsFunction(_ oldValue: Value, _ newValue: Value) -> Bool {
      witness.withGuaranteedReference { $0.compare(oldValue, newValue) }
    }
  }

  // `isSame` is called in place, in a method of the witness, which the caller guarantees alive:
  // taken out of the witness, the closure was copied (its context retained and released), and
  // unwrapped with `unsafelyUnwrapped`, converted to a concrete closure (an allocation a write).
  @inlinable
  final func compare(_ oldValue: Value, _ newValue: Value) -> Bool {
    isSame?(oldValue, newValue) ?? false
  }

  /// Calls `prepare`, which the witness has; see `PipelineProperty.prepare`.
  @usableFromInline
  struct Preparation {
    // Unretained: witnesses live for the whole program.
    @usableFromInline let witness: Unmanaged<PropertyWitness>

    @inlinable
    init(witness: Unmanaged<PropertyWitness>) {
      self.witness = witness
    }

    @inlinable
    func callAsFunction(_ value: inout Value, _ oldValue: Value) {
      witness.withGuaranteedReference { $0.prepare(&value, replacing: oldValue) }
    }
  }

  // Called in place, as `compare` is.
  @inlinable
  final func prepare(_ value: inout Value, replacing oldValue: Value) {
    prepare?(&value, oldValue)
  }

  /// The witness of this property type and variant, made by the first property of it.
  @inlinable
  static func shared(
    isSame: ((Value, Value) -> Bool)?, prepare: ((inout Value, Value) -> Void)?
  ) -> PropertyWitness {
    let key = PropertyWitnessKey(
      type: ObjectIdentifier(PipelineProperty<Value, Kind>.self),
      variant: (isSame == nil ? 0 : 1) | (prepare == nil ? 0 : 2))
    let witness = PropertyWitnessKey.witness(for: key) {
      PropertyWitness(isSame: isSame, prepare: prepare)
    }
    return unsafeDowncast(witness, to: PropertyWitness.self)
  }
}

/// Names a `PropertyWitness`: the property type, and which of its closures it has.
@usableFromInline
struct PropertyWitnessKey: Hashable, Sendable {
  @usableFromInline let type: ObjectIdentifier
  @usableFromInline let variant: Int

  @inlinable
  init(type: ObjectIdentifier, variant: Int) {
    self.type = type
    self.variant = variant
  }

  // Locked rather than main-actor isolated: a property's initialiser is not isolated. Witnesses
  // are never removed, so a property may keep an unowned reference to its own.
  private static let witnesses = Locked(PropertyWitnessTable())

  /// The witness for `key`, made by `make` the first time.
  @usableFromInline
  static func witness(for key: PropertyWitnessKey, make: () -> AnyObject) -> AnyObject {
    witnesses.withLock { table in
      let slot = key.slot
      if let recent = table.recent[slot], recent.key == key { return recent.witness }
      let witness = table.all[key] ?? make()
      table.all[key] = witness
      table.recent[slot] = (key, witness)
      return witness
    }
  }

  /// Where the table's cache of recent witnesses keeps this key's: from the type's address, which
  /// hashes faster than `Hasher`, whose lookup was a sixth of assembling a small scene.
  private var slot: Int {
    Int(truncatingIfNeeded: UInt(bitPattern: type.hashValue) >> 4 ^ UInt(variant))
      & (PropertyWitnessTable.recentCount - 1)
  }
}

/// Every witness made, and a cache of the recent ones in front.
private struct PropertyWitnessTable {
  static let recentCount = 64
  var recent = [(key: PropertyWitnessKey, witness: AnyObject)?](repeating: nil, count: recentCount)
  var all: [PropertyWitnessKey: AnyObject] = [:]
}
