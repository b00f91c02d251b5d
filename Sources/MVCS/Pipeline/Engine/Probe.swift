// See invariant 3 in EngineInvariant.swift.

/// What a probing read reached: the last property, and how many properties it read.
///
/// Unretained: a probe lives only for the read that fills it, which holds everything it names.
struct Probe {
  unowned(unsafe) var property: (any PropertySlot)?
  var valueType: Any.Type?
  var owner: Unmanaged<Pipeline>?
  var keyPath: Unmanaged<AnyKeyPath>?
  var count = 0
}
