import Foundation
import MVCSSupport

/// A pipeline property bound to a key of a storage, as ``SceneEnvironment/bind(_:of:to:status:)``
/// makes it.
///
/// It observes its property and hands each write to the ``SharedHub``, and it writes the values
/// and statuses the hub delivers into the pipeline as plain writes, which its own observer lets
/// pass so that a delivery is never written back.
///
/// The observation's handler keeps it alive, so it lives as long as the observation does; the
/// hub and the ``SharedBinding`` handle refer to it weakly.
@MainActor
final class BoundProperty<P: Pipeline, Value: Codable & Sendable>: HubBinding {
  private weak var pipeline: P?
  private let keyPath: ReferenceWritableKeyPath<P, Value>
  private let statusKeyPath: ReferenceWritableKeyPath<P, StorageStatus>?
  let sharedKey: SharedKey<Value>
  let entry: HubEntry
  let home: HubStorage
  let diagnostics: DiagnosticHandler?
  weak var observation: PipelineObservation?
  /// The handle `bind` returned, which owns the observation.
  private var handle: SharedBinding?
  private var isEnded = false
  /// The status the status property was last given.
  private var shownStatus: StorageStatus?
  /// The notification depth at which the hub writes a delivery into the property: the
  /// property's own observer runs one deeper for that write, and lets it pass. A write an
  /// observer makes in turn runs deeper still and is written to the storage.
  private var deliveryDepth: Int?

  init(
    _ keyPath: ReferenceWritableKeyPath<P, Value>, of pipeline: P, key: SharedKey<Value>,
    status: ReferenceWritableKeyPath<P, StorageStatus>?, entry: HubEntry, home: HubStorage
  ) {
    self.pipeline = pipeline
    self.keyPath = keyPath
    statusKeyPath = status
    sharedKey = key
    self.entry = entry
    self.home = home
    diagnostics = Diagnostics.handler
  }

  var storageName: String { sharedKey.storage }
  var key: String { sharedKey.key }

  var isLive: Bool {
    !isEnded && pipeline != nil && observation?.isActive == true
  }

  /// Sets the property as `bind` returns it, before the binding observes it.
  func setInitial(_ value: Value, status: StorageStatus) {
    guard let pipeline else { return }
    pipeline[keyPath: keyPath] = value
    show(status)
  }

  /// Starts observing the property: each write that notifies goes to the hub.
  ///
  /// The observation belongs to the returned handle, so journals name it "SharedBinding
  /// observer". The handler keeps this binding alive and the binding keeps the handle, which
  /// refers back to it weakly.
  func observe() -> SharedBinding {
    let handle = SharedBinding { [weak self] in
      guard let self else { return }
      SharedHub.shared.end(self)
    }
    self.handle = handle
    guard let pipeline else { return handle }
    observation = pipeline.observe(keyPath, by: handle) { [self] _, change in
      propertyChanged(change.newValue)
    }
    return handle
  }

  private func propertyChanged(_ value: Value) {
    // The engine's depth of nested notifications (see `PipelineRuntime`), read rather than
    // changed.
    if let deliveryDepth, runtime.pointee.depth == deliveryDepth + 1 { return }
    guard !isEnded else { return }
    SharedHub.shared.write(value, from: self)
  }

  // MARK: - HubBinding

  func deliver(_ value: HubValue) {
    guard let pipeline else { return }
    let typed: Value
    if let same = value.value as? Value {
      typed = same
    } else {
      do throws(StorageCoding.Failure) {
        typed = try StorageCoding.decode(Value.self, from: value.json)
      } catch {
        let failure = StorageFailure(
          operation: .read, storage: storageName, key: key,
          message: "the value cannot be read as \(error.type): \(error.reason)")
        show(.failed(failure))
        report(.sharedValueUndecodable(failure))
        return
      }
    }
    let outer = deliveryDepth
    deliveryDepth = runtime.pointee.depth
    pipeline[keyPath: keyPath] = typed
    deliveryDepth = outer
  }

  func restore(_ value: HubValue?) {
    deliver(value ?? HubValue(json: Data(), value: sharedKey.defaultValue))
  }

  func show(_ status: StorageStatus) {
    guard let statusKeyPath, let pipeline, shownStatus != status else { return }
    shownStatus = status
    pipeline[keyPath: statusKeyPath] = status
  }

  func readStored(from storage: any Storage) async throws -> StoredRead {
    let read = try await storage.readVersioned(sharedKey)
    return StoredRead(value: try encoded(read.value), writeBackError: read.writeBackError)
  }

  func end() {
    isEnded = true
    observation?.cancel()
  }

  // MARK: - Helpers

  /// A value of the binding's type with its JSON.
  func encoded(_ value: Value) throws(StorageError) -> HubValue {
    do throws(StorageCoding.Failure) {
      return HubValue(json: try StorageCoding.encode(value), value: value)
    } catch {
      throw .encodingFailed(key: key, type: error.type, reason: error.reason)
    }
  }

  /// Reports a diagnostic to the handler that was current when the binding was made.
  func report(_ diagnostic: Diagnostic) {
    Diagnostics.$handler.withValue(diagnostics) { Diagnostics.report(diagnostic) }
  }
}
