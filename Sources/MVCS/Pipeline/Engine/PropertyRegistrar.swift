import Observation

/// A property's `ObservationRegistrar`, in a box of known layout; see `PropertyState`.
@usableFromInline @MainActor
final class PropertyRegistrar {
  /// The key path that names the property to its own registrar.
  private static let key: KeyPath<Pipeline, Pipeline> = \.self
  private let registrar = ObservationRegistrar()

  @usableFromInline init() {}

  @usableFromInline func access(_ owner: Pipeline) {
    registrar.access(owner, keyPath: Self.key)
  }

  @usableFromInline func willSet(_ owner: Pipeline) {
    registrar.willSet(owner, keyPath: Self.key)
  }

  @usableFromInline func didSet(_ owner: Pipeline) {
    registrar.didSet(owner, keyPath: Self.key)
  }
}
