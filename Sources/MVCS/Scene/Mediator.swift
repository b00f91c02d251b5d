/// Assembles scenes by name from what is registered with it: views, controllers and stores, the
/// services and storages stores reach, and named scenes.
///
/// ```swift
/// let mediator = Mediator()
/// mediator.register(view: "SearchView") { SearchView(pipeline: $0) }
/// mediator.register(controller: "SearchController") { SearchController(pipeline: $0, navigation: $1) }
/// mediator.register(store: "SearchStore") { try SearchStore(environment: $0) }
/// mediator.register(service: "SearchPhotoService") { FlickrSearch() }
/// mediator.register(scene: "Search", SceneParts(view: "SearchView", controller: "SearchController",
///                                          store: "SearchStore"), contextKeys: ["query"])
///
/// try mediator.validate()                       // every problem in one report
/// let search = try mediator.assemble(named: "Search", context: ["query": "cats"])
/// ```
///
/// Registering a name again replaces the earlier registration, so a demo or test swaps in its
/// own service, storage or layer without touching the rest.
@MainActor
public final class Mediator {
  var views: [String: any ViewFactory] = [:]
  var controllers: [String: any ControllerFactory] = [:]
  var stores: [String: any StoreFactory] = [:]
  var services: [String: SharedInstance<any Service>] = [:]
  var storages: [String: SharedInstance<any Storage>] = [:]
  var scenes: [String: SceneRegistration] = [:]
  var links: [String: LinkRoute] = [:]
  /// The renames and upgrades that restoring saved navigation applies.
  var restorationRules = RestorationRules()

  /// The mediator this one falls back to for names it does not register itself.
  public let parent: Mediator?

  /// The clock scenes wait with; tests set a manual one.
  public var clock: any Clock<Duration>

  /// The scenario that answers services, set by ``use(_:)``.
  var scenario: Scenario?

  /// Fakes every registered service, for test harnesses such as MVCSTesting's.
  package var serviceFakes: (any ServiceFaking)?
  /// Called with a scene's pipeline as soon as its store creates it, before any part observes
  /// or writes it, for test harnesses to start recording.
  package var didCreatePipeline: ((Pipeline) -> Void)?

  /// Creates a mediator with nothing registered.
  public init() {
    parent = nil
    clock = ContinuousClock()
  }

  /// Creates a mediator that reuses another's registrations, for a demo or a test to replace
  /// some of them without copying or changing the app's.
  ///
  /// ```swift
  /// let demo = Mediator(parent: app)
  /// demo.register(service: "SearchPhotoService") { DemoPhotoSearch() }
  /// let search = try demo.assemble(named: "Search", context: ["query": "cats"])
  /// ```
  ///
  /// A name registered here hides the parent's registration of that name; every other name is
  /// looked up in the parent (and its parent). Services and storages the parent provides are
  /// the parent's shared instances. The clock starts as the parent's.
  ///
  /// - Parameter parent: The mediator to fall back to.
  public init(parent: Mediator) {
    self.parent = parent
    clock = parent.clock
  }

  // MARK: - Registering

  /// Registers a view under a name; scenes name it in ``SceneParts``.
  ///
  /// ```swift
  /// mediator.register(view: "SearchView") { SearchView(pipeline: $0) }
  /// ```
  ///
  /// Every registration follows this pattern — `register(<kind>: "<name>") { <make it> }` — and
  /// registering a name again replaces the earlier registration.
  ///
  /// - Parameters:
  ///   - name: The name scenes use, usually the type's name.
  ///   - make: Creates the view with the scene's pipeline.
  public func register<View: SceneView>(
    view name: String, _ make: @escaping @MainActor (View.ScenePipeline) -> View
  ) {
    views[name] = TypedViewFactory(create: make)
  }

  /// Registers a controller under a name; scenes name it in ``SceneParts``.
  ///
  /// ```swift
  /// mediator.register(controller: "SearchController") {
  ///   SearchController(pipeline: $0, navigation: $1)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - name: The name scenes use, usually the type's name.
  ///   - make: Creates the controller with the scene's pipeline and its way to navigate.
  public func register<Controller: SceneController>(
    controller name: String,
    _ make: @escaping @MainActor (Controller.ScenePipeline, Navigation) -> Controller
  ) {
    controllers[name] = TypedControllerFactory(create: make)
  }

