/// The main actor's notification state, shared by every pipeline.
///
/// It sits behind a pointer for the same reason as a property's state: a global `var` would pay
/// a dynamic exclusivity check on each write. Only the main actor touches it.
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
  /// Whether reads record the property they reach, to resolve a key path to its property.
  @usableFromInline var isProbing = false
  var probe = Probe()
  /// The observations made while a scene is being assembled (a subview's, on a child pipeline),
  /// so that tearing it down ends them; `nil` outside assembly.
  var observedDuringAssembly: [AnyObserverEntry]?
  /// The parts of the scene being assembled while they add their observers: the scene keeps
  /// them alive until it ends those observations, so they need no weak reference.
  var sceneOwners: [ObjectIdentifier] = []
  /// The names each pipeline type declares, read once per type by reflection.
  var typeSchemas: [ObjectIdentifier: TypeSchema] = [:]

  init() {
    stack = .allocate(capacity: Pipeline.maximumNotificationDepth)
  }

  func isSceneOwner(_ owner: AnyObject) -> Bool {
    !sceneOwners.isEmpty && sceneOwners.contains(ObjectIdentifier(owner))
  }
}

@usableFromInline
struct NotificationFrame {
  @usableFromInline let property: Unmanaged<AnyObject>
  @usableFromInline let owner: Unmanaged<Pipeline>

  // Unretained: a frame lives only while its write runs, and the write holds both.
  @usableFromInline
  init(property: Unmanaged<AnyObject>, owner: Pipeline) {
    self.property = property
    self.owner = Unmanaged.passUnretained(owner)
  }
}

/// What a probing read reached: the last property, and how many properties it read.
struct Probe {
  var property: (any PropertySlot)?
  // The property's `PropertyState<valueType>`, typed by whoever checks `valueType`.
  var state: UnsafeMutableRawPointer?
  var valueType: Any.Type?
  var owner: Pipeline?
  var keyPath: AnyKeyPath?
  var count = 0
}

@MainActor @usableFromInline
func recordProbe<Value, Kind>(
  _ property: PipelineProperty<Value, Kind>, owner: Pipeline, keyPath: AnyKeyPath
) {
  runtime.pointee.probe.property = property
  runtime.pointee.probe.state = UnsafeMutableRawPointer(property.state)
  runtime.pointee.probe.valueType = Value.self
  runtime.pointee.probe.owner = owner
  runtime.pointee.probe.keyPath = keyPath
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
