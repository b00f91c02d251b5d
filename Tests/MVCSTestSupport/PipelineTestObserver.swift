/// An object that observes pipelines in tests: a view, controller or store stand-in.
@MainActor
package final class PipelineTestObserver {
  package let name: String

  package init(_ name: String = "observer") {
    self.name = name
  }
}
