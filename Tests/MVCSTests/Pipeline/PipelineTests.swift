import MVCSTestSupport
import Testing

@testable import MVCS

@MainActor
private final class LeafPipeline: Pipeline {
  @Flag var isOn = false
}

@MainActor
private final class BranchPipeline: Pipeline {
  @Piped var value = 0
  let leaf = LeafPipeline()
}

@MainActor
private final class TreePipeline: Pipeline {
  @Input var query = ""
  @Piped var count = 0
  let branch = BranchPipeline()
}

@MainActor
private final class ExtraPipeline: Pipeline {
  @Status var phase = "idle"
}

/// A pipeline whose references to other pipelines are not its children.
@MainActor
private final class ReferencingPipeline: Pipeline {
  @Piped var value = 0
  weak var parent: Pipeline?
  var optionalChild: LeafPipeline? = LeafPipeline()
}

@MainActor
private let placeholderPipeline = Pipeline()

/// A pipeline with an unowned reference to another, which reads like a child.
@MainActor
private final class PartnerPipeline: Pipeline {
  @Piped var value = 0
  unowned var partner: Pipeline = placeholderPipeline
}

@MainActor
private final class PartneredPipeline: Pipeline {
  @Piped var count = 0
  let partnered = PartnerPipeline()
}

extension PipelineCore {
  @MainActor
  struct PipelineTests {
    // MARK: - Declared children

    @Test func aStoredPipelinePropertyIsAChild() {
      let pipeline = TreePipeline()
      #expect(pipeline.children.map(\.name) == ["branch"])
      #expect(pipeline.children.first?.pipeline === pipeline.branch)
      #expect(pipeline.branch.children.first?.pipeline === pipeline.branch.leaf)
    }

    @Test func propertyNamesListTheTreeInDeclarationOrderWithChildrenDotted() {
      #expect(
        TreePipeline().propertyNames == ["query", "count", "branch.value", "branch.leaf.isOn"])
    }

