/// Every problem found in a ``Mediator``'s registrations, in one report.
///
/// ```swift
/// do {
///   try mediator.validate()
/// } catch {
///   print(error)
///   // 2 problems in the mediator:
///   // 1. Scene "Search": No view named "SerchView" is registered. Did you mean "SearchView"? …
///   // 2. Scene "PhotoDetail": PhotoDetailStore requires the context key "photoID", but …
/// }
/// ```
public struct ValidationReport: Error, Equatable, CustomStringConvertible {
  /// One problem, and the named scene or link route it was found in.
  public struct Problem: Sendable, Equatable, CustomStringConvertible {
    /// The registered scene name; for a link route's problem, the scene the route opens.
    public let scene: String
    /// The link route the problem was found in, or `nil` for a scene's problem.
    public let link: String?
    /// What is wrong.
    public let error: MediatorError

    init(scene: String, link: String? = nil, error: MediatorError) {
      self.scene = scene
      self.link = link
      self.error = error
    }

    public var description: String {
      guard let link else { return "Scene \"\(scene)\": \(error)" }
      return "Link \"\(link)\"\(link == scene ? "" : " (scene \"\(scene)\")"): \(error)"
    }
  }

  /// The problems: the scenes', by scene name and then in the order found; then the link
  /// routes', by route.
  public let problems: [Problem]

  /// Whether the mediator's registrations have no problem.
  public var isEmpty: Bool { problems.isEmpty }

  public var description: String {
    guard !problems.isEmpty else { return "No problems in the mediator." }
    let count = problems.count == 1 ? "1 problem" : "\(problems.count) problems"
    let lines = problems.enumerated().map { "\($0.offset + 1). \($0.element)" }
    return "\(count) in the mediator:\n" + lines.joined(separator: "\n")
  }
}
