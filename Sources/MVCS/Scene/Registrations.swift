// Registrations keep each part's static type behind a protocol, so that assembling by name
// costs a dictionary lookup and a call, with no reflection.
//
// Type names in messages are unqualified (`SearchView`, not `MyApp.SearchView`), as the names
// parts are registered under by default are.

@MainActor
protocol ViewFactory {
  var typeName: String { get }
  var pipelineType: Pipeline.Type { get }
  func accepts(_ pipelineType: Pipeline.Type) -> Bool
  func make(_ pipeline: Pipeline) -> any SceneView
}

@MainActor
protocol ControllerFactory {
  var typeName: String { get }
  var pipelineType: Pipeline.Type { get }
  func accepts(_ pipelineType: Pipeline.Type) -> Bool
  func make(_ pipeline: Pipeline, _ navigation: Navigation) -> any SceneController
  /// What the controller takes when its scene is a checkpoint; `nil` when it takes nothing.
  var checkpointResult: CheckpointAcceptance.Accepted? { get }
  var declaredNavigations: [DeclaredNavigation] { get }
}

@MainActor
protocol StoreFactory {
  var typeName: String { get }
  var pipelineType: Pipeline.Type { get }
  var requiredContextKeys: [String] { get }
  var requiredServices: [String] { get }
  var requiredStorages: [String] { get }
  func make(_ environment: SceneEnvironment) throws -> (any SceneStore, Pipeline)
}

/// Whether a part that works with `Expected` can share a pipeline of `type`.
private func pipeline<Expected: Pipeline>(_ type: Pipeline.Type, isA expected: Expected.Type)
  -> Bool
{
  type == expected || type is Expected.Type
}

struct TypedViewFactory<View: SceneView>: ViewFactory {
  let create: @MainActor (View.ScenePipeline) -> View
  var typeName: String { String(describing: View.self) }
  var pipelineType: Pipeline.Type { View.ScenePipeline.self }
  func accepts(_ type: Pipeline.Type) -> Bool { pipeline(type, isA: View.ScenePipeline.self) }
  // The mediator checked `accepts` before assembling, so the checked cast cannot fail; it costs
  // nothing next to creating the part.
  func make(_ pipeline: Pipeline) -> any SceneView {
    create(pipeline as! View.ScenePipeline)
  }
}

struct TypedControllerFactory<Controller: SceneController>: ControllerFactory {
  let create: @MainActor (Controller.ScenePipeline, Navigation) -> Controller
  var typeName: String { String(describing: Controller.self) }
  var pipelineType: Pipeline.Type { Controller.ScenePipeline.self }
  func accepts(_ type: Pipeline.Type) -> Bool { pipeline(type, isA: Controller.ScenePipeline.self) }
  func make(_ pipeline: Pipeline, _ navigation: Navigation) -> any SceneController {
    create(pipeline as! Controller.ScenePipeline, navigation)
  }
  var checkpointResult: CheckpointAcceptance.Accepted? {
    CheckpointAcceptance.accepted(byControllerType: Controller.self)
  }
  var declaredNavigations: [DeclaredNavigation] { Controller.declaredNavigations }
}

struct TypedStoreFactory<Store: SceneStore>: StoreFactory {
  let create: @MainActor (SceneEnvironment) throws -> Store
  var typeName: String { String(describing: Store.self) }
  var pipelineType: Pipeline.Type { Store.ScenePipeline.self }
  var requiredContextKeys: [String] { Store.requiredContextKeys }
  var requiredServices: [String] { Store.requiredServices }
  var requiredStorages: [String] { Store.requiredStorages }
  func make(_ environment: SceneEnvironment) throws -> (any SceneStore, Pipeline) {
    let store = try create(environment)
    return (store, store.pipeline)
  }
}

/// A registered service or storage: created the first time a store asks for it, then shared.
@MainActor
final class SharedInstance<Value> {
  /// The registered type, and for a service its signature, for messages.
  let typeName: String
  let signature: String
  private let make: @MainActor () -> Value
  private var created: Value?

  init(typeName: String, signature: String = "", make: @escaping @MainActor () -> Value) {
    self.typeName = typeName
    self.signature = signature
    self.make = make
  }

  var instance: Value {
    if let created { return created }
    let value = make()
    created = value
    return value
  }
}

struct SceneRegistration {
  let parts: SceneParts
  let contextKeys: [String]
  /// The route the scene was registered with, if any.
  var route: RouteShape? = nil
  /// The type of result the scene was registered as delivering with `delivers:`, and its name.
  var delivers: (type: ObjectIdentifier, name: String)? = nil
}
