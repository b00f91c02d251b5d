import MVCSTestSupport
import Testing

@testable import MVCS

@MainActor
private final class FilterPipeline: Pipeline {
  @Input var minimumRating = 0
  @Input var name = ""
  var doubledRating: Int { minimumRating * 2 }
}

@MainActor
private final class GalleryPipeline: Pipeline {
  @Input var query = ""
  @Piped var photos: [String] = []
  @Flag var isLoaded = false
  let filter = FilterPipeline()
  var plainNumber = 0
  var photoCount: Int { photos.count }
  var shoutedQuery: String { query.uppercased() }
}

@MainActor
private class BaseSearchPipeline: Pipeline {
  @Input var query = ""
}

@MainActor
private final class RankedSearchPipeline: BaseSearchPipeline {
  @Flag var isRanking = false
}

/// The diagnostic for a `PipelineTestObserver` observing a key path from `GalleryPipeline` that
/// is not a pipeline property.
private func notAPropertyMessage(to valueType: String) -> String {
  """
  PipelineTestObserver observes a key path from GalleryPipeline to \(valueType) that is not a \
  pipeline property, so it was not observed. Only properties declared with @Piped, @Flag, \
  @Status, @Input or @Context notify, here or in a child pipeline (\\.child.property). To fix, \
  observe the property itself (\\.photos rather than \\.photos.count) and derive the value in the \
  handler.
  """
}

extension PipelineCore.PipelineTests {
  // MARK: - Delivery

  @Test func keyPathObservedBeforeReachesThePropertyOfThePipelineObservedNow() {
    // The second observation of `\.query` resolves it from what the first one learned.
    let first = GalleryPipeline()
    let second = GalleryPipeline()
    let ranked: BaseSearchPipeline = RankedSearchPipeline()
    let plain = BaseSearchPipeline()
    let observer = PipelineTestObserver()
    var heard: [String] = []
    first.observe(\.query, by: observer) { _, change in heard.append("first " + change.newValue) }
    second.observe(\.query, by: observer) { _, change in heard.append("second " + change.newValue) }
    for pipeline in [plain, ranked] {
      let name = "\(type(of: pipeline)) "
      pipeline.observe(\.query, by: observer) { _, change in heard.append(name + change.newValue) }
    }
    second.query = "a"
    first.query = "b"
    ranked.query = "c"
    plain.query = "d"
    #expect(heard == ["second a", "first b", "RankedSearchPipeline c", "BaseSearchPipeline d"])
  }

  @Test func handlerRunsDuringTheWriteAndSeesTheStoredValue() {
    let pipeline = GalleryPipeline()
    let observer = PipelineTestObserver()
    var valuesInPipeline: [String] = []
    pipeline.observe(\.query, by: observer) { [unowned pipeline] _, _ in
      valuesInPipeline.append(pipeline.query)
    }
    pipeline.query = "cats"
    #expect(valuesInPipeline == ["cats"])
  }

