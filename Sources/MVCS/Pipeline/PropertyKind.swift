/// The five kinds of data a pipeline holds, after Minya's MVCS.
///
/// The kind says who writes a property, who observes it, and when observers hear of a write:
///
/// | Kind | Declared with | Written by | Observed by | Notifies |
/// | --- | --- | --- | --- | --- |
/// | ``piped`` | `@Piped` | store | view | when an `Equatable` value changes |
/// | ``flag`` | `@Flag` | store | view, controller | on every write |
/// | ``status`` | `@Status` | store | view | when an `Equatable` value changes |
/// | ``input`` | `@Input` | view | store, controller | on every write |
/// | ``context`` | `@Context` | store, view | controller | when an `Equatable` value changes |
///
/// Values that are not `Equatable` notify on every write, whatever their kind.
public enum PropertyKind: String, Sendable, CaseIterable, CustomStringConvertible {
  /// Normal data, usually from a service, shown by the view: what `@Piped` declares.
  case piped
  /// A signal from the store that something is ready, such as "request finished".
  case flag
  /// A state the view shows differently, such as "signed in".
  case status
  /// Something the user did, such as typing a search text or tapping a row.
  case input
  /// Data the controller hands to the next scene.
  case context

  /// Whether every write notifies, even with an equal value.
  ///
  /// Inputs and flags are events: tapping the same row twice is two taps.
  @inlinable public var isEvent: Bool {
    switch self {
    case .flag, .input: true
    case .piped, .status, .context: false
    }
  }

  /// The attribute that declares a property of this kind, such as `@Input`.
  public var attribute: String {
    switch self {
    case .piped: "@Piped"
    case .flag: "@Flag"
    case .status: "@Status"
    case .input: "@Input"
    case .context: "@Context"
    }
  }

  public var description: String { rawValue }
}

/// Declares normal data in a pipeline: data from a service that the view shows.
///
/// ```swift
/// @Piped var photos: [Photo] = []
/// ```
public typealias Piped<Value> = PipelineProperty<Value, _PropertyKinds.Piped>

/// Declares a flag in a pipeline: the store's signal that something happened, such as a request
/// finishing. Every write notifies.
///
/// ```swift
/// @Flag var requestFinished = false
/// ```
public typealias Flag<Value> = PipelineProperty<Value, _PropertyKinds.Flag>

/// Declares a status in a pipeline: a state the view shows differently, such as being signed in.
///
/// ```swift
/// @Status var isSignedIn = false
/// ```
public typealias Status<Value> = PipelineProperty<Value, _PropertyKinds.Status>

/// Declares an input in a pipeline: something the user did, written by the view and observed by
/// the store or controller. Every write notifies.
///
/// ```swift
/// @Input var searchText = ""
/// ```
public typealias Input<Value> = PipelineProperty<Value, _PropertyKinds.Input>

/// Declares context in a pipeline: data the controller hands to the next scene.
///
/// ```swift
/// @Context var selectedPhotoID: String?
/// ```
public typealias Context<Value> = PipelineProperty<Value, _PropertyKinds.Context>
