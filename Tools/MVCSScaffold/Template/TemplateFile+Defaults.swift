// Generated from the files in Templates/ by MVCSScaffoldTests; do not edit. After changing a
// template, run `MVCS_RECORD_GOLDEN=1 swift test --filter MVCSScaffoldTests` to update this
// file and the golden files.

extension TemplateFile {
  /// The default template's text, as in `Templates/`.
  var defaultText: String {
    switch self {
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
        /// What the user searches for: the view writes it, the store observes it.
        @Input var query = ""
        /// What the scene shows: the store writes it, the view observes it.
        @Piped var items: [String] = []
        /// The item of the row the user opened: the view writes it, the controller shows the next
        /// scene with it. Each pick notifies, even of the item picked last.
        @Context var selectedItem: Selection<String>
      {{#serviceName}}
        /// Whether the store is waiting for {{serviceName}}; the view shows progress while true.
        @Status var isLoading = false
        /// Why the last request failed, for the view to show; `nil` after a success.
        @Status var errorMessage: String?
      {{/serviceName}}
      {{#storageName}}
        /// The latest queries, newest first, kept in the {{storageName}} storage.
        @Piped var recentQueries: [String] = []
      {{/storageName}}
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
      {{#serviceName}}
        /// The services the store uses, so that `Mediator.validate()` reports one not registered.
        static let requiredServices = ["{{serviceName}}"]
      {{/serviceName}}
      {{#storageName}}
        /// The storages the store uses, so that `Mediator.validate()` reports one not registered.
        static let requiredStorages = ["{{storageName}}"]
      {{/storageName}}
        let pipeline = {{sceneName}}Pipeline()
      {{#serviceName}}
        private let service: any Service<String, [String]>
      {{/serviceName}}
      {{#storageName}}
        private let storage: any Storage
      {{/storageName}}
      {{#usesTasks}}
        private let tasks: SceneTasks
      {{/usesTasks}}

      {{#usesTasks}}
        /// Creates the store with what it needs from the scene's context.
        init(environment: SceneEnvironment) throws {
      {{#serviceName}}
          service = try environment.service("{{serviceName}}")
      {{/serviceName}}
      {{#storageName}}
          storage = try environment.storage("{{storageName}}")
      {{/storageName}}
          tasks = environment.tasks
        }
      {{/usesTasks}}
      {{^usesTasks}}
        /// Creates the store. Read what it needs from the context here: values, services, storages.
        init(environment: SceneEnvironment) throws {}
      {{/usesTasks}}

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
      {{#serviceName}}
          pipeline.isLoading = true
          tasks.run { [pipeline, service] in
            do {
              let items = try await service.response(to: query)
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
      {{/serviceName}}
      {{^serviceName}}
          pipeline.items = query.split(separator: " ").map(String.init)
      {{/serviceName}}
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
          // Show the next scene for each row the user opens: the view picks the row's item into
          // the pipeline's `selectedItem`, a Selection, and this one call shows the scene with it,
          // again for the same row opened twice. A failed navigation, such as a misspelt scene name,
          // is reported as a diagnostic, which fails the scene's tests. Uncomment it once the
          // ItemDetail scene exists:
          // navigation.show("ItemDetail", forEach: \.selectedItem, of: pipeline) { item in
          //   ["item": item]
          // }
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
      {{#serviceName}}
        /// What the view shows instead of the rows, or over them: progress, or the last failure.
        private(set) var message: String?
      {{/serviceName}}

        init(pipeline: {{sceneName}}Pipeline) {
          self.pipeline = pipeline
        }

        func addObservers() {
          // One observation for everything the view shows: it redraws once per write, or once for a
          // whole `pipeline.batch { … }` of writes.
      {{#serviceName}}
          pipeline.observe(\.items, \.isLoading, \.errorMessage, by: self, initial: true) { view in
            view.redraw()
          }
      {{/serviceName}}
      {{^serviceName}}
          pipeline.observe(\.items, by: self, initial: true) { view in view.redraw() }
      {{/serviceName}}
        }

        /// Shows what the pipeline holds now.
        private func redraw() {
          rows = pipeline.items
      {{#serviceName}}
          message = pipeline.isLoading ? "Loading…" : pipeline.errorMessage
      {{/serviceName}}
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
    case .sceneScript:
      #"""
      # The {{sceneName}} scene's test script, run by {{sceneName}}SceneTests.swift.
      # One step a line. Every change the scene makes must be expected: pipeline changes, service
      # calls, storage writes and navigation.

      scene {{sceneName}}
      {{#serviceName}}
      service {{serviceName}} returns ["lions", "tigers"]
      {{/serviceName}}
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
      expect changes isLoading [true, false]
      expect items == ["lions", "tigers"]
      {{/serviceName}}
      {{^serviceName}}
      expect items == ["big", "cats"]
      {{/serviceName}}

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

      import MVCSTesting
      import Testing

      @testable import {{moduleName}}

      /// Runs the {{sceneName}} scene's test script, Scripts/{{sceneName}}.scenetest, against the app's
      /// mediator.
      @MainActor struct {{sceneName}}SceneTests {
        @Test func scriptPasses() async {
          let script = SceneScriptFile("Scripts/{{sceneName}}.scenetest")
          await script.run(mediator: .{{moduleVariableName}}Scenes())
        }
      }

      """#
    case .mediator:
      #"""
      // Mediator+Scenes.swift, in {{moduleName}}: every scene of the app, by name.
      // `mvcs new` adds each new scene's registrations between the two mvcs lines below.
      {{#organization}}
      // Copyright © {{year}} {{organization}}. All rights reserved.
      {{/organization}}

      import MVCS

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
      {{#storageName}}
      // InMemoryStorage forgets when the app quits; register a persistent storage to keep the data.
      register(storage: "{{storageName}}") { InMemoryStorage() }
      {{/storageName}}
      register(
        scene: "{{sceneName}}",
        SceneParts(
          view: "{{sceneName}}View", controller: "{{sceneName}}Controller",
          store: "{{sceneName}}Store"))

      """#
    }
  }
}