  @Test func handlerReceivesTheOldAndNewValues() {
    let pipeline = GalleryPipeline()
    let observer = PipelineTestObserver()
    var changes: [Change<[String]>] = []
    pipeline.observe(\.photos, by: observer) { _, change in changes.append(change) }
    pipeline.photos = ["a"]
    pipeline.photos.append("b")
    #expect(
      changes == [
        Change(oldValue: [], newValue: ["a"]), Change(oldValue: ["a"], newValue: ["a", "b"]),
      ])
    #expect(changes.allSatisfy { !$0.isInitial })
  }

  @Test func handlerReceivesItsOwner() {
    let pipeline = GalleryPipeline()
    let observer = PipelineTestObserver("view")
    var owners: [PipelineTestObserver] = []
    pipeline.observe(\.isLoaded, by: observer) { owner, _ in owners.append(owner) }
    pipeline.isLoaded = true
    #expect(owners.count == 1)
    #expect(owners.first === observer)
  }

  @Test func handlersRunInTheOrderTheyWereAdded() {
    let pipeline = GalleryPipeline()
    let view = PipelineTestObserver("view")
    let store = PipelineTestObserver("store")
    let controller = PipelineTestObserver("controller")
    var order: [String] = []
    for observer in [store, view, controller, view] {
      pipeline.observe(\.query, by: observer) { owner, _ in order.append(owner.name) }
    }
    pipeline.query = "cats"
    #expect(order == ["store", "view", "controller", "view"])
  }

  @Test func initialCallDeliversTheCurrentValueOnceRightAway() {
    let pipeline = GalleryPipeline()
    pipeline.query = "dogs"
    let observer = PipelineTestObserver()
    var changes: [Change<String>] = []
    pipeline.observe(\.query, by: observer, initial: true) { _, change in changes.append(change) }
    #expect(changes == [Change(oldValue: "dogs", newValue: "dogs", isInitial: true)])
    pipeline.query = "cats"
    #expect(
      changes == [
        Change(oldValue: "dogs", newValue: "dogs", isInitial: true),
        Change(oldValue: "dogs", newValue: "cats", isInitial: false),
      ])
  }

  @Test func withoutInitialTheHandlerWaitsForAWrite() {
    let pipeline = GalleryPipeline()
    let observer = PipelineTestObserver()
    var count = 0
    pipeline.observe(\.query, by: observer) { _, _ in count += 1 }
    #expect(count == 0)
  }

  @Test func observersOfOtherPropertiesAreNotCalled() {
    let pipeline = GalleryPipeline()
    let observer = PipelineTestObserver()
    var called: [String] = []
    pipeline.observe(\.photos, by: observer) { _, _ in called.append("photos") }
    pipeline.observe(\.filter.name, by: observer) { _, _ in called.append("filter.name") }
    pipeline.query = "cats"
    pipeline.isLoaded = true
    pipeline.filter.minimumRating = 4
    #expect(called.isEmpty)
  }

  // MARK: - Children and superclasses

  @Test func observesAChildPropertyThroughTheParent() {
    let pipeline = GalleryPipeline()
    let observer = PipelineTestObserver()
    var changes: [Change<Int>] = []
    let observation = pipeline.observe(\.filter.minimumRating, by: observer) { _, change in
      changes.append(change)
    }
    pipeline.filter.minimumRating = 4
    #expect(observation.isActive)
    #expect(changes == [Change(oldValue: 0, newValue: 4)])
  }

  @Test func observesAPropertyDeclaredInASuperclass() {
    let pipeline = RankedSearchPipeline()
    let observer = PipelineTestObserver()
    var queries: [String] = []
    let diagnostics = diagnosticsReported {
      pipeline.observe(\.query, by: observer) { _, change in queries.append(change.newValue) }
    }
    pipeline.query = "cats"
    #expect(diagnostics.isEmpty)
    #expect(queries == ["cats"])
  }

  // MARK: - Key paths that are not pipeline properties

  @Test func observingADerivedValueReportsADiagnosticAndIsInactive() throws {
    let pipeline = GalleryPipeline()
    let observer = PipelineTestObserver()
    var called = false
    var observation: PipelineObservation?
    let line: UInt = #line + 2
    let diagnostics = diagnosticsReported {
      observation = pipeline.observe(\.photos.count, by: observer) { _, _ in called = true }
    }
    pipeline.photos = ["a"]
    let diagnostic = try #require(diagnostics.first)
    #expect(diagnostics.count == 1)
    #expect(diagnostic.message == notAPropertyMessage(to: "Int"))
    #expect(diagnostic.fileID == "MVCSTests/PipelineTests+Observe.swift")
    #expect(diagnostic.line == line)
    #expect(observation?.isActive == false)
    #expect(!called)
  }

  @Test func observingAComputedPropertyReportsADiagnostic() {
    let pipeline = GalleryPipeline()
    let observer = PipelineTestObserver()
    var called = false
    let diagnostics = diagnosticsReported {
      #expect(!pipeline.observe(\.photoCount, by: observer) { _, _ in called = true }.isActive)
      #expect(!pipeline.observe(\.shoutedQuery, by: observer) { _, _ in called = true }.isActive)
      #expect(
        !pipeline.observe(\.query.description, by: observer) { _, _ in called = true }.isActive)
    }
    pipeline.photos = ["a"]
    pipeline.query = "cats"
    #expect(
      diagnostics.map(\.message) == [
        notAPropertyMessage(to: "Int"), notAPropertyMessage(to: "String"),
        notAPropertyMessage(to: "String"),
      ])
    #expect(!called)
  }

  @Test func observingAPlainStoredPropertyReportsADiagnostic() {
    let pipeline = GalleryPipeline()
    let observer = PipelineTestObserver()
    var observation: PipelineObservation?
    let diagnostics = diagnosticsReported {
      observation = pipeline.observe(\.plainNumber, by: observer) { _, _ in }
    }
    #expect(diagnostics.count == 1)
    #expect(observation?.isActive == false)
  }

  @Test func observingAValueDerivedFromAChildPropertyReportsADiagnostic() {
    let pipeline = GalleryPipeline()
    let observer = PipelineTestObserver()
    var delivered: [String] = []
    let diagnostics = diagnosticsReported {
      let doubled = pipeline.observe(\.filter.doubledRating, by: observer) { _, change in
        delivered.append("doubledRating \(change.newValue)")
      }
      let description = pipeline.observe(\.filter.name.description, by: observer) { _, change in
        delivered.append("name.description \(change.newValue)")
      }
      #expect(!doubled.isActive)
      #expect(!description.isActive)
    }
    pipeline.filter.minimumRating = 3
    pipeline.filter.name = "recent"
    #expect(diagnostics.count == 2)
    #expect(delivered.isEmpty)
  }

  @Test func diagnosticDescriptionLeadsWithTheObservationsLocation() throws {
    let pipeline = GalleryPipeline()
    let observer = PipelineTestObserver()
    let line: UInt = #line + 2
    let diagnostics = diagnosticsReported {
      pipeline.observe(\.photoCount, by: observer) { _, _ in }
    }
    let diagnostic = try #require(diagnostics.first)
    #expect(
      diagnostic.description
        == "MVCSTests/PipelineTests+Observe.swift:\(line): MVCS: \(notAPropertyMessage(to: "Int"))")
  }
}