  /// Registers a store under a name; scenes name it in ``SceneParts``.
  ///
  /// ```swift
  /// mediator.register(store: "SearchStore") { try SearchStore(environment: $0) }
  /// ```
  ///
  /// - Parameters:
  ///   - name: The name scenes use, usually the type's name.
  ///   - make: Creates the store, and with it the pipeline, from the scene's environment.
  public func register<Store: SceneStore>(
    store name: String, _ make: @escaping @MainActor (SceneEnvironment) throws -> Store
  ) {
    stores[name] = TypedStoreFactory(create: make)
  }

  /// Registers a service under a name; stores ask for it by that name.
  ///
  /// ```swift
  /// mediator.register(service: "SearchPhotoService") { FlickrSearch() }
  /// ```
  ///
  /// The service is created the first time a store asks for it, and shared after that.
  public func register<S: Service>(service name: String, _ make: @escaping @MainActor () -> S) {
    services[name] = SharedInstance(
      typeName: String(describing: S.self),
      signature: Self.signature(S.Request.self, S.Response.self),
      make: make)
  }

  /// Registers a storage under a name; stores ask for it by that name.
  ///
  /// ```swift
  /// mediator.register(storage: "Favorites") { InMemoryStorage() }
  /// ```
  ///
  /// The storage is created the first time a store asks for it, and shared after that, so every
  /// scene sees the same local data.
  public func register<S: Storage>(storage name: String, _ make: @escaping @MainActor () -> S) {
    storages[name] = SharedInstance(typeName: String(describing: S.self), make: make)
  }

  /// Registers a named scene, which navigation and ``assemble(named:context:navigator:)`` use.
  ///
  /// ```swift
  /// mediator.register(
  ///   scene: "Search",
  ///   SceneParts(view: "SearchView", controller: "SearchController", store: "SearchStore"),
  ///   contextKeys: ["query"])
  /// ```
  ///
  /// - Parameters:
  ///   - name: The scene's name, such as `PhotoDetail`.
  ///   - scene: Its parts.
  ///   - contextKeys: The context keys every navigation to this scene passes; ``validate()``
  ///     checks that they cover what its store requires.
  public func register(scene name: String, _ scene: SceneParts, contextKeys: [String] = []) {
    scenes[name] = SceneRegistration(parts: scene, contextKeys: contextKeys)
  }

  // MARK: - Assembling

  /// Assembles a registered scene by name.
  ///
  /// - Throws: ``MediatorError/unknownName(_:kind:suggestion:registered:)`` for an unknown
  ///   scene, ``MediatorError/undeliveredResultType(scene:route:delivers:expected:)`` when the
  ///   context asks for a result of a type other than the scene's route delivers, and
  ///   everything ``assemble(_:context:navigator:)`` throws.
  public func assemble(
    named name: String, context: ContextValues = [:], navigator: (any Navigator)? = nil
  ) throws -> AssembledScene {
    guard let registration = sceneRegistration(name) else {
      throw MediatorError.unknown(name, kind: .scene, registered: registeredNames(of: .scene))
    }
    try checkResultType(of: registration, named: name, context: context)
    return try assemble(registration.parts, name: name, context: context, navigator: navigator)
  }

  /// Assembles a scene: creates its store (which creates the pipeline) with the context, then
  /// its controller and view with the pipeline, adds their observers, and starts the store.
  ///
  /// - Parameters:
  ///   - scene: The names of the parts.
  ///   - context: The values the store reads.
  ///   - navigator: How the controller navigates. When `nil`, the scene gets its own
  ///     ``RecordingNavigator``, which assembles the scenes it navigates to headless.
  /// - Returns: The assembled scene; tear it down when it leaves the screen.
  /// - Throws: ``MediatorError`` for an unknown part, parts that disagree on the pipeline type, a
  ///   missing or mistyped context value; and whatever the store's initialiser throws.
  public func assemble(
    _ scene: SceneParts, context: ContextValues = [:], navigator: (any Navigator)? = nil
  ) throws -> AssembledScene {
    try assemble(scene, name: nil, context: context, navigator: navigator)
  }

