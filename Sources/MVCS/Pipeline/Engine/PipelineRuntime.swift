/// The main actor's notification state, shared by every pipeline.
///
/// It sits behind a pointer for the same reason as a property's state: a global `var` would pay
/// a dynamic exclusivity check on each write. Only the main actor touches it (see the invariant
/// in EngineInvariant.swift). It holds the state of writes in progress and caches; nothing in it
/// passes information from one call to another (assembly uses ``AssemblyScope``).
@MainActor @usableFromInline
let runtime: UnsafeMutablePointer<PipelineRuntime> = {
  let pointer = UnsafeMutablePointer<PipelineRuntime>.allocate(capacity: 1)
  pointer.initialize(to: PipelineRuntime())
  return pointer
}()

@usableFromInline
struct PipelineRuntime {
  /// How many notifications are running, one inside another.
  @usableFromInline var depth = 0
  /// The properties being notified, outermost first; `depth` of them are valid.
  @usableFromInline let stack: UnsafeMutablePointer<NotificationFrame>
  /// Whether a runaway loop reached the depth limit and is unwinding: until the outermost
  /// notification returns, writes are stored but notify no one.
  @usableFromInline var isStoppingLoop = false
  /// How many journals are recording; writes skip the journal check while it is zero.
  @usableFromInline var journalCount = 0
  /// How many journals have a change log (`Pipeline.logChanges(to:)`); the outermost write and
  /// batch skip flushing the logs while it is zero. A journal freed with its log on stays
  /// counted, which costs a flush that finds no log, never a missed entry.
  @usableFromInline var changeLogCount = 0
  /// How many assemblies run, one inside another (see `AssemblyScope.run(_:)`): while none
  /// does, `observe` skips reading the task-local scope. Assembly is synchronous on the main
  /// actor, so no task sees a scope while this is zero, except one a store started during an
  /// assembly, whose later observations belong to no assembly.
  @usableFromInline var assemblyCount = 0
  /// Whether reads record the property they reach, to resolve a key path to its property.
  @usableFromInline var isProbing = false
  var probe = Probe()
  /// The journals recording, which a write from a pipeline no journal follows yet checks: it
  /// may have been put into a recorded tree since the journal started.
  // Weak: a journal released off the main actor waits there for its isolated deinit, with no
  // reference left; an unretained one would be retained again while it is being destroyed.
  var recordingJournals: [WeakJournal] = []
  /// The layout of each pipeline type, read once per type.
  var layouts: [ObjectIdentifier: PipelineLayout] = [:]
  /// The layout asked for last, and its type; see `PipelineLayout.of(_:)`.
  var lastLayout: (type: ObjectIdentifier, layout: PipelineLayout)?
  /// What `observe` learned about each key path it was given; see `KeyPathVerdicts`.
  var keyPathVerdicts = KeyPathVerdicts()
  /// Where the property each key path `observe` was given lives; see `ResolvedKeyPaths`.
  var resolvedKeyPaths = ResolvedKeyPaths()

  init() {
    stack = .allocate(capacity: Pipeline.maximumNotificationDepth)
  }
}

// MARK: - What code outside the engine asks of the runtime

extension PipelineRuntime {
  /// Counts a journal as recording until ``stopRecording(_:)``: while none records, writes skip
  /// the journal check. Listed weakly (invariant 3): a journal takes itself out when it stops or
  /// is freed.
  @MainActor
  static func startRecording(_ journal: Journal) {
    #if DEBUG
      EngineInvariant.checkMainActor()
    #endif
    runtime.pointee.journalCount += 1
    runtime.pointee.recordingJournals.append(WeakJournal(journal: journal))
  }

