public import MVCS

/// A list value that a pipeline property stores: each write works out its change set once.
///
/// ``ListData`` conforms; nothing else needs to. A pipeline property holding such a value
/// (`@Piped var photos = ListData<NoSection, Photo>()`) calls `_prepareForPipeline(replacing:)`
/// (the core's `_PipelinePreparable` hook) on every value it stores, which records this value's
/// change set from the value it replaces and starts recording the edits made to copies of it;
/// `Change.listChanges` reads what it recorded.
public protocol _PipelineList: _PipelinePreparable {
  /// The change set from `old` to this value: the one recorded when this value replaced `old` in
  /// a pipeline property, or else one worked out by identity.
  func _listChanges(from old: Self) -> ListChanges
}
