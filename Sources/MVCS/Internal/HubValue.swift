import Foundation

/// A stored value as the shared hub passes it between bindings: its JSON, which the hub compares
/// and a binding of another type decodes, and the value itself, which a binding of the same
/// type takes without decoding.
struct HubValue: Sendable {
  /// The value encoded as storages keep it, with sorted keys, so equal values have equal JSON.
  let json: Data
  /// The value, of the type of the binding that wrote or read it.
  let value: any Sendable
}
