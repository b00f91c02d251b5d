// Generated from the files in Templates/ by MVCSScaffoldTests; do not edit. After changing a
// template, run `MVCS_RECORD_GOLDEN=1 swift test --filter MVCSScaffoldTests` to update this
// file and the golden files.

extension TemplateFile {
  /// The default template's text, as in `Templates/`.
  var defaultText: String {
    switch self {
    case .route:
      #"""
      // {{sceneName}}Route.swift, in {{moduleName}}.
      {{#author}}
      // Created by {{author}} on {{date}}.
      {{/author}}
      {{#organization}}
      // Copyright © {{year}} {{organization}}. All rights reserved.
      {{/organization}}

      import MVCS

      /// How other scenes open the {{sceneName}} scene: its registered name, and the context its
      /// store reads, each key with its type. A misspelt scene, a missing key or a wrong type is a
      /// compile error:
      ///
      /// ```swift
      /// try navigation.show(.{{sceneVariableName}}(…))
      /// ```
      struct {{sceneName}}Route: SceneRoute, Equatable {
      {{#resultType}}
        /// What the scene hands back to the scene that presents it for a result.
        typealias Result = {{resultType}}

      {{/resultType}}
        static let scene = "{{sceneName}}"
      {{#routeProperties}}

      {{routeProperties}}
      {{/routeProperties}}
      }

      extension SceneRoute where Self == {{sceneName}}Route {
        /// Opens the {{sceneName}} scene{{#contextKeys}} with its context{{/contextKeys}}.
        static func {{sceneVariableName}}({{routeParameters}}) -> Self {
          Self({{routeArguments}})
        }
      }

      """#
    case .pipeline:
      #"""
      // {{sceneName}}Pipeline.swift, in {{moduleName}}.
      {{#author}}
      // Created by {{author}} on {{date}}.
      {{/author}}
      {{#organization}}
      // Copyright © {{year}} {{organization}}. All rights reserved.
      {{/organization}}

      import MVCS

      /// The data that the {{sceneName}} scene's view, controller and store share.
      @MainActor final class {{sceneName}}Pipeline: Pipeline {
        /// The route the scene was opened with, its context: the store reads it, the view may show it.
        let route: {{sceneName}}Route
        /// What the user searches for: the view writes it, the store observes it.
        @Input var query = ""
        /// What the scene shows: the store writes it, the view observes it.
        @Piped var items: [String] = []
        /// The item of the row the user opened: the view writes it, the controller shows the next
        /// scene with it. Each pick notifies, even of the item picked last.
        @Context var selectedItem: Selection<String>
      {{#queryService}}
        /// Whether the store is waiting for {{queryService}}; the view shows progress while true.
        @Status var isLoading = false
        /// Why the last request failed, for the view to show; `nil` after a success.
        @Status var errorMessage: String?
      {{/queryService}}
      {{#storageName}}
        /// The latest queries, newest first, kept in the {{storageName}} storage.
        @Piped var recentQueries: [String] = []
      {{/storageName}}
      {{#resultType}}
        /// What the user chose, for the scene to hand back: the view writes it, the controller
        /// dismisses the scene with it.
        @Input var chosen: {{sceneName}}Route.Result?
      {{/resultType}}

        /// Creates the pipeline of a scene opened with a route.
        init(route: {{sceneName}}Route) {
          self.route = route
        }
      }

      """#
    case .store:
      #"""
      // {{sceneName}}Store.swift, in {{moduleName}}.
      {{#author}}
      // Created by {{author}} on {{date}}.
      {{/author}}
      {{#organization}}
      // Copyright © {{year}} {{organization}}. All rights reserved.
      {{/organization}}

      import MVCS

      /// The business logic of the {{sceneName}} scene: observes the pipeline's inputs and writes its
      /// data.
      @MainActor final class {{sceneName}}Store: SceneStore {
        /// The context keys the store needs, its route's keys that are not optional, so that
        /// `Mediator.validate()` and scene tests report a registration or link without one.
        static var requiredContextKeys: [String] { {{sceneName}}Route.requiredContextKeys }
      {{#queryService}}
        /// The services the store uses, so that `Mediator.validate()` reports one not registered.
        static let requiredServices = ["{{queryService}}"]
      {{/queryService}}
      {{#storageName}}
        /// The storages the store uses, so that `Mediator.validate()` reports one not registered.
        static let requiredStorages = ["{{storageName}}"]
      {{/storageName}}
        let pipeline: {{sceneName}}Pipeline
      {{#serviceName}}
        private let service: any Service<String, [String]>
      {{/serviceName}}
      {{#messageName}}
        private let service: any Service<{{messageName}}, [String]>
      {{/messageName}}
      {{#storageName}}
        private let storage: any Storage
      {{/storageName}}
      {{#usesTasks}}
        private let tasks: SceneTasks
      {{/usesTasks}}

        /// Creates the store with what it needs from the scene's context: its route, which the scene
        /// that opens it, a link, a test or a restored navigation gives.
        init(environment: SceneEnvironment) throws {
          let route = try environment.route({{sceneName}}Route.self)
          pipeline = {{sceneName}}Pipeline(route: route)
      {{#serviceName}}
          service = try environment.service("{{serviceName}}")
      {{/serviceName}}
      {{#messageName}}
          service = try environment.service(for: {{messageName}}.self)
      {{/messageName}}
      {{#storageName}}
          storage = try environment.storage("{{storageName}}")
      {{/storageName}}
      {{#usesTasks}}
          tasks = environment.tasks
      {{/usesTasks}}
        }

        func addObservers() {
          pipeline.observe(\.query, by: self) { store, change in
            store.search(for: change.newValue)
          }
        }
      {{#storageName}}

        func start() {
          tasks.run { [pipeline, storage] in
            pipeline.recentQueries = try await storage.read([String].self, forKey: "recentQueries") ?? []
          }
        }
      {{/storageName}}

        /// Updates the scene's data for a new query. Replace it with the scene's own logic.
        private func search(for query: String) {
      {{#storageName}}
          remember(query)
      {{/storageName}}
      {{#queryService}}
          pipeline.isLoading = true
          tasks.run { [pipeline, service] in
            do {
      {{#messageName}}
              let items = try await service.response(to: {{messageName}}(query: query))
      {{/messageName}}
      {{^messageName}}
              let items = try await service.response(to: query)
      {{/messageName}}
              // One batch: the view, which observes all three, redraws once.
              pipeline.batch {
                pipeline.items = items
                pipeline.errorMessage = nil
                pipeline.isLoading = false
              }
            } catch {
              pipeline.batch {
                pipeline.errorMessage = String(describing: error)
                pipeline.isLoading = false
              }
            }
          }
      {{/queryService}}
      {{^queryService}}
          pipeline.items = query.split(separator: " ").map(String.init)
      {{/queryService}}
        }
      {{#storageName}}

        /// Puts a query first in the recent queries, and saves them.
        private func remember(_ query: String) {
          guard !query.isEmpty else { return }
          let recent = [query] + pipeline.recentQueries.filter { $0 != query }
          pipeline.recentQueries = recent
          tasks.run { [storage] in
            try await storage.write(recent, forKey: "recentQueries")
          }
        }
      {{/storageName}}
      }

      """#
    case .controller:
      #"""
      // {{sceneName}}Controller.swift, in {{moduleName}}.
      {{#author}}
      // Created by {{author}} on {{date}}.
      {{/author}}
      {{#organization}}
      // Copyright © {{year}} {{organization}}. All rights reserved.
      {{/organization}}

      import MVCS

      /// Moves from the {{sceneName}} scene to other scenes, with values from the pipeline.
      @MainActor final class {{sceneName}}Controller: SceneController {
        let pipeline: {{sceneName}}Pipeline
        let navigation: Navigation

        init(pipeline: {{sceneName}}Pipeline, navigation: Navigation) {
          self.pipeline = pipeline
          self.navigation = navigation
        }

        func addObservers() {
      {{#resultType}}
          // Hand the user's choice back: to the scene that presented this one for a result, with
          // dismiss(with:); opened with no one waiting for a result (by a link, say), it just closes.
          pipeline.observe(\.chosen, by: self) { controller, change in
            guard let result = change.newValue else { return }
            controller.navigation.withErrorsReported { navigation in
              if navigation.isExpectingResult {
                try navigation.dismiss(with: result)
              } else {
                try navigation.dismiss()
              }
            }
          }
      {{/resultType}}
          // Show the next scene for each row the user opens: the view picks the row's item into
          // the pipeline's `selectedItem`, a Selection, and this one call shows the scene with it,
          // again for the same row opened twice. The route, `.itemDetail(item:)`, is checked by the
          // compiler; a failed navigation is reported as a diagnostic, which fails the scene's tests.
          // Uncomment it once `mvcs new ItemDetail --context item:String` has made the scene:
          // navigation.show(forEach: \.selectedItem, of: pipeline) { .itemDetail(item: $0) }
        }
      }

      """#
    case .view:
      #"""
      // {{sceneName}}View.swift, in {{moduleName}}.
      {{#author}}
      // Created by {{author}} on {{date}}.
      {{/author}}
      {{#organization}}
      // Copyright © {{year}} {{organization}}. All rights reserved.
      {{/organization}}

      import MVCS

      /// Shows the {{sceneName}} scene and takes the user's input.
      ///
      /// The view is headless, so the scene runs in tests and on every platform. On iOS, make it a
      /// `UIView` subclass (or host a SwiftUI view in one): create the subviews in `init`, update them
      /// in `redraw()`, and write the user's input into the pipeline from their actions.
      @MainActor final class {{sceneName}}View: SceneView {
        let pipeline: {{sceneName}}Pipeline
        /// The rows on screen, as the view last showed them.
        private(set) var rows: [String] = []
      {{#queryService}}
        /// What the view shows instead of the rows, or over them: progress, or the last failure.
        private(set) var message: String?
      {{/queryService}}

        init(pipeline: {{sceneName}}Pipeline) {
          self.pipeline = pipeline
        }

        func addObservers() {
          // One observation for everything the view shows: it redraws once per write, or once for a
          // whole `pipeline.batch { … }` of writes.
      {{#queryService}}
          pipeline.observe(\.items, \.isLoading, \.errorMessage, by: self, initial: true) { view in
            view.redraw()
          }
      {{/queryService}}
      {{^queryService}}
          pipeline.observe(\.items, by: self, initial: true) { view in view.redraw() }
      {{/queryService}}
        }

        /// Shows what the pipeline holds now.
        private func redraw() {
          rows = pipeline.items
      {{#queryService}}
          message = pipeline.isLoading ? "Loading…" : pipeline.errorMessage
      {{/queryService}}
        }

        /// Called when the user types a query.
        func userTyped(_ query: String) {
          pipeline.query = query
        }

        /// Called when the user opens a row: the controller shows the next scene with its item.
        func userOpened(row: Int) {
          guard rows.indices.contains(row) else { return }
          pipeline.selectedItem.select(rows[row])
        }
      {{#resultType}}

        /// Called when the user is done: the controller hands the choice back and closes the scene.
        func userChose(_ result: {{sceneName}}Route.Result) {
          pipeline.chosen = result
        }
      {{/resultType}}
      }

      """#
    case .service:
      #"""
      // {{serviceName}}.swift, in {{moduleName}}.
      {{#author}}
      // Created by {{author}} on {{date}}.
      {{/author}}
      {{#organization}}
      // Copyright © {{year}} {{organization}}. All rights reserved.
      {{/organization}}

      import MVCS

      /// Answers a query with the items that match it.
      ///
      /// A stub that makes up its answer: replace the body with the real request. Stores ask for the
      /// service by its registered name, "{{serviceName}}", so tests can swap in a fake.
      struct {{serviceName}}: Service {
        func response(to query: String) async throws -> [String] {
          ["\(query) 1", "\(query) 2"]
        }
      }

      """#
    case .message:
      #"""
      // {{messageName}}.swift, in {{moduleName}}.
      {{#author}}
      // Created by {{author}} on {{date}}.
      {{/author}}
      {{#organization}}
      // Copyright © {{year}} {{organization}}. All rights reserved.
      {{/organization}}

      import Foundation
      import MVCSHTTP

      /// Asks the backend for the items that match a query.
      ///
      /// Its demo answer, made from the query, lets the app and its tests run with no network: replace
      /// the path and the answer with the real ones. Stores send it through the service registered
      /// under its name, "{{messageName}}", so tests can swap in a fake.
      struct {{messageName}}: Message, Encodable, Equatable {
        typealias Response = [String]
        static let demoResponse: DemoResponse<[String]>? = .answer { (message: {{messageName}}) in
          ["\(message.query) 1", "\(message.query) 2"]
        }

        let query: String
        var path: MessagePath { "/{{messageVariableName}}" }
        var queryItems: [URLQueryItem] { [URLQueryItem(name: "q", value: query)] }
      }

      """#
    case .sceneScript:
      #"""
      # The {{sceneName}} scene's test script, run by {{sceneName}}SceneTests.swift.
      # One step a line. Every change the scene makes must be expected: pipeline changes, service
      # calls, storage writes and navigation.

      scene {{sceneName}}
      {{#sampleContext}}
      {{sampleContext}}
      {{/sampleContext}}
      {{#queryService}}
      service {{queryService}} returns ["lions", "tigers"]
      {{/queryService}}
      {{#storageName}}
      storage {{storageName}} has recentQueries = ["dogs"]

      # When it starts, the store reads the recent queries.
      expect recentQueries == ["dogs"]
      {{/storageName}}

      # The user types a query.
      set query = "big cats"
      {{#storageName}}
      expect recentQueries == ["big cats", "dogs"]
      expect write {{storageName}} recentQueries = ["big cats", "dogs"]
      {{/storageName}}
      {{#serviceName}}
      expect call {{serviceName}} with "big cats"
      {{/serviceName}}
      {{#messageName}}
      expect call {{messageName}} with {"query": "big cats"}
      {{/messageName}}
      {{#queryService}}
      expect changes isLoading [true, false]
      expect items == ["lions", "tigers"]
      {{/queryService}}
      {{^queryService}}
      expect items == ["big", "cats"]
      {{/queryService}}

      """#
    case .sceneTests:
      #"""
      // {{sceneName}}SceneTests.swift, in {{moduleName}}Tests.
      {{#author}}
      // Created by {{author}} on {{date}}.
      {{/author}}
      {{#organization}}
      // Copyright © {{year}} {{organization}}. All rights reserved.
      {{/organization}}

      import Foundation
      import MVCS
      {{#messageName}}
      import MVCSHTTP
      {{/messageName}}
      import MVCSTesting
      import Testing

      @testable import {{moduleName}}

      /// The {{sceneName}} scene's tests, against the app's mediator: how the scene is opened, answers
      /// and is restored{{#hasScript}}, and its script, Scripts/{{sceneName}}.scenetest{{/hasScript}}.
      ///
      /// Each `SceneTest` ends with `finish()`, which tears the scene down and fails for every part
      /// of it (view, controller, store, pipeline) that is not deallocated: the leak check.
      @MainActor struct {{sceneName}}SceneTests {
        /// The route the tests open the scene with: a sample value for each context key.
        static func sampleRoute() throws -> {{sceneName}}Route {
          {{sampleRoute}}
        }

      {{#hasScript}}
        @Test func scriptPasses() async {
          let script = SceneScriptFile("Scripts/{{sceneName}}.scenetest")
          await script.run(mediator: .{{moduleVariableName}}Scenes())
        }
      {{/hasScript}}
      {{^hasScript}}
        // No test script: a script gives context as JSON values, which cannot give the route's
        // {{scriptlessKeys}}. Test the scene in Swift, as below.
      {{/hasScript}}

        @Test func routeReachesTheStore() async throws {
          let route = try Self.sampleRoute()
          let test = SceneTest(
            {{sceneName}}Pipeline.self, scene: {{sceneName}}Route.scene,
            mediator: .{{moduleVariableName}}Scenes(), context: try route.contextValues())
          try await test.start()
          #expect(test.pipeline?.route == route)
          await test.finish()  // The leak check.
        }
      {{#link}}

        @Test func linkOpensTheScene() async throws {
          let test = SceneTest(
            {{sceneName}}Pipeline.self,
            link: "{{linkSample}}",
            mediator: .{{moduleVariableName}}Scenes())
          try await test.start()
          #expect(test.pipeline?.route == Self.linkRoute())
          await test.finish()  // The leak check.
        }

        /// The route the link above opens.
        static func linkRoute() -> {{sceneName}}Route {
          {{linkRoute}}
        }
      {{/link}}
      {{#resultType}}

        @Test func choiceIsHandedBackAndClosesTheScene() async throws {
          // Opened by its route, the scene is tested as presented for its Result.
          let test = SceneTest(
            {{sceneName}}Pipeline.self, route: try Self.sampleRoute(),
            mediator: .{{moduleVariableName}}Scenes())
          try await test.start()
          await test.set(\.chosen, {{sampleResult}})
          test.expectNavigation(.dismiss, {{sceneName}}Route.scene)
          test.expectResult({{sampleResult}})
          await test.finish()  // The leak check.
        }

        @Test func choiceClosesTheSceneWhenNoOneWaits() async throws {
          // Opened with no one waiting for its result, as a link opens it, the scene just closes.
          let test = SceneTest(
            {{sceneName}}Pipeline.self, route: try Self.sampleRoute(),
            mediator: .{{moduleVariableName}}Scenes(), expectingResult: false)
          try await test.start()
          await test.set(\.chosen, {{sampleResult}})
          test.expectNavigation(.dismiss, {{sceneName}}Route.scene)
          await test.finish()  // The leak check.
        }

        @Test func choiceIsTheResultOfTheScenePresentingIt() async throws {
          let navigator = RecordingNavigator(mediator: .{{moduleVariableName}}Scenes())
          let presenter = ResultCatcher()
          let route = try Self.sampleRoute()
          try Navigation(navigator).present(route, by: presenter) { presenter, result in
            presenter.result = result
          }
          let scene = try #require(navigator.scenes.last?.pipeline as? {{sceneName}}Pipeline)
          let result = {{sampleResult}}
          scene.chosen = result
          #expect(presenter.result == result)
          #expect(navigator.stack.isEmpty)
        }
      {{/resultType}}
      {{#messageName}}

        @Test func messageHasADemoAnswer() async throws {
          let answer = try await HTTPService(stage: .demo).send({{messageName}}(query: "cats"))
          #expect(answer == ["cats 1", "cats 2"])
        }
      {{/messageName}}

        @Test func savedNavigationRestoresTheScene() async throws {
          let route = try Self.sampleRoute()
          let navigator = RecordingNavigator(mediator: .{{moduleVariableName}}Scenes())
          try Navigation(navigator).show(route)
          let saved = try JSONEncoder().encode(navigator.savedNavigation())
          navigator.dismissAll()

          // The next launch restores what was saved.
          let restored = RecordingNavigator(mediator: .{{moduleVariableName}}Scenes())
          let report = restored.restore(try JSONDecoder().decode(SavedNavigation.self, from: saved))
          #expect(report.isComplete)
          let scene = try #require(restored.scenes.last?.pipeline as? {{sceneName}}Pipeline)
          #expect(scene.route == route)
          restored.dismissAll()
        }
      }
      {{#resultType}}

      /// Stands for the scene that presents {{sceneName}} for its result.
      @MainActor private final class ResultCatcher {
        var result: {{sceneName}}Route.Result?
      }
      {{/resultType}}
      {{#sampleFunctions}}
      {{sampleFunctions}}
      {{/sampleFunctions}}

      """#
    case .mediator:
      #"""
      // Mediator+Scenes.swift, in {{moduleName}}: every scene of the app, by name.
      // `mvcs new` adds each new scene's registrations between the two mvcs lines below.
      {{#organization}}
      // Copyright © {{year}} {{organization}}. All rights reserved.
      {{/organization}}

      import MVCS
      {{#messageName}}
      import MVCSHTTP
      {{/messageName}}

      extension Mediator {
        /// A mediator with every scene of {{moduleName}} registered, with their services and storages.
        ///
        /// ```swift
        /// let mediator = Mediator.{{moduleVariableName}}Scenes()
        /// try mediator.validate()
        /// ```
        static func {{moduleVariableName}}Scenes() -> Mediator {
          let mediator = Mediator()
          mediator.register{{moduleName}}Scenes()
          return mediator
        }

        /// Registers every scene of {{moduleName}}: its view, controller and store, and the services and
        /// storages its store uses.
        func register{{moduleName}}Scenes() {
          // mvcs:begin registrations
          // mvcs:end registrations
        }
      }

      """#
    case .registration:
      #"""
      register(view: "{{sceneName}}View") { {{sceneName}}View(pipeline: $0) }
      register(controller: "{{sceneName}}Controller") {
        {{sceneName}}Controller(pipeline: $0, navigation: $1)
      }
      register(store: "{{sceneName}}Store") { try {{sceneName}}Store(environment: $0) }
      {{#serviceName}}
      register(service: "{{serviceName}}") { {{serviceName}}() }
      {{/serviceName}}
      {{#messageName}}
      // The demo stage answers with the message's demo response, offline. Give the app one
      // HTTPService for its stage (HTTPService.Stage(named:…)) and register every message on it.
      register(messages: [{{messageName}}.self], on: HTTPService(stage: .demo))
      {{/messageName}}
      {{#storageName}}
      // InMemoryStorage forgets when the app quits; register a persistent storage to keep the data.
      register(storage: "{{storageName}}") { InMemoryStorage() }
      {{/storageName}}
      register(
        {{sceneName}}Route.self,
        SceneParts(
          view: "{{sceneName}}View", controller: "{{sceneName}}Controller",
          store: "{{sceneName}}Store"))
      {{#link}}
      // Opens the scene from {{link}}.
      register(link: {{sceneName}}Route.self{{#linkName}}, named: "{{linkName}}"{{/linkName}})
      {{/link}}

      """#
    }
  }
}
