/// What a binding read from its storage: the value at the key's version (or the key's default
/// when nothing is stored), and why writing an upgraded value back failed, if it did.
struct StoredRead: Sendable {
  let value: HubValue
  /// The error of the write-back after an upgrade, which the hub reports as a failed migration.
  let writeBackError: (any Error)?
}
