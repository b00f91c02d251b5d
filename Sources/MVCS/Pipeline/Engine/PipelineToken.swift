// See the invariant in EngineInvariant.swift.

/// Stands for a pipeline in weak references.
///
/// An object with a weak reference to it is retained and released several times slower for the
/// rest of its life (its counts move to a side table), and a journaled write retains its
/// pipeline: so journals reference this token weakly, and only the token references the
/// pipeline weakly (a pipeline gets a token only once a journal follows it). The pipeline holds
/// its token, and nothing else holds it strongly, so the token lives as long as the pipeline; its
/// `pipeline` is `nil` from the moment the pipeline starts being destroyed, on whatever thread
/// released it.
@MainActor
final class PipelineToken {
  // Weak, not unowned: a pipeline may be released off the main actor, and while it is being
  // destroyed there a journal on the main actor must not retain it again through this token; a
  // weak load of an object being destroyed gives nil.
  weak var pipeline: Pipeline?

  init(_ pipeline: Pipeline) {
    self.pipeline = pipeline
  }
}

extension Pipeline {
  var token: PipelineToken {
    if let cachedToken { return cachedToken }
    let token = PipelineToken(self)
    cachedToken = token
    return token
  }
}
