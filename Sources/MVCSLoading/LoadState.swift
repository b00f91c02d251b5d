/// The state of one action or one load: idle, running, succeeded with a value, or failed.
///
/// A store keeps it in a pipeline property, moves it with ``apply(_:)`` as the work starts and
/// ends, and the view shows it.
///
/// ```swift
/// @MainActor final class ProfilePipeline: Pipeline {
///   @Status var save: LoadState<Profile> = .idle
/// }
///
/// pipeline.save.apply(.start)
/// tasks.run { [pipeline, api] in
///   do { pipeline.save.apply(.succeed(try await api.response(to: profile))) }
///   catch { pipeline.save.apply(.fail(LoadFailure(error))) }
/// }
/// ```
///
/// The transitions, each tested from a table:
///
/// | From | Event | To |
/// | --- | --- | --- |
/// | any | ``Event/start`` | ``running`` |
/// | ``running`` | ``Event/succeed(_:)`` | ``succeeded(_:)`` |
/// | ``running`` | ``Event/fail(_:)`` with a cancellation | ``idle`` |
/// | ``running`` | ``Event/fail(_:)`` otherwise | ``failed(_:)`` |
/// | not running | ``Event/succeed(_:)`` or ``Event/fail(_:)`` | unchanged: a late result of work that was reset |
/// | any | ``Event/reset`` | ``idle`` |
public enum LoadState<Value> {
  /// Nothing started, or reset.
  case idle
  /// The work runs.
  case running
  /// The work ended with a value.
  case succeeded(Value)
  /// The work failed.
  case failed(LoadFailure)

  /// What happens to a load.
  public enum Event {
    /// The work starts (again).
    case start
    /// The work ended with a value.
    case succeed(Value)
    /// The work failed; a cancellation returns to ``LoadState/idle`` without a failure.
    case fail(LoadFailure)
    /// Forget the value and the failure.
    case reset
  }

  /// Moves the state by an event; see the table in ``LoadState``.
  ///
  /// - Parameter event: What happened.
  public mutating func apply(_ event: Event) {
    switch (event, self) {
    case (.start, _): self = .running
    case (.reset, _): self = .idle
    case (.succeed(let value), .running): self = .succeeded(value)
    case (.fail(let failure), .running):
      self = failure.kind == .cancellation ? .idle : .failed(failure)
    case (.succeed, _), (.fail, _): break
    }
  }

  /// The value of a success, if it succeeded.
  public var value: Value? {
    if case .succeeded(let value) = self { return value }
    return nil
  }

  /// Whether the work runs.
  public var isRunning: Bool {
    if case .running = self { return true }
    return false
  }

  /// The phase's name: `idle`, `running`, `succeeded` or `failed`.
  public var phase: String {
    switch self {
    case .idle: "idle"
    case .running: "running"
    case .succeeded: "succeeded"
    case .failed: "failed"
    }
  }
}

extension LoadState: LoadStatus {
  /// Whether the work runs.
  public var isLoading: Bool { isRunning }

  /// Whether it succeeded with a value that is content: not an empty collection or list.
  public var hasContent: Bool { value.map(isContent) ?? false }

  /// The failure, if it failed.
  public var failure: LoadFailure? {
    if case .failed(let failure) = self { return failure }
    return nil
  }
}

extension LoadState: Equatable where Value: Equatable {}
extension LoadState: Sendable where Value: Sendable {}
extension LoadState.Event: Sendable where Value: Sendable {}

extension LoadState: Encodable where Value: Encodable {
  private enum CodingKeys: String, CodingKey { case phase, value }

  /// Encodes the phase, the value and the derived answers of ``LoadStatus``, as scene scripts
  /// compare them: `expect save.phase == "succeeded"`.
  ///
  /// - Parameter encoder: The encoder.
  /// - Throws: The encoder's error, or the value's.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(phase, forKey: .phase)
    try container.encode(value, forKey: .value)
    try encodeAnswers(to: encoder)
  }
}
