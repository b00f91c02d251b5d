public import Observation

// MARK: - Observation interop
//
// A pipeline is `Observable`: a SwiftUI view, or any `withObservationTracking` caller, that reads
// its properties is told when they change, with no adapter object.
//
// Each property has its own `ObservationRegistrar`, made by its first read, so one key path,
// `\Pipeline.self`, names every property to its registrar. A read tells the registrar (which
// notes the property only while a tracker is collecting reads) and marks the property as read
// since its last write. A write of a changed value announces itself to the registrar only when
// the property is so marked: a tracker waits only on a property it read, and the announcement
// that a write makes ends every tracker waiting on it (trackers fire once), so a property not
// read since its last write has none. The common write, of a property nobody read since, pays
// one check.

extension Pipeline: Observable {}

extension PipelineProperty {
  /// Tells the property's registrar about a read (made by the first), and marks the property as
  /// read since its last write.
  @MainActor @inlinable
  func recordAccess(by owner: Pipeline) {
    if state.pointee.registrar == nil { state.pointee.registrar = PropertyRegistrar() }
    state.pointee.isReadSinceWrite = true
    state.pointee.registrar.unsafelyUnwrapped.access(owner)
  }
}
