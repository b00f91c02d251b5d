public import MVCS

/// Keeps a pipeline status up to date with a ``Connectivity`` service registered by name.
///
/// ```swift
/// @MainActor final class PhotosPipeline: Pipeline {
///   @Status var connectivity = ConnectivityStatus.unknown
/// }
///
/// // In the store:
/// init(environment: SceneEnvironment) throws {
///   monitor = try ConnectivityMonitor(
///     pipeline: pipeline, status: \.connectivity, environment: environment)
/// }
/// func start() { monitor.start() }
/// ```
///
/// The monitor asks the service for the status, writes the answer, then asks again with the new
/// status as the known one, until the scene is torn down, ``stop()`` is called, or the service
/// answers the known status again (it has nothing more to tell). When the service fails, the
/// status becomes ``ConnectivityStatus/unknown`` and the monitor stops asking.
@MainActor
public final class ConnectivityMonitor {
  /// The name the connectivity service is registered under unless another is given:
  /// `"Connectivity"`.
  public static let serviceName = "Connectivity"

  /// The status, as the monitor last wrote it into the pipeline.
  public private(set) var status = ConnectivityStatus.unknown

  private let service: any Service<ConnectivityRequest, ConnectivityStatus>
  private let tasks: SceneTasks
  private let writeStatus: (ConnectivityStatus) -> Void
  private var watch: Task<Void, Never>?
  // Tells the running watch from one stopped before it ended.
  private var watchID = 0

  /// Creates a monitor of a service, writing into a pipeline property.
  ///
  /// - Parameters:
  ///   - pipeline: The pipeline holding the status; held weakly.
  ///   - status: The property the monitor writes the status into, usually `@Status`.
  ///   - service: The connectivity service.
  ///   - tasks: The scene's tasks, from `SceneEnvironment.tasks`.
  public init<Owner: Pipeline>(
    pipeline: Owner, status: ReferenceWritableKeyPath<Owner, ConnectivityStatus>,
    service: any Service<ConnectivityRequest, ConnectivityStatus>, tasks: SceneTasks
  ) {
    self.service = service
    self.tasks = tasks
    writeStatus = { [weak pipeline] in pipeline?[keyPath: status] = $0 }
  }

  /// Creates a monitor of the connectivity service registered under a name.
  ///
  /// - Parameters:
  ///   - pipeline: The pipeline holding the status; held weakly.
  ///   - status: The property the monitor writes the status into, usually `@Status`.
  ///   - environment: The store's environment, for the service and the scene's tasks.
  ///   - name: The service's registered name; ``serviceName`` by default.
  /// - Throws: `MediatorError.unknownName(_:kind:suggestion:registered:)` when no service has
  ///   the name, `MediatorError.serviceTypeMismatch(_:registered:requested:)` when the one
  ///   registered is not a connectivity service.
  public convenience init<Owner: Pipeline>(
    pipeline: Owner, status: ReferenceWritableKeyPath<Owner, ConnectivityStatus>,
    environment: SceneEnvironment, name: String = ConnectivityMonitor.serviceName
  ) throws(MediatorError) {
    self.init(
      pipeline: pipeline, status: status,
      service: try environment.service(
        name, as: (any Service<ConnectivityRequest, ConnectivityStatus>).self),
      tasks: environment.tasks)
  }

  /// Starts asking the service; does nothing while the monitor already asks.
  public func start() {
    guard watch == nil else { return }
    let service = service
    watchID += 1
    let id = watchID
    watch = tasks.run { [weak self] in
      var known = self?.status ?? .unknown
      while !Task.isCancelled {
        let answer: ConnectivityStatus
        do {
          answer = try await service.response(to: ConnectivityRequest(known: known))
        } catch {
          if !Task.isCancelled { self?.write(.unknown) }
          break
        }
        guard answer != known, !Task.isCancelled, let self else { break }
        known = answer
        self.write(answer)
      }
      if self?.watchID == id { self?.watch = nil }
    }
  }

  /// Stops asking the service; the status stays as it is.
  public func stop() {
    watch?.cancel()
    watch = nil
    watchID += 1
  }

  private func write(_ status: ConnectivityStatus) {
    self.status = status
    writeStatus(status)
  }
}
