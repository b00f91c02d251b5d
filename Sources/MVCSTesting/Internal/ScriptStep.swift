import MVCS
import MVCSLists

/// One line of a scene script that does something: its kind, with its arguments, and where it
/// starts.
///
/// Each case of ``Kind`` is one step form of the language; names and paths carry their own
/// locations so that later checks point at them.
///
/// ```swift
/// // expect photos.count == 20
/// step.location  // Search.scenetest:9:1
/// step.kind      // .expectValue(photos.count, .equal, 20)
/// ```
struct ScriptStep: Sendable, Hashable {
  /// Where the step's keyword is.
  var location: ScriptLocation
  /// What the step does.
  var kind: Kind

  /// Creates a step.
  ///
  /// - Parameters:
  ///   - kind: What the step does.
  ///   - location: Where the step's keyword is.
  init(_ kind: Kind, at location: ScriptLocation) {
    self.kind = kind
    self.location = location
  }

  /// What a step does: one case per step form of the language.
  enum Kind: Sendable, Hashable {
    /// `scene Search`, or `scene SearchView SearchController SearchStore`.
    case scene(SceneReference)
    /// `context query = "cats"`: a value in the scene's context.
    case context(ContextEntry)
    /// `option relaxed`.
    case option(Option)
    /// `service SearchPhotoService returns [] after 2s`: the service's next answer, and the
    /// delay on the test clock before it arrives, if any.
    case service(ScriptName, answer: ServiceAnswer, delay: Duration?)
    /// `storage Favorites has recent = ["cats"]`: a key preloaded into an in-memory storage.
    case storage(ScriptName, key: ScriptName, value: JSONLiteral)
    /// `set searchText = "cats"`: a pipeline property written as the view would.
    case set(PropertyPath, value: JSONLiteral)
    /// `result "favorites"`: a result handed to the scene, as the scene it presented for one
    /// would.
    case result(JSONLiteral)
    /// `expect photos.count == 20`: a property value, compared as JSON.
    case expectValue(PropertyPath, Comparison, JSONLiteral)
    /// `expect changes isLoading [true, false]`: the exact new values since last asserted.
    case expectChanges(PropertyPath, values: [JSONLiteral])
    /// `expect list photos: insert rows [0-0]; delete rows [0-3]`: the change set of each write
    /// of a list property since last asserted, oldest first.
    case expectListChanges(PropertyPath, changes: [ListChanges])
    /// `expect navigation show PhotoDetail with photoID = "123"`: a navigation, the scene it
    /// went to (optional for `dismiss`), and the context it passed.
    case expectNavigation(NavigationAction, scene: ScriptName?, context: [ContextEntry])
    /// `expect call SearchPhotoService with "cats"`: a service call, and its request if given.
    case expectCall(ScriptName, request: JSONLiteral?)
    /// `expect write Favorites recent = ["cats"]`: a storage write, and its value if given.
    case expectWrite(ScriptName, key: ScriptName, value: JSONLiteral?)
    /// `advance 1.5s`: moves the test clock.
    case advance(Duration)
    /// `teardown`: tears the scene down; implied at the end of a script without one.
    case teardown
  }

  /// The scene a script runs: a registered scene's name, or its three parts' names.
  enum SceneReference: Sendable, Hashable {
    /// `scene Search`: a scene registered under a name.
    case registered(ScriptName)
    /// `scene SearchView SearchController SearchStore`: parts registered under names.
    case parts(view: ScriptName, controller: ScriptName, store: ScriptName)
    /// `open photosearch://PhotoDetail?photoID=p2`: the scene a deep link opens, with its
    /// context.
    case link(ScriptName)
  }

  /// A key and value of a context: `query = "cats"`.
  struct ContextEntry: Sendable, Hashable {
    /// The context key.
    var key: ScriptName
    /// The value.
    var value: JSONLiteral
  }

  /// A script option, which changes how the runner checks the scene.
  enum Option: String, Sendable, Hashable, CaseIterable {
    /// Turns off the runner's exhaustive checks, so that what the script does not assert
    /// passes.
    case relaxed
  }

  /// What a `service` step makes the service answer next.
  enum ServiceAnswer: Sendable, Hashable {
    /// `returns <json>`: this value.
    case value(JSONLiteral)
    /// `returns fixture photos.json`: the JSON in a file next to the script.
    case fixture(ScriptName)
    /// `fails "offline"`: an error, with a message if given.
    case failure(message: String?)
  }

  /// How an `expect` step compares a value.
  enum Comparison: String, Sendable, Hashable, CaseIterable {
    /// `==`.
    case equal = "=="
    /// `!=`.
    case notEqual = "!="
  }
}
