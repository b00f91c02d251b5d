/// A child of a pipeline: a pipeline it declares in a stored property, or attached with
/// ``Pipeline/attach(_:as:)``, and the name that dots its properties (`photoList.photos`).
///
/// ```swift
/// for child in pipeline.children {
///   print(child.name, type(of: child.pipeline))   // photoList PhotoListPipeline
/// }
/// ```
@MainActor
public struct ChildPipeline: Sendable {
  /// The child's name in its parent: the stored property's name, or the name it was attached as.
  public let name: String
  /// The child pipeline.
  public let pipeline: Pipeline

}
