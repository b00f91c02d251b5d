import Testing

@testable import MVCS

extension PipelineCore {
  @MainActor
  struct PropertyKindTests {
    @Test func onlyInputsAndFlagsAreEvents() {
      #expect(PropertyKind.allCases.filter(\.isEvent) == [.flag, .input])
    }

    @Test func eachKindNamesTheAttributeThatDeclaresIt() {
      #expect(
        PropertyKind.allCases.map(\.attribute) == [
          "@Piped", "@Flag", "@Status", "@Input", "@Context",
        ])
    }

    @Test func eachKindDescribesItselfByName() {
      #expect(
        PropertyKind.allCases.map(\.description) == ["piped", "flag", "status", "input", "context"])
    }

    @Test func eachMarkerTypeStandsForItsKind() {
      let kinds: [PropertyKind] = [
        _PropertyKinds.Piped.kind, _PropertyKinds.Flag.kind, _PropertyKinds.Status.kind,
        _PropertyKinds.Input.kind, _PropertyKinds.Context.kind,
      ]
      #expect(kinds == PropertyKind.allCases)
    }
  }

  @MainActor
  struct ChangeTests {
    @Test func aChangeIsAWriteUnlessSaidToBeInitial() {
      #expect(!Change(oldValue: 1, newValue: 2).isInitial)
      #expect(Change(oldValue: 1, newValue: 1, isInitial: true).isInitial)
    }

    @Test func changesAreEqualWhenTheirValuesAndInitialnessAre() {
      #expect(Change(oldValue: 1, newValue: 2) == Change(oldValue: 1, newValue: 2))
      #expect(Change(oldValue: 1, newValue: 1) != Change(oldValue: 1, newValue: 1, isInitial: true))
    }
  }
}
