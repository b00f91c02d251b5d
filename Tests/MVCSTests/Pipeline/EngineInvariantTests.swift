import MVCSTestSupport
import Testing

@testable import MVCS

@MainActor
private final class CounterPipeline: Pipeline {
  @Piped var count = 0
  let child = ChildCounterPipeline()
}

@MainActor
private final class ChildCounterPipeline: Pipeline {
  @Flag var isOn = false
}

/// A class that is neither a pipeline nor a property, for the field checks.
private final class Unrelated {}

/// What the exit tests observe of the program they stop.
private let standardError: [any PartialKeyPath<ExitTest.Result> & Sendable] = [
  \.standardErrorContent
]

extension PipelineCore {
  /// The debug checks of the engine's invariant (Pipeline/Engine/EngineInvariant.swift): the
  /// conditions each check stops on, and, in debug builds, that a broken clause stops the program
  /// with a message naming it.
  @MainActor
  struct EngineInvariantTests {
    // MARK: - The conditions

    @Test func observerRecordsAreAccessedOnlyBelowTheListsCount() {
      #expect(EngineInvariant.slotViolation(0, count: 1) == nil)
      #expect(EngineInvariant.slotViolation(3, count: 4) == nil)
      #expect(
        EngineInvariant.slotViolation(4, count: 4)
          == "MVCS engine invariant 2: observer record 4 accessed in a list of 4.")
      #expect(EngineInvariant.slotViolation(-1, count: 4) != nil)
      #expect(EngineInvariant.slotViolation(0, count: 0) != nil)
    }

    @Test func anEntryIsAddedToOneListOnce() {
      #expect(EngineInvariant.appendViolation(slot: -1) == nil)
      #expect(
        EngineInvariant.appendViolation(slot: 0)
          == "MVCS engine invariant 2: an observer entry already in a list (at 0) added again.")
    }

    @Test func observerRecordsAreRemovedOnlyWhileNoLoopWalksTheList() {
      #expect(EngineInvariant.removalViolation(notifying: 0) == nil)
      #expect(
        EngineInvariant.removalViolation(notifying: 1) == """
          MVCS engine invariant 2: observer records removed while 1 notification loop(s) walk \
          the list.
          """)
    }

    @Test func aPropertyIsFreedOnlyWhileNoLoopWalksItsObservers() {
      #expect(EngineInvariant.freeViolation(notifying: 0) == nil)
      #expect(
        EngineInvariant.freeViolation(notifying: 2)?.hasPrefix("MVCS engine invariant 3:") == true)
    }

    @Test func aPropertyFieldHoldsExactlyItsDeclaredType() {
      typealias Count = PipelineProperty<Int, _PropertyKinds.Piped>
      typealias Switch = PipelineProperty<Bool, _PropertyKinds.Flag>
      #expect(
        EngineInvariant.fieldViolation("count", declared: Count.self, holds: Count.self) == nil)
      #expect(
        EngineInvariant.fieldViolation("count", declared: Count.self, holds: Switch.self) == """
          MVCS engine invariant 4: the field count, declared as \(Count.self), holds \
          \(Switch.self); its offset is wrong, or the pipeline is not alive.
          """)
    }

    @Test func aChildFieldHoldsAPipeline() {
      #expect(
        EngineInvariant.fieldViolation(
          "child", declared: Pipeline.self, holds: ChildCounterPipeline.self) == nil)
      #expect(
        EngineInvariant.fieldViolation("child", declared: Pipeline.self, holds: Unrelated.self)?
          .hasPrefix("MVCS engine invariant 4: the field child") == true)
    }

    @Test func theFieldsOfALivePipelinePassTheCheck() {
      let pipeline = CounterPipeline()
      let layout = pipeline.layout
      for index in layout.properties.indices {
        let found: Any.Type = type(of: layout.property(index, of: pipeline) as AnyObject)
        #expect(
          EngineInvariant.fieldViolation(
            layout.properties[index].name, declared: layout.properties[index].type, holds: found)
            == nil)
      }
      #expect(
        EngineInvariant.fieldViolation(
          "child", declared: Pipeline.self, holds: type(of: layout.child(0, of: pipeline))) == nil)
    }

    @Test func notificationFramesStayWithinTheStack() {
      let limit = Pipeline.maximumNotificationDepth
      #expect(EngineInvariant.frameViolation(0, depth: 0, limit: limit, isPush: true) == nil)
      #expect(
        EngineInvariant.frameViolation(limit - 1, depth: limit - 1, limit: limit, isPush: true)
          == nil)
      #expect(
        EngineInvariant.frameViolation(limit, depth: limit, limit: limit, isPush: true) == """
          MVCS engine invariant 5: notification frame \(limit) pushed at depth \(limit), in a \
          stack of \(limit).
          """)
      #expect(EngineInvariant.frameViolation(2, depth: 3, limit: limit, isPush: false) == nil)
      #expect(EngineInvariant.frameViolation(3, depth: 3, limit: limit, isPush: false) != nil)
    }

    @Test func runtimeCountsNeverGoBelowZero() {
      #expect(EngineInvariant.countViolation("journal count", is: 0) == nil)
      #expect(
        EngineInvariant.countViolation("journal count", is: -1)
          == "MVCS engine invariant 5: the runtime's journal count went below zero (-1).")
    }

    // MARK: - The checks, in debug builds

    #if DEBUG
      @Test func aWriteOffTheMainActorStopsNamingInvariant1() async {
        let result = await #expect(processExitsWith: .failure, observing: standardError) {
          // What the compiler would refuse: a main-actor write, run on another thread.
          let write: @MainActor () -> Void = { CounterPipeline().count = 1 }
          let unchecked = unsafeBitCast(write, to: (@Sendable () -> Void).self)
          await Task.detached { unchecked() }.value
        }
        let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(output.contains(EngineInvariant.offMainActorMessage))
      }

      @Test func anObserverRecordOutOfBoundsStopsNamingInvariant2() async {
        let result = await #expect(processExitsWith: .failure, observing: standardError) {
          await MainActor.run {
            let pipeline = CounterPipeline()
            pipeline.observe(\.count, by: PipelineTestObserver()) { _, _ in }
            _ = pipeline.observableProperty(at: \.count)?.state.pointee.observers[1]
          }
        }
        let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
          output.contains("MVCS engine invariant 2: observer record 1 accessed in a list of 1."))
      }

      @Test func removingObserversDuringANotificationStopsNamingInvariant2() async {
        let result = await #expect(processExitsWith: .failure, observing: standardError) {
          await MainActor.run {
            let pipeline = CounterPipeline()
            let observer = PipelineTestObserver()
            pipeline.observe(\.count, by: observer) { _, _ in
              // What only the engine could do wrong: compact the list its loop is walking.
              guard let property = pipeline.observableProperty(at: \.count) else { return }
              property.state.pointee.compact()
            }
            pipeline.count = 1
          }
        }
        let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
          output.contains(
            "MVCS engine invariant 2: observer records removed while 1 notification loop(s)"))
      }
    #endif
  }
}
