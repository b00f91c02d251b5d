extension Mediator {
  /// The kinds of thing a mediator registers by name, as in `mediator.register(view:)`.
  ///
  /// ```swift
  /// let views = mediator.registeredNames(of: .view)   // ["PhotoDetailView", "SearchView"]
  /// ```
  public enum RegistrationKind: String, Sendable, CaseIterable, CustomStringConvertible {
    /// A view, registered with ``Mediator/register(view:_:)``.
    case view
    /// A controller, registered with ``Mediator/register(controller:_:)``.
    case controller
    /// A store, registered with ``Mediator/register(store:_:)``.
    case store
    /// A service, registered with ``Mediator/register(service:_:)``.
    case service
    /// A storage, registered with ``Mediator/register(storage:_:)``.
    case storage
    /// A scene, registered with ``Mediator/register(scene:_:contextKeys:)``.
    case scene
    /// A deep link route, registered with ``Mediator/register(link:scene:keys:)``.
    case link

    /// The kind as the registering method's label spells it: `view`, `store`, `link`, ….
    public var description: String { rawValue }
  }
}
