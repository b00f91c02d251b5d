/// The scenes each navigator assembled and has not torn down, in the order their assembly
/// began: the stack a dismissal to a checkpoint searches, for any navigator, with no code of
/// the navigator's own.
///
/// A slot is taken when an assembly with a navigator begins, so that a scene its store shows
/// while it is assembled goes above it, as a navigator stacks it. A slot names its navigator by
/// identity and its scene without retaining it: the scene empties its slot when it is torn down
/// or released (a weak reference would give every scene a side table, which cost assembly a
/// tenth of its time). Emptied and failed slots are dropped as slots are added.
@MainActor
enum NavigatorStacks {
  @MainActor
  final class Slot {
    /// The navigator the scene is assembled with, by identity; `scenes(of:)` checks that a
    /// scene's navigator is still this one, as another may take its address once it is gone.
    let navigator: ObjectIdentifier
    /// The scene, once assembled; never dangling, as the scene empties it before it goes.
    unowned(unsafe) var scene: AssembledScene?
    /// Whether the assembly is still running: its scene is not set yet.
    var isPending = true

    init(navigator: ObjectIdentifier) { self.navigator = navigator }

    var isLive: Bool { isPending || scene != nil }
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
    let slot = Slot(navigator: ObjectIdentifier(navigator))
    slots.append(slot)
    return slot
  }

  /// Ends an assembly: its scene, or `nil` when it failed.
  static func end(_ slot: Slot, with scene: AssembledScene?) {
    slot.scene = scene
    slot.isPending = false
    scene?.stackSlot = slot
  }

  /// The scenes `navigator` assembled and has not torn down, bottom to top.
  static func scenes(of navigator: any Navigator) -> [AssembledScene] {
    let identifier = ObjectIdentifier(navigator)
    return slots.compactMap { slot in
      guard slot.navigator == identifier, let scene = slot.scene, !scene.isTornDown,
        scene.navigator === navigator
      else { return nil }
      return scene
    }
  }
}
