import MVCSTestSupport
import Testing

@testable import MVCS

@MainActor
private class BasePipeline: Pipeline {
  @Piped var items: [String] = []
  @Flag var isLoading = false

  /// The wrappers' storage as the compiler lays it out, read without the engine.
  var baseStorage: [AnyObject] { [_items, _isLoading] }
}

@MainActor
private final class DerivedPipeline: BasePipeline {
  @Input var query = ""
  let detail = DetailPipeline()
  @Status var page = 1

  var storage: [AnyObject] { baseStorage + [_query, _page] }
}

@MainActor
private final class DetailPipeline: Pipeline {
  @Piped var title = ""
}

/// What the engine assumes of the runtime when it reads a pipeline's fields by byte offset
/// (`PipelineLayout`, from the standard library's `_forEachField` with its class-type option),
/// checked against the fields as Swift itself reads them. Release builds check none of it as they
/// run, so a toolchain that changed field reflection or object layout fails here first.
@MainActor
struct PipelineLayoutTests {
  @Test func eachPropertyFieldAtItsReportedOffsetHoldsTheWrappersStorage() {
    let pipeline = DerivedPipeline()
    let layout = pipeline.layout
    #expect(layout.properties.map(\.name) == ["items", "isLoading", "query", "page"])
    let read = layout.properties.indices.map {
      ObjectIdentifier(layout.property($0, of: pipeline) as AnyObject)
    }
    #expect(read == pipeline.storage.map { ObjectIdentifier($0) })
    for (index, declared) in pipeline.storage.enumerated() {
      #expect(layout.index(of: declared, in: pipeline) == index)
    }
  }

  @Test func aChildFieldAtItsReportedOffsetHoldsTheChild() {
    let pipeline = DerivedPipeline()
    let layout = pipeline.layout
    #expect(layout.children.map(\.name) == ["detail"])
    #expect(layout.child(0, of: pipeline) === pipeline.detail)
    #expect(layout.holds(pipeline.detail, at: layout.children[0].offset, in: pipeline))
  }

  @Test func offsetsAreWithinTheObjectAndDistinct() {
    let layout = DerivedPipeline().layout
    let offsets = layout.properties.map(\.offset) + layout.children.map(\.offset)
    #expect(Set(offsets).count == offsets.count)
    // Past the object header (a metadata pointer and the reference counts).
    #expect(offsets.allSatisfy { $0 >= 2 * MemoryLayout<UnsafeRawPointer>.size })
    #expect(offsets.allSatisfy { $0 % MemoryLayout<UnsafeRawPointer>.alignment == 0 })
  }

  @Test func aWriteThroughTheKeyPathReachesTheFieldTheLayoutReads() throws {
    let pipeline = DerivedPipeline()
    let observer = PipelineTestObserver()
    var seen: [String] = []
    pipeline.observe(\.query, by: observer) { _, change in seen.append(change.newValue) }
    pipeline.query = "cats"
    #expect(seen == ["cats"])
    let index = try #require(pipeline.layout.properties.firstIndex { $0.name == "query" })
    let found = ObjectIdentifier(pipeline.layout.property(index, of: pipeline) as AnyObject)
    #expect(found == ObjectIdentifier(pipeline.storage[2]))
  }
}
