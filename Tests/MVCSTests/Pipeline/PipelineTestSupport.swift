import Testing

@testable import MVCS

/// The pipeline core's test suites, one per source type, grouped so that
/// `swift test --filter Pipeline` runs all of them.
@Suite enum PipelineCore {}