    @Test func propertiesDescribeEachPropertysNameKindAndType() {
      #expect(
        TreePipeline().properties.map(\.description) == [
          "@Input query: String", "@Piped count: Int", "@Piped branch.value: Int",
          "@Flag branch.leaf.isOn: Bool",
        ])
    }

    @Test func aChildWorksOnItsOwn() {
      let branch = BranchPipeline()
      let observer = PipelineTestObserver()
      var values: [Int] = []
      branch.observe(\.value, by: observer) { _, change in values.append(change.newValue) }
      branch.observe(\.leaf.isOn, by: observer) { _, change in
        values.append(change.newValue ? 1 : 0)
      }
      branch.value = 3
      branch.leaf.isOn = true
      #expect(values == [3, 1])
      #expect(branch.propertyNames == ["value", "leaf.isOn"])
    }

    @Test func aChildAndItsParentShareTheChildsObservers() {
      let pipeline = TreePipeline()
      let observer = PipelineTestObserver()
      var order: [String] = []
      pipeline.observe(\.branch.value, by: observer) { _, _ in order.append("through parent") }
      pipeline.branch.observe(\.value, by: observer) { _, _ in order.append("on child") }
      pipeline.branch.value = 1
      #expect(order == ["through parent", "on child"])
    }

    @Test func optionalAndWeakPipelineReferencesAreNotChildren() {
      let parent = TreePipeline()
      let pipeline = ReferencingPipeline()
      pipeline.parent = parent
      #expect(pipeline.children.isEmpty)
      #expect(pipeline.propertyNames == ["value"])
    }

    @Test func aReferenceBackUpTheTreeDoesNotLoopForever() throws {
      let pipeline = PartneredPipeline()
      pipeline.partnered.partner = pipeline
      let observer = PipelineTestObserver()
      let observation = pipeline.observe(\.count, by: observer) { _, _ in }
      #expect(pipeline.propertyNames == ["count", "partnered.value"])
      #expect(try pipeline.text(named: "partnered.value") == "0")
      pipeline.startJournal()
      pipeline.partnered.value = 2
      pipeline.cancelAllObservations()
      #expect(!observation.isActive)
      #expect(throws: PipelineError.self) { try pipeline.partnered.attach(pipeline, as: "root") }
    }

    // MARK: - Attaching

    @Test func attachAddsAChildAtRuntime() throws {
      let pipeline = TreePipeline()
      let extra = ExtraPipeline()
      try pipeline.attach(extra, as: "extra")
      #expect(pipeline.children.map(\.name) == ["branch", "extra"])
      #expect(pipeline.children.last?.pipeline === extra)
      #expect(pipeline.propertyNames.last == "extra.phase")
      try pipeline.setValue("busy", named: "extra.phase")
      #expect(extra.phase == "busy")
    }

    @Test func attachedChildsPropertiesAreNamedInTheWholeTree() throws {
      let pipeline = TreePipeline()
      try pipeline.branch.leaf.attach(ExtraPipeline(), as: "extra")
      #expect(pipeline.propertyNames.last == "branch.leaf.extra.phase")
      #expect(try pipeline.property(named: "branch.leaf.extra.phase").kind == .status)
    }

    @Test(arguments: ["", "1st", "my-child", "branch.leaf", "two words", "😀"])
    func attachRejectsANameThatIsNotASwiftIdentifier(name: String) {
      let pipeline = TreePipeline()
      #expect(
        throws: PipelineError.invalidChildName(
          name, pipeline: "TreePipeline", reason: "it is not a Swift identifier")
      ) {
        try pipeline.attach(ExtraPipeline(), as: name)
      }
      #expect(pipeline.children.count == 1)
    }

    @Test func attachExplainsAnInvalidName() {
      let error = #expect(throws: PipelineError.self) {
        try TreePipeline().attach(ExtraPipeline(), as: "my-child")
      }
      #expect(
        error?.description == """
          Cannot attach a child pipeline to TreePipeline as "my-child": it is not a Swift \
          identifier. To fix, attach it under a new Swift identifier, such as "favorites".
          """)
    }

    @Test(arguments: ["query", "branch", "extra"])
    func attachRejectsANameInUse(name: String) throws {
      let pipeline = TreePipeline()
      try pipeline.attach(ExtraPipeline(), as: "extra")
      let error = #expect(throws: PipelineError.self) {
        try pipeline.attach(ExtraPipeline(), as: name)
      }
      #expect(
        error?.description == """
          Cannot attach a child pipeline to TreePipeline as "\(name)": that name is already in use. \
          To fix, attach it under a new Swift identifier, such as "favorites".
          """)
      #expect(pipeline.children.map(\.name) == ["branch", "extra"])
    }

    @Test func attachRejectsThePipelineItself() {
      let pipeline = TreePipeline()
      let error = #expect(throws: PipelineError.self) { try pipeline.attach(pipeline, as: "me") }
      #expect(error == .cyclicChild("me", pipeline: "TreePipeline", child: "TreePipeline"))
      #expect(
        error?.description == """
          Cannot attach TreePipeline to TreePipeline as "me": the child is this pipeline or one of \
          its ancestors, so the tree would have a cycle. To fix, attach a pipeline that is not \
          already above TreePipeline in the tree, such as a substore's own pipeline.
          """)
    }

    @Test func attachRejectsAnAncestor() {
      let pipeline = TreePipeline()
      let error = #expect(throws: PipelineError.self) {
        try pipeline.branch.leaf.attach(pipeline, as: "root")
      }
      #expect(
        error?.description == """
          Cannot attach TreePipeline to LeafPipeline as "root": the child is this pipeline or one of \
          its ancestors, so the tree would have a cycle. To fix, attach a pipeline that is not \
          already above LeafPipeline in the tree, such as a substore's own pipeline.
          """)
      #expect(pipeline.branch.leaf.children.isEmpty)
    }

    @Test func attachRejectsAnAncestorThatWasAttached() throws {
      let pipeline = TreePipeline()
      let extra = ExtraPipeline()
      try pipeline.attach(extra, as: "extra")
      #expect(
        throws: PipelineError.cyclicChild("up", pipeline: "ExtraPipeline", child: "TreePipeline")
      ) {
        try extra.attach(pipeline, as: "up")
      }
    }

    @Test func oneChildCanBeAttachedToTwoParents() throws {
      let shared = ExtraPipeline()
      let first = TreePipeline()
      let second = TreePipeline()
      try first.attach(shared, as: "shared")
      try second.attach(shared, as: "shared")
      shared.phase = "busy"
      #expect(try first.text(named: "shared.phase") == "\"busy\"")
      #expect(try second.text(named: "shared.phase") == "\"busy\"")
    }

    // MARK: - Cancelling

    @Test func cancelAllObservationsEndsEveryObservationInTheTree() throws {
      let pipeline = TreePipeline()
      let extra = ExtraPipeline()
      try pipeline.attach(extra, as: "extra")
      let observer = PipelineTestObserver()
      var calls: [String] = []
      let observations = [
        pipeline.observe(\.query, by: observer) { _, _ in calls.append("query") },
        pipeline.observe(\.branch.value, by: observer) { _, _ in calls.append("branch.value") },
        pipeline.branch.observe(\.leaf.isOn, by: observer) { _, _ in calls.append("leaf.isOn") },
        extra.observe(\.phase, by: observer) { _, _ in calls.append("extra.phase") },
      ]
      pipeline.cancelAllObservations()
      pipeline.query = "cats"
      pipeline.branch.value = 1
      pipeline.branch.leaf.isOn = true
      extra.phase = "busy"
      #expect(calls.isEmpty)
      #expect(observations.allSatisfy { !$0.isActive })
    }

    @Test func observationsAddedAfterCancelAllWork() {
      let pipeline = TreePipeline()
      let observer = PipelineTestObserver()
      pipeline.observe(\.count, by: observer) { _, _ in Issue.record("cancelled observer ran") }
      pipeline.cancelAllObservations()
      var count = 0
      let observation = pipeline.observe(\.count, by: observer) { _, _ in count += 1 }
      pipeline.count = 1
      #expect(count == 1)
      #expect(observation.isActive)
    }

    @Test func cancelAllObservationsOnAChildLeavesTheParentsOwn() {
      let pipeline = TreePipeline()
      let observer = PipelineTestObserver()
      var calls: [String] = []
      pipeline.observe(\.count, by: observer) { _, _ in calls.append("count") }
      pipeline.observe(\.branch.value, by: observer) { _, _ in calls.append("branch.value") }
      pipeline.branch.cancelAllObservations()
      pipeline.count = 1
      pipeline.branch.value = 1
      #expect(calls == ["count"])
    }
  }
}