  private func assemble(
    _ scene: SceneParts, name: String?, context values: ContextValues, navigator: (any Navigator)?
  ) throws -> AssembledScene {
    let (view, controller, store) = try factories(for: scene)
    for key in store.requiredContextKeys where values[key] == nil {
      throw MediatorError.missingContextKey(key, store: scene.store, available: values.keys)
    }
    if let missing = unregisteredRequirements(of: store).first { throw missing }
    let tasks = SceneTasks()
    let ownedNavigator = navigator == nil ? RecordingNavigator(mediator: self) : nil
    let sceneNavigator = navigator ?? ownedNavigator!
    // The scene's place on its navigator's stack, for dismissals to a checkpoint.
    let stackSlot = NavigatorStacks.reserve(for: sceneNavigator)
    var assembled: AssembledScene?
    defer { NavigatorStacks.end(stackSlot, with: assembled) }
    let navigation = Navigation(
      sceneNavigator, sceneTasks: tasks, resultChannel: values.resultChannel)
    let environment = SceneEnvironment(
      storeName: scene.store, context: values, tasks: tasks, clock: clock, mediator: self)
    // Scenes assemble scenes (a store may navigate as it is created or started): each assembly
    // collects into its own scope, which ends with it.
    let scope = AssemblyScope()
    let (storeObject, pipeline, controllerObject, viewObject, substores) = try scope.run {
      let (storeObject, pipeline): (any SceneStore, Pipeline)
      do {
        (storeObject, pipeline) = try store.make(environment)
      } catch {
        // Work the store started before it failed must not outlive it.
        tasks.close()
        throw error
      }
      didCreatePipeline?(pipeline)
      let controllerObject = controller.make(pipeline, navigation)
      let viewObject = view.make(pipeline)
      let substores = Self.substores(of: storeObject)
      // The scene keeps these alive until it ends their observations (see `SceneObserverEntry`).
      let parts: [AnyObject] = [storeObject, controllerObject, viewObject] + substores
      scope.parts = parts.map(ObjectIdentifier.init)
      storeObject.addObservers()
      for substore in substores { substore.addObservers() }
      controllerObject.addObservers()
      viewObject.addObservers()
      scope.parts = []
      return (storeObject, pipeline, controllerObject, viewObject, substores)
    }
    let observed = scope.observed
    storeObject.start()
    for substore in substores { substore.start() }
    let scene = AssembledScene(
      parts: scene, name: name, view: viewObject, controller: controllerObject,
      store: storeObject, pipeline: pipeline, tasks: tasks, navigation: navigation,
      substores: substores, ownedNavigator: ownedNavigator, observed: observed)
    assembled = scene
    return scene
  }

  /// The factories for a scene's parts, checked to agree on the pipeline type.
  func factories(for scene: SceneParts) throws(MediatorError) -> (
    any ViewFactory, any ControllerFactory, any StoreFactory
  ) {
    // View, controller, store: the order `Scene` names them in, and validation reports them.
    guard let view = viewFactory(scene.view) else {
      throw .unknown(scene.view, kind: .view, registered: registeredNames(of: .view))
    }
    guard let controller = controllerFactory(scene.controller) else {
      throw .unknown(
        scene.controller, kind: .controller, registered: registeredNames(of: .controller))
    }
    guard let store = storeFactory(scene.store) else {
      throw .unknown(scene.store, kind: .store, registered: registeredNames(of: .store))
    }
    try Self.checkPipelineTypes(of: scene, view: view, controller: controller, store: store)
    return (view, controller, store)
  }

  /// Throws when a scene's view or controller does not accept its store's pipeline.
  static func checkPipelineTypes(
    of scene: SceneParts, view: any ViewFactory, controller: any ControllerFactory,
    store: any StoreFactory
  ) throws(MediatorError) {
    guard view.accepts(store.pipelineType), controller.accepts(store.pipelineType) else {
      throw .pipelineMismatch(
        scene: scene,
        view: .init(type: view.typeName, pipeline: String(describing: view.pipelineType)),
        controller: .init(
          type: controller.typeName, pipeline: String(describing: controller.pipelineType)),
        store: .init(type: store.typeName, pipeline: String(describing: store.pipelineType)))
    }
  }

  /// A store's substores and theirs, depth first.
  private static func substores(of store: any SceneStore) -> [any SceneStore] {
    store.substores.flatMap { [$0] + substores(of: $0) }
  }

  // MARK: - Services and storages

