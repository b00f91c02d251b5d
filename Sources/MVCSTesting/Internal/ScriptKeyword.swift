/// The first word of a step.
enum ScriptKeyword: String, CaseIterable {
  case scene, open, context, option, scenario, service, storage, set, result, expect, advance
  case teardown
  // MARK: - alerts
  case answer

  // MARK: - restoration
  case restart

  /// Whether the step acts on the running scene, after which setup steps are too late.
  var isAction: Bool {
    switch self {
    case .set, .result, .expect, .advance, .teardown, .restart: true
    case .answer: true
    case .scene, .open, .context, .option, .scenario, .service, .storage: false
    }
  }

  /// Whether the step names the scene: `scene Search` or `open myapp://Search?query=cats`.
  var namesScene: Bool { self == .scene || self == .open }
}
