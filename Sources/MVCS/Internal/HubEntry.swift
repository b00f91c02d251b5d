import Foundation

/// One key of one storage in the shared hub: the last value the bindings agree on, and the live
/// bindings, in the order they were made.
@MainActor
final class HubEntry {
  /// The key, canonically composed, as storages compare keys.
  let key: String
  /// The value every live binding holds, or `nil` while it is being read.
  var current: HubValue?
  /// The status every binding with a status property shows.
  var status: StorageStatus = .current
  /// Why the key is read-only: its stored value was written by a newer version of the app, or
  /// cannot be upgraded, and writing would destroy it.
  var refusal: (any Error)?
  /// Counts the writes queued for the key, so that a read started before one is not taken for
  /// the value after it.
  var generation = 0
  /// Counts the values delivered, so that a delivery interrupted by a newer one stops.
  private var deliveries = 0

  private struct WeakBinding {
    weak var binding: (any HubBinding)?
  }
  private var bindings: [WeakBinding] = []

  init(key: String) {
    self.key = key
  }

  /// Adds a binding after the others.
  func add(_ binding: any HubBinding) {
    bindings.append(WeakBinding(binding: binding))
  }

  /// The live bindings, in the order they were made; ended ones are forgotten.
  var liveBindings: [any HubBinding] {
    var live: [any HubBinding] = []
    live.reserveCapacity(bindings.count)
    var hasEnded = false
    for weak in bindings {
      if let binding = weak.binding, binding.isLive {
        live.append(binding)
      } else {
        hasEnded = true
      }
    }
    if hasEnded { bindings = live.map { WeakBinding(binding: $0) } }
    return live
  }

  /// Sets the status of the key and shows it in every live binding.
  func show(_ status: StorageStatus) {
    self.status = status
    for binding in liveBindings { binding.show(status) }
  }

  /// Makes a value the current one and delivers it to every live binding but `excluded`.
  ///
  /// A binding's observer may write the key again while this runs; that write delivers its
  /// value to every binding, so this one stops rather than overwrite it with an older value.
  func deliver(_ value: HubValue, except excluded: (any HubBinding)? = nil) {
    current = value
    deliveries &+= 1
    let delivery = deliveries
    for binding in liveBindings where binding !== excluded {
      guard deliveries == delivery else { return }
      binding.deliver(value)
    }
  }
}
