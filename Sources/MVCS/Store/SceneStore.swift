/// The store of a scene: its business logic, which creates the scene's pipeline.
///
/// A store observes inputs, reaches remote data through a ``Service`` and local data through a
/// ``Storage`` (both by registered name, from its ``SceneEnvironment``), and writes results and flags
/// into the pipeline.
///
/// ```swift
/// @MainActor final class SearchStore: SceneStore {
///   static let requiredContextKeys = ["query"]
///   let pipeline = SearchPipeline()
///   private let search: any Service<String, [Photo]>
///   private let tasks: SceneTasks
///
///   init(environment: SceneEnvironment) throws {
///     pipeline.searchText = try environment.value("query", as: String.self)
///     search = try environment.service("SearchPhotoService")
///     tasks = environment.tasks
///   }
///
///   func addObservers() {
///     pipeline.observe(\.searchText, by: self) { store, _ in store.fetch() }
///   }
///   func start() { fetch() }
///
///   private func fetch() {
///     tasks.run { [pipeline, search] in
///       pipeline.photos = (try? await search.response(to: pipeline.searchText)) ?? []
///       pipeline.requestFinished = true
///     }
///   }
/// }
///
/// mediator.register(store: "SearchStore") { try SearchStore(environment: $0) }
/// ```
///
/// A complex store can own substores (the store tree): it creates them with the same context,
/// attaches their pipelines to its own with ``Pipeline/attach(_:as:)``, and lists them in
/// ``substores`` so that they are started and stopped with it.
@MainActor
public protocol SceneStore: AnyObject {
  /// The pipeline type this store creates.
  associatedtype ScenePipeline: Pipeline
  /// The pipeline this store created, shared with the scene's view and controller.
  var pipeline: ScenePipeline { get }
  /// The context keys the store reads; assembling without one of them is an error naming it.
  ///
  /// Include the keys your substores require.
  static var requiredContextKeys: [String] { get }
  /// The registered names of the services the store uses, so that `Mediator.validate()` and
  /// assembly report a missing one before the store runs.
  ///
  /// Include the services your substores use.
  static var requiredServices: [String] { get }
  /// The registered names of the storages the store uses, checked as ``requiredServices`` are.
  ///
  /// Include the storages your substores use.
  static var requiredStorages: [String] { get }
  /// The stores this store owns; they are started and stopped with it.
  var substores: [any SceneStore] { get }
  /// Adds this store's observations; called once every part of the scene has its pipeline.
  func addObservers()
  /// Starts fetching; called last, once every part of the scene observes the pipeline.
  func start()
  /// Stops the store's own work when the scene is torn down; work run through
  /// ``SceneEnvironment/tasks`` is cancelled for you.
  func stop()
}

extension SceneStore {
  /// Requires no context keys.
  public static var requiredContextKeys: [String] { [] }
  /// Declares no services.
  public static var requiredServices: [String] { [] }
  /// Declares no storages.
  public static var requiredStorages: [String] { [] }
  /// Owns no substores.
  public var substores: [any SceneStore] { [] }
  /// Adds no observations.
  public func addObservers() {}
  /// Starts nothing.
  public func start() {}
  /// Stops nothing.
  public func stop() {}
}
