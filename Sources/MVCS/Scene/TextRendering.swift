/// A view that can say, as plain text, what it shows: the form a scene test compares with
/// `expectScreen` and a scene script with `expect screen`.
///
/// A terminal or headless view renders its screen as text; an iOS view can render the texts of
/// its labels and cells, one a line. Render what the user sees, not the pipeline's values: the
/// point of checking a screen is to catch a view that shows the right data wrongly.
///
/// ```swift
/// @MainActor final class CounterView: SceneView, TextRendering {
///   let pipeline: CounterPipeline
///   init(pipeline: CounterPipeline) { self.pipeline = pipeline }
///
///   var renderedText: String { "Count: \(pipeline.count)" }
/// }
/// ```
///
/// Tests compare the text line by line, ignoring spaces at the end of a line and empty lines
/// at the end of the text, so render padding freely.
@MainActor
public protocol TextRendering: AnyObject {
  /// What the view shows now, as lines of plain text.
  var renderedText: String { get }
}
