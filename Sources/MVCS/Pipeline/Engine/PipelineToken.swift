// See the invariant in PropertyState.swift.

/// Stands for a pipeline in weak references.
///
/// An object with a weak reference to it is retained and released several times slower for the
/// rest of its life (its counts move to a side table), and a journaled write retains its
/// pipeline: so journals reference this token weakly, never the pipeline. The pipeline holds
/// its token, and nothing else holds it strongly, so the token lives exactly as long as the
/// pipeline, and a token reached through a weak reference has a live pipeline.
@MainActor
final class PipelineToken {
  unowned(unsafe) let pipeline: Pipeline

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
