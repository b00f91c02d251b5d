import MVCS
import MVCSLists

/// One line of a scene script that does something: its step, and where it starts.
///
/// The step is a ``SceneStep``, the form ``SceneTest``'s methods build too, so the engine runs
/// both alike; names and paths in it carry their own locations so that later checks point at
/// them.
///
/// ```swift
/// // expect photos.count == 20
/// step.location  // Search.scenetest:9:1
/// step.kind      // .expectValue(.path(photos.count), .equal, .json(20))
/// ```
struct ScriptStep: Sendable, Hashable {
  /// Where the step's keyword is.
  var location: ScriptLocation
  /// What the step does.
  var kind: SceneStep

  /// Creates a step.
  ///
  /// - Parameters:
  ///   - kind: What the step does.
  ///   - location: Where the step's keyword is.
  init(_ kind: SceneStep, at location: ScriptLocation) {
    self.kind = kind
    self.location = location
  }
}
