/// A bound pipeline property as the shared hub sees it, whatever its pipeline and value type.
///
/// ``BoundProperty`` is the one conformer; the protocol lets one ``HubEntry`` hold bindings of
/// different pipelines and value types.
@MainActor
protocol HubBinding: AnyObject {
  /// Whether the binding still follows its key: not cancelled, its scene not torn down, its
  /// pipeline alive.
  var isLive: Bool { get }
  /// The key's record in the hub.
  var entry: HubEntry { get }
  /// The registered storage name and the key as the binding declared them, for messages.
  var storageName: String { get }
  var key: String { get }
  /// Where the binding's diagnostics go: the handler current when it was made.
  var diagnostics: DiagnosticHandler? { get }

  /// Writes a value the hub delivers into the property, without writing it back to the storage.
  func deliver(_ value: HubValue)
  /// Puts the property's last confirmed value back after a refused write.
  func restore(_ value: HubValue?)
  /// Writes a status into the binding's status property, if it has one and the status differs.
  func show(_ status: StorageStatus)
  /// Reads the key from the storage as the binding's type, upgrading an old value.
  func readStored(from storage: any Storage) async throws -> StoredRead
  /// Ends the binding: the property keeps its value and no longer follows the key.
  func end()
}
