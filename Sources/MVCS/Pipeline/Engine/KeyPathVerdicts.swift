// Part of resolving a key path to its property (Pipeline+Probe.swift).

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
