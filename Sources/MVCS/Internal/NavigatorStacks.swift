/// The scenes each navigator assembled and has not torn down, in the order their assembly
/// began: the stack a dismissal to a checkpoint searches, for any navigator, with no code of
/// the navigator's own.
///
/// A slot is taken when an assembly with a navigator begins, so that a scene its store shows
/// while it is assembled goes above it, as a navigator stacks it. Slots hold their scene and
/// navigator weakly; released, torn down or failed ones are dropped as slots are added.
@MainActor
enum NavigatorStacks {
  @MainActor
  final class Slot {
    weak var navigator: (any Navigator)?
    weak var scene: AssembledScene?
    /// Whether the assembly is still running: its scene is not set yet.
    var isPending = true

    init(navigator: any Navigator) { self.navigator = navigator }

    var isLive: Bool {
      guard navigator != nil else { return false }
      if isPending { return true }
      guard let scene else { return false }
      return !scene.isTornDown
    }
  }

  private static var slots: [Slot] = []
  // Live slots at the last sweep: sweeping when the list doubles keeps adding a slot O(1)
  // amortised.
  private static var sweptCount = 0

  /// Takes a slot for a scene about to be assembled with `navigator`; end it with
  /// ``end(_:with:)`` when the assembly ends, whether it succeeded or failed.
  static func reserve(for navigator: any Navigator) -> Slot {
    if slots.count >= 2 * sweptCount + 16 {
      slots.removeAll { !$0.isLive }
      sweptCount = slots.count
    }
    let slot = Slot(navigator: navigator)
    slots.append(slot)
    return slot
  }

  /// Ends an assembly: its scene, or `nil` when it failed.
  static func end(_ slot: Slot, with scene: AssembledScene?) {
    slot.scene = scene
    slot.isPending = false
  }

  /// The scenes `navigator` assembled and has not torn down, bottom to top.
  static func scenes(of navigator: any Navigator) -> [AssembledScene] {
    slots.compactMap { slot in
      guard slot.navigator === navigator, let scene = slot.scene, !scene.isTornDown else {
        return nil
      }
      return scene
    }
  }
}
