/// A write of one key waiting in a storage's queue in the shared hub.
///
/// A later write of the same key replaces it while it waits, so a key written again before its
/// write started is written once, with the latest value.
struct QueuedWrite: Sendable {
  /// Why the value is written: a binding's property changed, or an upgraded value is written
  /// back.
  enum Reason: Sendable {
    case write
    case migrate
  }

  let reason: Reason
  /// The registered storage name and the key as the binding declared them, for messages.
  let storageName: String
  let key: String
  /// Where the write's diagnostics go: the handler of the code whose write this is.
  let diagnostics: DiagnosticHandler?
  /// Writes the value to the storage.
  let perform: @Sendable (any Storage) async throws -> Void
}