  func service<Request: Sendable, Response: Sendable>(
    _ name: String, as type: (any Service<Request, Response>).Type
  ) throws(MediatorError) -> any Service<Request, Response> {
    guard let registration = serviceRegistration(name) else {
      throw .unknown(name, kind: .service, registered: registeredNames(of: .service))
    }
    let requested = Self.signature(Request.self, Response.self)
    let mismatch = MediatorError.serviceTypeMismatch(
      name, registered: "\(registration.typeName), a \(registration.signature)",
      requested: requested)
    if let serviceFakes {
      // Checked by signature, so that the registered service is not created for a fake.
      guard registration.signature == requested else { throw mismatch }
      return serviceFakes.fake(named: name, as: type)
    }
    guard let service = registration.instance as? any Service<Request, Response> else {
      throw mismatch
    }
    if let scenario = activeScenario, scenario.answers(name) || scenario.answerDelay != nil {
      return ScenarioService(name: name, scenario: scenario, clock: clock, otherwise: service)
    }
    return service
  }

  /// How messages write a service's types: `Service<String, [Photo]>`.
  static func signature(_ request: Any.Type, _ response: Any.Type) -> String {
    "Service<\(String(describing: request)), \(String(describing: response))>"
  }

  func storage(_ name: String) throws(MediatorError) -> any Storage {
    guard let registration = storageRegistration(name) else {
      throw .unknown(name, kind: .storage, registered: registeredNames(of: .storage))
    }
    return registration.instance
  }

  // MARK: - Names

  /// The registered names of one kind, sorted.
  public func registeredNames(of kind: RegistrationKind) -> [String] {
    var names: Set<String> = []
    var mediator: Mediator? = self
    while let current = mediator {
      switch kind {
      case .view: names.formUnion(current.views.keys)
      case .controller: names.formUnion(current.controllers.keys)
      case .store: names.formUnion(current.stores.keys)
      case .service: names.formUnion(current.services.keys)
      case .storage: names.formUnion(current.storages.keys)
      case .scene: names.formUnion(current.scenes.keys)
      case .link: names.formUnion(current.links.keys)
      }
      mediator = current.parent
    }
    return names.sorted()
  }

  /// The parts of a registered scene.
  ///
  /// - Throws: ``MediatorError/unknownName(_:kind:suggestion:registered:)``.
  public func scene(named name: String) throws(MediatorError) -> SceneParts {
    guard let registration = sceneRegistration(name) else {
      throw .unknown(name, kind: .scene, registered: registeredNames(of: .scene))
    }
    return registration.parts
  }
}

// MARK: - Inherited registrations

// A name is looked up here, then in the parent chain: a child's registration hides its
// parent's, and a name the parent registers after the child was made is found. A lookup costs
// the chain's length, never the number of registered names; the names are listed only for an
// error's message. Each kind spelled out: a key path here would cost a generic metadata lookup
// per assembly.
extension Mediator {
  func viewFactory(_ name: String) -> (any ViewFactory)? {
    views[name] ?? parent?.viewFactory(name)
  }
  func controllerFactory(_ name: String) -> (any ControllerFactory)? {
    controllers[name] ?? parent?.controllerFactory(name)
  }
  func storeFactory(_ name: String) -> (any StoreFactory)? {
    stores[name] ?? parent?.storeFactory(name)
  }
  func serviceRegistration(_ name: String) -> SharedInstance<any Service>? {
    services[name] ?? parent?.serviceRegistration(name)
  }
  func storageRegistration(_ name: String) -> SharedInstance<any Storage>? {
    storages[name] ?? parent?.storageRegistration(name)
  }
  func sceneRegistration(_ name: String) -> SceneRegistration? {
    scenes[name] ?? parent?.sceneRegistration(name)
  }
  func linkRoute(_ name: String) -> LinkRoute? {
    links[name] ?? parent?.linkRoute(name)
  }

  /// Calls `body` with every registered scene once, here and up the parent chain, in no order;
  /// a child's registration hides its parent's.
  func forEachRegisteredScene(_ body: (String, SceneRegistration) -> Void) {
    var children: [Mediator] = []
    var mediator: Mediator? = self
    while let current = mediator {
      for (name, registration) in current.scenes
      where !children.contains(where: { $0.scenes[name] != nil }) {
        body(name, registration)
      }
      children.append(current)
      mediator = current.parent
    }
  }
}
