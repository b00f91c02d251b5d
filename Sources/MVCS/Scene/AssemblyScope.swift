/// The scene being assembled, as `observe` sees it while the scene's parts add their observers.
///
/// The mediator binds a new scope for each assembly with ``run(_:_:)``, a task-local value that
/// is restored when the assembly ends, so an assembly inside another (a store that navigates
/// while it is created) collects into its own scope and hands nothing to the outer one.
@MainActor @usableFromInline
final class AssemblyScope: Sendable {
  @TaskLocal @usableFromInline static var current: AssemblyScope?

  /// The scene's parts while they add their observers: the scene keeps them alive until it ends
  /// those observations, so the observations hold them without a weak reference.
  var parts: [ObjectIdentifier] = []
  /// The observations made while the scene was assembled (a subview's, on a child pipeline), so
  /// that tearing the scene down ends them.
  var observed: [AnyObserverEntry] = []

  /// Whether `owner` is one of the scene's parts.
  @usableFromInline
  func isPart(_ owner: AnyObject) -> Bool {
    !parts.isEmpty && parts.contains(ObjectIdentifier(owner))
  }

  /// Runs `body` with this scope as the current one, and restores the one before when it returns
  /// or throws.
  func run<Result>(_ body: () throws -> Result) rethrows -> Result {
    // Counted, so that `observe` reads the task-local only while an assembly runs (see
    // `Pipeline.currentAssemblyScope`).
    try PipelineRuntime.whileAssembling {
      try Self.$current.withValue(self, operation: body)
    }
  }
}
