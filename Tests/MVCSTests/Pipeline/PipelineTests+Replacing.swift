import MVCSTestSupport
import Testing

@testable import MVCS

@MainActor
private class ListPipeline: Pipeline {
  @Piped var items: [String] = []
}

/// A child that replaces a `ListPipeline` and declares one property more.
@MainActor
private final class PagedListPipeline: ListPipeline {
  @Status var page = 1
}

@MainActor
private final class ScreenPipeline: Pipeline {
  @Input var query = ""
  var list = ListPipeline()
}

extension PipelineCore {
  /// A child pipeline held in a `var` can be replaced; every walk of the tree sees the new one.
  @MainActor
  struct ReplacedChildTests {
    @Test func byNameReadsAndWritesReachTheReplacement() throws {
      let pipeline = ScreenPipeline()
      _ = try pipeline.value(named: "list.items")  // the tree was walked once
      let old = pipeline.list
      let replacement = ListPipeline()
      replacement.items = ["new"]
      pipeline.list = replacement
      #expect(try pipeline.value(named: "list.items") as? [String] == ["new"])
      try pipeline.setValue(#"["written"]"#, named: "list.items")
      #expect(replacement.items == ["written"])
      #expect(old.items == [])
    }

    @Test func propertiesAndChildrenListTheReplacement() throws {
      let pipeline = ScreenPipeline()
      #expect(pipeline.propertyNames == ["query", "list.items"])
      let replacement = PagedListPipeline()
      pipeline.list = replacement
      #expect(pipeline.propertyNames == ["query", "list.items", "list.page"])
      #expect(pipeline.properties.map(\.description).last == "@Status list.page: Int")
      #expect(pipeline.children.map(\.name) == ["list"])
      #expect(pipeline.children.first?.pipeline === replacement)
      #expect(try pipeline.property(named: "list.page").kind == .status)
    }

    @Test func setValueNotifiesTheReplacementsObservers() throws {
      // What a scene script's `set list.items = …` step does.
      let pipeline = ScreenPipeline()
      let observer = PipelineTestObserver()
      pipeline.list = ListPipeline()
      var seen: [[String]] = []
      pipeline.list.observe(\.items, by: observer) { _, change in seen.append(change.newValue) }
      try pipeline.setValue(#"["a"]"#, named: "list.items")
      #expect(seen == [["a"]])
    }

    @Test func journalRecordsTheReplacementAndNotTheDetachedChild() {
      let pipeline = ScreenPipeline()
      let journal = pipeline.startJournal()
      let old = pipeline.list
      pipeline.list = ListPipeline()
      pipeline.list.items = ["new"]
      old.items = ["detached"]
      pipeline.query = "cats"
      #expect(journal.entries.map(\.property) == ["list.items", "query"])
      #expect(journal.entries.first?.newText == #"["new"]"#)
      pipeline.stopJournal()
    }

    @Test func journalRecordsAChildMovedBackIn() {
      let pipeline = ScreenPipeline()
      let journal = pipeline.startJournal()
      let old = pipeline.list
      pipeline.list = ListPipeline()
      old.items = ["detached"]
      pipeline.list = old
      old.items = ["back"]
      #expect(journal.entries.map(\.newText) == [#"["back"]"#])
      pipeline.stopJournal()
    }

    @Test func endingTrackedObservationsReachesTheReplacement() {
      let pipeline = ScreenPipeline()
      let observer = PipelineTestObserver()
      _ = pipeline.children  // the tree was walked once
      pipeline.list = ListPipeline()
      let observation = pipeline.list.observe(\.items, by: observer) { _, _ in
        Issue.record("an ended observation ran")
      }
      pipeline.endTrackedObservations()
      pipeline.list.items = ["after"]
      #expect(!observation.isActive)
    }

    @Test func attachingRefusesACycleThroughTheReplacement() {
      let pipeline = ScreenPipeline()
      _ = pipeline.children
      let replacement = ListPipeline()
      pipeline.list = replacement
      #expect(
        throws: PipelineError.cyclicChild(
          "screen", pipeline: "ListPipeline", child: "ScreenPipeline")
      ) {
        try replacement.attach(pipeline, as: "screen")
      }
    }

    @Test func layoutIsReadOncePerType() {
      let first = ScreenPipeline()
      let second = ScreenPipeline()
      #expect(first.layout === second.layout)
      #expect(first.layout.children.map(\.name) == ["list"])
      #expect(first.layout.properties.map(\.name) == ["query"])
    }

    @Test func superclassPropertiesComeFirst() {
      #expect(PagedListPipeline().propertyNames == ["items", "page"])
    }
  }
}
