// Offsets for the engine's reads by offset; see invariant 4 in EngineInvariant.swift.

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