  /// Stops counting a journal that ``startRecording(_:)`` counted.
  @MainActor
  static func stopRecording(_ journal: Journal) {
    #if DEBUG
      EngineInvariant.checkMainActor()
    #endif
    runtime.pointee.journalCount -= 1
    #if DEBUG
      EngineInvariant.check(
        EngineInvariant.countViolation("journal count", is: runtime.pointee.journalCount))
    #endif
    // By address only: loading a journal here to see whether it lives could be its last
    // release, whose deinit would come back here while this removal runs. A journal that goes
    // while it records takes itself off in its deinit.
    let address = Unmanaged.passUnretained(journal).toOpaque()
    runtime.pointee.recordingJournals.removeAll { $0.address == address }
  }

  /// The journals recording now.
  @MainActor
  static var journalsRecording: [Journal] {
    runtime.pointee.recordingJournals.compactMap(\.journal)
  }

  /// Whether the tree of a recording journal holds `pipeline` now.
  @MainActor
  static func isInRecordedTree(_ pipeline: Pipeline) -> Bool {
    let target = Unmanaged.passUnretained(pipeline).toOpaque()
    return withUnsafeTemporaryAllocation(of: UnsafeMutableRawPointer.self, capacity: 64) { path in
      // From the end, checking the index each time: releasing a root below can be its last
      // release, when another thread dropped the pipeline meanwhile, and its journal's deinit
      // then takes the journal off the list while this loop runs. Removing an element moves
      // only those after it, so going down visits every journal left, at worst one twice.
      var index = runtime.pointee.recordingJournals.count
      while index > 0 {
        index -= 1
        guard index < runtime.pointee.recordingJournals.count,
          let root = runtime.pointee.recordingJournals[index].rootToken?.pipeline
        else { continue }
        let holds = withExtendedLifetime(root) {
          Pipeline.tree(at: .passUnretained(root), holds: target, path: path)
        }
        if holds { return true }
      }
      return false
    }
  }

  /// Runs `body` counted as an assembly, so that `observe` reads the task-local
  /// ``AssemblyScope`` while it runs (see `assemblyCount`).
  @MainActor
  static func whileAssembling<Result>(_ body: () throws -> Result) rethrows -> Result {
    #if DEBUG
      EngineInvariant.checkMainActor()
    #endif
    runtime.pointee.assemblyCount += 1
    defer {
      runtime.pointee.assemblyCount -= 1
      #if DEBUG
        EngineInvariant.check(
          EngineInvariant.countViolation("assembly count", is: runtime.pointee.assemblyCount))
      #endif
    }
    return try body()
  }
}

extension Pipeline {
  /// The scope of the assembly running now, if one runs: only then is the task-local read, which
  /// costs a tenth of an observation.
  @inlinable
  final var currentAssemblyScope: AssemblyScope? {
    runtimeState.pointee.assemblyCount == 0 ? nil : AssemblyScope.current
  }
}

// MARK: - Probing and loop reports

@MainActor @usableFromInline
func recordProbe<Value, Kind>(
  _ property: PipelineProperty<Value, Kind>, owner: Pipeline, keyPath: AnyKeyPath
) {
  runtime.pointee.probe.property = property
  runtime.pointee.probe.valueType = Value.self
  runtime.pointee.probe.owner = .passUnretained(owner)
  runtime.pointee.probe.keyPath = .passUnretained(keyPath)
  runtime.pointee.probe.count += 1
}

/// Reports a runaway loop of writes (A's observer writes B, whose observer writes A …) instead
/// of overflowing the stack; the write that reached the limit, and those made while the loop
/// unwinds, are stored but notify no one.
@MainActor @usableFromInline
func reportNotificationLoop(at property: AnyObject, in owner: Pipeline) {
  let depth = runtime.pointee.depth
  var path: [String] = []
  for index in 0..<depth {
    let frame = runtime.pointee.stack[index]
    path.append(
      frame.owner.takeUnretainedValue().qualifiedName(of: frame.property.takeUnretainedValue()))
  }
  path.append(owner.qualifiedName(of: property))
  Diagnostics.report(.notificationLoop(path: path, limit: Pipeline.maximumNotificationDepth))
}
