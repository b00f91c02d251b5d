/// How strictly a ``SceneTest`` or a scene script checks what the scene does.
///
/// The same word in both: `checking: .relaxed` in Swift, `option relaxed` in a script.
public enum SceneChecking: Sendable, Equatable {
  /// Everything the scene does — pipeline changes, service calls, navigations, storage writes —
  /// must be expected by a step, or the test fails at the action that caused it.
  case exhaustive
  /// What no step expects passes; `expect changes` still sees every change since the property
  /// was last expected.
  case relaxed
}
