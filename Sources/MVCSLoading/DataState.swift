/// The state of one value loaded from a local source and a remote one, as CleanUtils' DataState,
/// with its quirks decided.
///
/// A load reads the local copy (a `Storage`) and asks the remote source (a `Service`) at
/// once. The local copy shows first; the remote answer replaces it, and once the remote source
/// answered, a late local copy is ignored. A ``DataLoader`` runs both and applies the events;
/// a store may also apply them itself.
///
/// ```swift
/// var state = DataState<Profile>()
/// state.apply(.start(local: true, remote: true))
/// state.apply(.localLoaded(cached))   // shows the cached profile, still loading
/// state.apply(.remoteLoaded(fresh))   // shows the fresh one, done
/// ```
///
/// The rules, each tested from a table:
///
/// - ``Event/start(local:remote:)`` marks the sources that load, clears the failure (the user
///   retried) and keeps the value, so a reload shows the old value under a spinner.
/// - ``Event/refresh`` reloads from the remote source only, as pull to refresh: the value stays
///   and ``isRefreshing`` is true until the remote source answers.
/// - A local result applies only while the local source loads and the remote source has not
///   answered this load. A local `nil` means "nothing cached" and leaves the value alone.
/// - A remote result applies only while the remote source loads. It replaces the value and
///   clears the failure; a remote `nil` means "there is no such value" and clears it. (CleanUtils
///   could not clear the data or the error with `nil`; here `nil` clears both.)
/// - A failure applies only while its source loads. It keeps the value, so the failure is a
///   ``LoadStatus/hint`` over the value, or the ``LoadStatus/globalFailure`` without one. A local
///   failure is ignored once the remote source has answered. A cancellation ends that source's
///   loading and records no failure.
/// - ``Event/reset`` forgets everything.
/// - A result or failure for a source that is not loading is ignored: it belongs to a load that
///   was reset. (A newer load of the same source cannot be told apart here; ``DataLoader`` drops
///   results of loads it replaced.)
public struct DataState<Value> {
  /// Where the value came from.
  public enum Source: String, Sendable, Codable {
    /// The local copy.
    case local
    /// The remote source.
    case remote
  }

  /// What happens to a load.
  public enum Event {
    /// A load starts from the sources marked `true`.
    case start(local: Bool, remote: Bool)
    /// The user asked to reload from the remote source, keeping the value.
    case refresh
    /// The local source answered; `nil` means nothing is cached.
    case localLoaded(Value?)
    /// The local source failed.
    case localFailed(LoadFailure)
    /// The remote source answered; `nil` means there is no such value, and clears it.
    case remoteLoaded(Value?)
    /// The remote source failed.
    case remoteFailed(LoadFailure)
    /// Forget everything.
    case reset
  }

  /// The value to show, if any.
  public private(set) var value: Value?
  /// Where ``value`` came from; `nil` when there is none.
  public private(set) var source: Source?
  /// The last failure; cancellation is never kept.
  public private(set) var failure: LoadFailure?
  /// Whether the local source loads.
  public private(set) var isLoadingLocal = false
  /// Whether the remote source loads.
  public private(set) var isLoadingRemote = false
  /// Whether the remote load is a refresh the user asked for (pull to refresh).
  public private(set) var isRefreshing = false
  // Whether the remote source answered the current load: a late local copy is then ignored.
  private var remoteAnswered = false

  /// Creates a state with nothing loaded, or with a value to start from.
  ///
  /// - Parameter value: A value to show before any load, such as a placeholder; `nil` by default.
  public init(value: Value? = nil) {
    self.value = value
  }

  /// Moves the state by an event; see the rules in ``DataState``.
  ///
  /// - Parameter event: What happened.
  public mutating func apply(_ event: Event) {
    switch event {
    case .start(let local, let remote):
      isLoadingLocal = local
      isLoadingRemote = remote
      isRefreshing = false
      remoteAnswered = false
      failure = nil
    case .refresh:
      isLoadingRemote = true
      isRefreshing = true
      remoteAnswered = false
      failure = nil
    case .localLoaded(let loaded):
      guard isLoadingLocal else { return }
      isLoadingLocal = false
      guard !remoteAnswered, let loaded else { return }
      value = loaded
      source = .local
    case .localFailed(let localFailure):
      guard isLoadingLocal else { return }
      isLoadingLocal = false
      guard !remoteAnswered, localFailure.kind != .cancellation else { return }
      failure = localFailure
    case .remoteLoaded(let loaded):
      guard isLoadingRemote else { return }
      endRemote()
      remoteAnswered = true
      value = loaded
      source = loaded == nil ? nil : .remote
      failure = nil
    case .remoteFailed(let remoteFailure):
      guard isLoadingRemote else { return }
      endRemote()
      guard remoteFailure.kind != .cancellation else { return }
      failure = remoteFailure
    case .reset:
      self = DataState()
    }
  }

  private mutating func endRemote() {
    isLoadingRemote = false
    isRefreshing = false
  }
}

extension DataState: LoadStatus {
  /// Whether either source loads.
  public var isLoading: Bool { isLoadingLocal || isLoadingRemote }

  /// Whether there is a value that is content: not an empty collection or list.
  public var hasContent: Bool { value.map(isContent) ?? false }
}

extension DataState: Equatable where Value: Equatable {}
extension DataState: Sendable where Value: Sendable {}
extension DataState.Event: Sendable where Value: Sendable {}

extension DataState: Encodable where Value: Encodable {
  private enum CodingKeys: String, CodingKey {
    case value, source, isLoadingLocal, isLoadingRemote, isRefreshing
  }

  /// Encodes the value, its source, what loads and the derived answers of ``LoadStatus``, as
  /// scene scripts compare them: `expect profile.source == "remote"`.
  ///
  /// - Parameter encoder: The encoder.
  /// - Throws: The encoder's error, or the value's.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(value, forKey: .value)
    try container.encode(source, forKey: .source)
    try container.encode(isLoadingLocal, forKey: .isLoadingLocal)
    try container.encode(isLoadingRemote, forKey: .isLoadingRemote)
    try container.encode(isRefreshing, forKey: .isRefreshing)
    try encodeAnswers(to: encoder)
  }
}
