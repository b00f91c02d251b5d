/// Why a ``SceneTest`` could not start.
public enum SceneTestError: Error, Equatable, CustomStringConvertible {
  /// The scene's pipeline is not of the type the test names.
  case pipelineMismatch(expected: String, actual: String)

  public var description: String {
    switch self {
    case .pipelineMismatch(let expected, let actual):
      "The scene's pipeline is a \(actual), but the test names \(expected). To fix, create the "
        + "test with SceneTest(\(actual).self, …)."
    }
  }
}
