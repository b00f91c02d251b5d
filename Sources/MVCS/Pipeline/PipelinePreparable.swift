/// A value that prepares itself each time a pipeline property stores it: the hook through which a
/// feature module's value type learns what it replaces.
///
/// You don't conform to this protocol in app code. It is the core's seam for feature modules:
/// MVCSLists' `ListData` conforms, so that a list records its change set once per write, where
/// the old value is at hand, and its observers read that change set later. A pipeline property
/// (`@Piped var photos = ListData<NoSection, Photo>()`) calls
/// ``_prepareForPipeline(replacing:)`` on its initial value and on every value written to it,
/// before storing it and before comparing it with the old value.
///
/// ```swift
/// struct Counted: _PipelinePreparable {
///   var value = 0
///   var writes = 0
///   mutating func _prepareForPipeline(replacing old: Counted?) {
///     writes = (old?.writes ?? -1) + 1
///   }
/// }
/// ```
///
/// See <doc:FeatureModules> for what else a feature module may use from the core.
public protocol _PipelinePreparable {
  /// Prepares this value to be stored in a pipeline property, in place of `old`.
  ///
  /// Called on the main actor for writes, and wherever the pipeline is created for the initial
  /// value, so it must not assume an actor. It must be cheap: it runs on every write.
  ///
  /// - Parameter old: The value this one replaces, or `nil` for the property's initial value.
  mutating func _prepareForPipeline(replacing old: Self?)
}
