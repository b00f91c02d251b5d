/// The kinds of thing a ``Mediator`` registers by name.
public enum RegistryKind: String, Sendable, CaseIterable, CustomStringConvertible {
  case view, controller, store, service, storage, scene
  /// A deep link route, registered with ``Mediator/register(link:scene:keys:)``.
  case link

  public var description: String { rawValue }
}
