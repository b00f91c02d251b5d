/// Observation of a pipeline's properties by key path.
///
/// `Pipeline` conforms; the protocol exists so that `observe` can name the pipeline's own type
/// in its key path (`KeyPath<Self, Value>`).
@MainActor
public protocol _KeyPathObservable: AnyObject {}
