import MVCS

extension SceneStep {
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
    /// Opens a scene registered with a route whose `Result` is a type with no one expecting its
    /// result, as `navigation.show(route)` does, instead of as if presented for one.
    case noresult
  }

  /// What a `service` step makes the fake do next; the step turns it into a ``FakeAnswer``.
  enum FakeOutcome: Sendable, Hashable {
    /// `returns <json>`: this value.
    case value(JSONLiteral)
    /// `returns fixture photos.json`: the JSON in a file next to the script.
    case fixture(ScriptName)
    /// `fails "offline"`: a ``FakeServiceError/failed(message:)``, with a message if given.
    case failure(message: String?)
    /// `fails offline`, `fails timeout`, `fails status 500`: the ``ServiceFailure`` itself, as a
    /// scenario's answer throws it.
    case serviceFailure(ServiceFailure)
  }

  /// The text an `expect screen` step compares the view's rendered text with.
  enum ExpectedScreen: Sendable, Hashable {
    /// The text itself, as `SceneTest.expectScreen(_:)` takes it and a script's
    /// `expect screen """` block gives it.
    case text(String)
    /// `expect screen fixture list.txt`: the text of a file next to the script.
    case fixture(ScriptName)
  }

  /// How an `expect` step compares a value.
  enum Comparison: String, Sendable, Hashable, CaseIterable {
    /// `==`.
    case equal = "=="
    /// `!=`.
    case notEqual = "!="
  }

  /// The property a step reads or writes: a script's dotted path, or a Swift key path.
  enum PropertyReference: Sendable, Hashable, CustomStringConvertible {
    /// `photos.count`, as a script writes it.
    case path(PropertyPath)
    /// `\.photos.count`, as ``SceneTest``'s methods take it.
    case keyPath(TypedKeyPath)

    var description: String {
      switch self {
      case .path(let path): path.description
      case .keyPath(let keyPath): "\(keyPath.keyPath)"
      }
    }
  }

  /// A value a step writes or expects: a script's JSON, or a Swift value of the property's type.
  enum StepValue: Sendable, Hashable {
    /// JSON as a script writes it, compared as JSON.
    case json(JSONLiteral)
    /// A value as ``SceneTest``'s methods take it, compared as its type.
    case typed(TypedValue)

    /// How messages show the value: the script's text, or the value's JSON (its description
    /// when it has none).
    var text: String {
      switch self {
      case .json(let literal): literal.text
      case .typed(let value): value.json?.description ?? String(describing: value.value)
      }
    }

    /// The value as JSON, for diffs; `nil` for a Swift value that is not `Encodable`.
    var json: JSONValue? {
      switch self {
      case .json(let literal): literal.value
      case .typed(let value): value.json
      }
    }

    /// Whether an actual value matches: as JSON for a script's value, as its type for a Swift
    /// one.
    func matches(_ actual: Any?, json actualJSON: JSONValue?) -> Bool {
      switch self {
      case .json(let literal): actualJSON == literal.value
      case .typed(let value): value.isEqual?(actual) ?? false
      }
    }
  }
}
