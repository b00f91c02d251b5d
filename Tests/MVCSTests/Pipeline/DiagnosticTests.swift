import MVCSTestSupport
import Testing

@testable import MVCS

extension PipelineCore {
  @MainActor
  struct DiagnosticTests {
    @Test func descriptionWithoutALocationNamesMVCS() {
      #expect(Diagnostic(message: "Something happened.").description == "MVCS: Something happened.")
    }

    @Test func descriptionLeadsWithTheFileAndLine() {
      let diagnostic = Diagnostic(
        message: "Something happened.", fileID: "App/View.swift", line: 12)
      #expect(diagnostic.description == "App/View.swift:12: MVCS: Something happened.")
    }

    @Test func handlerReceivesDiagnosticsReportedInsideItsScope() {
      let inside = Diagnostic(message: "inside")
      let diagnostics = diagnosticsReported { Diagnostics.report(inside) }
      #expect(diagnostics == [inside])
    }

    @Test func loopMessageShowsTheLoopFromTheLastWriteBackToItsPreviousOne() {
      let path = ["P.a", "P.b", "P.c", "P.a", "P.b", "P.c", "P.a"]
      #expect(
        Diagnostic.notificationLoop(path: path, limit: 6).message == """
          Writes nested 6 deep and were stopped: P.a → P.b → P.c → P.a loops. The last write to \
          P.a, and every write made while the loop unwound, was stored but notified no observers. \
          To fix, break the loop: write only when the value differs, or move the work out of the \
          observer.
          """)
    }

    @Test func loopMessageShowsTheLastEightWritesOfAChainThatNeverRepeats() {
      let path = (1...20).map { "P.p\($0)" }
      let message = Diagnostic.notificationLoop(path: path, limit: 19).message
      #expect(
        message.hasPrefix(
          """
          Writes nested 19 deep and were stopped: P.p13 → P.p14 → P.p15 → P.p16 → P.p17 → P.p18 \
          → P.p19 → P.p20 loops. The last write to P.p20,
          """))
    }

    @Test func notAPipelinePropertyMessageNamesTheObserverAndTheKeyPath() {
      let diagnostic = Diagnostic.notAPipelineProperty(
        pipeline: "SearchPipeline", valueType: "Int", owner: "SearchView",
        fileID: "App/SearchView.swift", line: 31)
      #expect(
        diagnostic.description == """
          App/SearchView.swift:31: MVCS: SearchView observes a key path from SearchPipeline to Int \
          that is not a pipeline property, so it was not observed. Only properties declared with \
          @Piped, @Flag, @Status, @Input or @Context notify, here or in a child pipeline \
          (\\.child.property). To fix, observe the property itself (\\.photos rather than \
          \\.photos.count) and derive the value in the handler.
          """)
    }
  }
}
