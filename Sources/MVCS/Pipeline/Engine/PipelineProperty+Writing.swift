// A write: the value is stored, the journal records it, and the observers hear the change, depth
// first; see the invariant in EngineInvariant.swift.

extension PipelineProperty {
  @MainActor @inlinable
  func write(_ newValue: Value, in owner: Pipeline) {
    #if DEBUG
      EngineInvariant.checkMainActor()
    #endif
    if prepare != nil || state.pointee.isReadSinceWrite {
      return writePrepared(newValue, in: owner)
    }
    let oldValue = state.pointee.value
    state.pointee.value = newValue
    if state.pointee.observers.isEmpty && owner.runtimeState.pointee.journalCount == 0 { return }
    let isChange = !(isSame?(oldValue, newValue) ?? false)
    Self.notify(
      Change(oldValue: oldValue, newValue: newValue), isChange: isChange, state: state, in: owner)
  }

  // Apart from `write`, so that the common case stays as small as it was before lists and
  // Observation: a list's change set is recorded, and an Observation tracker that may be waiting
  // (the property was read since its last write) hears the change.
  @MainActor @inlinable @inline(never)
  func writePrepared(_ newValue: Value, in owner: Pipeline) {
    let oldValue = state.pointee.value
    var newValue = newValue
    if let prepare { prepare(&newValue, oldValue) }
    let isChange = !(isSame?(oldValue, newValue) ?? false)
    // Only a change is announced, as observers hear only changes; an unchanged value leaves a
    // waiting tracker waiting.
    let announces = isChange && state.pointee.isReadSinceWrite
    if announces {
      state.pointee.isReadSinceWrite = false
      state.pointee.registrar?.willSet(owner)
    }
    state.pointee.value = newValue
    if announces { state.pointee.registrar?.didSet(owner) }
    if state.pointee.observers.isEmpty && owner.runtimeState.pointee.journalCount == 0 { return }
    Self.notify(
      Change(oldValue: oldValue, newValue: newValue), isChange: isChange, state: state, in: owner)
  }

  @MainActor @inlinable
  static func notify(
    _ change: Change<Value>, isChange: Bool, state: UnsafeMutablePointer<PropertyState<Value>>,
    in owner: Pipeline
  ) {
    let property = state.pointee.property.unsafelyUnwrapped
    let runtime = owner.runtimeState
    let depth = runtime.pointee.depth
    // A runaway loop is stopped at the depth limit, and every write made while it unwinds is
    // stored without notifying: a loop that branches (two observers each writing back) would
    // otherwise run 2^limit writes before it ended.
    let isStopped =
      isChange
      && (runtime.pointee.isStoppingLoop || depth >= Pipeline.maximumNotificationDepth)
    let journalLink = runtime.pointee.journalCount == 0 ? nil : owner.recordingJournalLink()
    // Unretained (invariant 3): the link holds its journal, which holds its records, and this
    // write holds the link. Retaining them, and the property, cost a third of a journaled write.
    let journal = journalLink.map { Unmanaged.passUnretained($0.journal.records) }
    let entry = journal?.withGuaranteedReference {
      $0.recordWrite(
        of: property, in: owner, at: journalLink.unsafelyUnwrapped, oldValue: change.oldValue,
        newValue: change.newValue, notified: isChange && !isStopped, isStopped: isStopped)
    }
    guard isChange, !runtime.pointee.isStoppingLoop else { return }
    guard depth < Pipeline.maximumNotificationDepth else {
      runtime.pointee.isStoppingLoop = true
      reportNotificationLoop(at: property.takeUnretainedValue(), in: owner)
      return
    }
    #if DEBUG
      EngineInvariant.check(
        EngineInvariant.frameViolation(
          depth, depth: depth, limit: Pipeline.maximumNotificationDepth, isPush: true))
    #endif
    runtime.pointee.stack[depth] = NotificationFrame(property: property, owner: owner)
    runtime.pointee.depth = depth + 1
    state.pointee.notifying += 1
    // Observers added during this loop are past `count`: they hear the next change, not this one.
    let count = state.pointee.observers.count
    var index = 0
    while index < count {
      // Read afresh each time: a handler may add observers, which can move the buffer.
      let record = state.pointee.observers[index]
      if record.isActive {
        // Unretained, as the list keeps the entry until no loop runs over it.
        if record.entry.withGuaranteedReference({ $0.deliver($0, change) }) {
          if let entry, let journal {
            journal.withGuaranteedReference { journal in
              record.entry.withGuaranteedReference { journal.recordObserver($0, ranFor: entry) }
            }
          }
        } else {
          state.pointee.observers[index].isActive = false
          state.pointee.inactiveCount += 1
        }
      }
      index += 1
    }
    state.pointee.notifying -= 1
    runtime.pointee.depth = depth
    if depth == 0 { runtime.pointee.isStoppingLoop = false }
    #if DEBUG
      // The change logs' entries for this write, now that its observers' writes, to this
      // pipeline or another, are recorded too.
      if depth == 0 && runtime.pointee.changeLogCount > 0 { JournalRecords.outermostWriteEnded() }
    #endif
    if state.pointee.needsCompaction {
      state.pointee.compact()
    }
  }
}
