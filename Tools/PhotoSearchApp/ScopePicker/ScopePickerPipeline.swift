import MVCS

/// The data of the ScopePicker scene: the scopes, the highlighted one and the one chosen.
@MainActor final class ScopePickerPipeline: Pipeline {
  /// The scope the arrows move to; it starts at the current scope, from the context.
  @Input var highlighted = SearchScope.all
  /// The scope the user chose with Enter; the controller returns it to the scene that
  /// presented the picker.
  @Input var chosen: SearchScope?
  /// Why returning the scope failed; the view shows it.
  @Status var problem: String?
}
