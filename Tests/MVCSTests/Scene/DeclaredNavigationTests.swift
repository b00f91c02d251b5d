import Testing

@testable import MVCS

/// A controller declaring every kind of navigation for a result, right and wrong.
@MainActor
final class DeclaringController: SceneController {
  static let declaredNavigations: [DeclaredNavigation] = [
    .show("NamedPicker", expecting: SearchScope.self),
    .present("RoutedPicker", expecting: SearchScope.self),
    .dismiss(to: "Home", with: SearchScope.self),
    .present("Picker", expecting: SearchScope.self),
    .present("IntPicker", expecting: SearchScope.self),
    .show("RoutedPicker", expecting: Int.self),
    .dismiss(to: HomeRoute.self, with: Int.self),
    .dismiss(to: "List", with: SearchScope.self),
    .present("Pickr", expecting: SearchScope.self),
  ]
  let pipeline: CheckpointPipeline
  init(pipeline: CheckpointPipeline) { self.pipeline = pipeline }
}

struct RoutedPickerRoute: SceneRoute {
  typealias Result = SearchScope
  static let scene = "RoutedPicker"
}

@MainActor
struct DeclaredNavigationTests {
  private func mediator() -> Mediator {
    let mediator = Mediator.checkpointApp()
    mediator.register(controller: "DeclaringController") { pipeline, _ in
      DeclaringController(pipeline: pipeline)
    }
    let parts = { (controller: String) in
      SceneParts(view: "CheckpointView", controller: controller, store: "CheckpointStore")
    }
    mediator.register(scene: "Declaring", parts("DeclaringController"))
    mediator.register(scene: "Picker", parts("LevelController"))
    mediator.register(scene: "NamedPicker", parts("LevelController"), delivers: SearchScope.self)
    mediator.register(scene: "IntPicker", parts("LevelController"), delivers: Int.self)
    mediator.register(RoutedPickerRoute.self, parts("LevelController"))
    return mediator
  }

  @Test func validateChecksEachDeclaredNavigationAgainstTheSceneItGoesTo() {
    let report = mediator().validationReport()
    #expect(report.problems.allSatisfy { $0.scene == "Declaring" })
    #expect(
      report.problems.map(\.error.description) == [
        """
        DeclaringController declares "present Picker expecting SearchScope", but the scene \
        "Picker" is not registered as delivering a result. To fix, register it with \
        mediator.register(scene: "Picker", …, delivers: SearchScope.self), or by a SceneRoute \
        whose Result is SearchScope.
        """,
        """
        DeclaringController declares "present IntPicker expecting SearchScope", but the scene \
        "IntPicker" delivers Int. To fix, expect what it delivers, or register "IntPicker" as \
        delivering SearchScope.
        """,
        """
        DeclaringController declares "show RoutedPicker expecting Int", but the scene \
        "RoutedPicker" delivers SearchScope (RoutedPickerRoute.Result). To fix, expect what it \
        delivers, or register "RoutedPicker" as delivering Int.
        """,
        """
        DeclaringController declares "dismiss to Home with Int", which would fail: Cannot \
        dismiss to "Home" with a result of type Int: its controller HomeController takes \
        SearchScope (its CheckpointResult). To fix, hand back a SearchScope, or make \
        HomeController's CheckpointResult Int.
        """,
        """
        DeclaringController declares "dismiss to List with SearchScope", which would fail: \
        Cannot dismiss to "List" with a result of type SearchScope: its controller \
        LevelController takes no result, since it is not a CheckpointController. To fix, \
        dismiss to "List" without a result, or conform LevelController to \
        CheckpointController with CheckpointResult = SearchScope.
        """,
        MediatorError.unknown(
          "Pickr", kind: .scene,
          registered: mediator().registeredNames(of: .scene)
        ).description,
      ])
    #expect(report.problems.last?.error.description.contains(#"Did you mean "Picker"?"#) == true)
  }

  @Test func aNavigationExpectingAnotherTypeThanASceneIsRegisteredAsDeliveringThrows() throws {
    let mediator = mediator()
    let home = try mediator.assemble(named: "Home")
    let owner = try #require(home.controller as? HomeController)

    #expect {
      try home.navigation.present(
        "IntPicker", expecting: SearchScope.self, by: owner, onResult: { _, _ in })
    } throws: { error in
      (error as? MediatorError)?.description == """
        The scene "IntPicker" is registered as delivering Int, but was navigated to expecting \
        SearchScope. To fix, expect Int, or register "IntPicker" with delivers: SearchScope.self.
        """
    }
    try home.navigation.present("IntPicker", expecting: Int.self, by: owner, onResult: { _, _ in })
    #expect((home.navigator as? RecordingNavigator)?.stack.map(\.scene) == ["IntPicker"])
    home.tearDown()
  }

  @Test func aControllerThatDeclaresNothingHasNoProblems() {
    #expect(Mediator.checkpointApp().validationReport().isEmpty)
  }

  @Test func declarationsReadAsNavigations() {
    #expect(
      DeclaredNavigation.present("Picker", expecting: SearchScope.self).description
        == "present Picker expecting SearchScope")
    #expect(
      DeclaredNavigation.dismiss(to: HomeRoute.self, with: Int.self).description
        == "dismiss to Home with Int")
  }
}
