import Dispatch
import Foundation

// MARK: - The engine's invariant
//
// The files in `Pipeline/Engine/` are the only MVCS code that bypasses Swift's memory safety
// (pointers, `Unmanaged` and `unowned(unsafe)` references, `nonisolated(unsafe)` and stored
// properties exempt from the dynamic exclusivity check); they do it because a write is the hot
// path (a class's stored `var` costs a dynamic exclusivity check, a retain costs as much as a
// call). Everything here is safe under one invariant. Code outside this folder reaches the engine
// only through the functions declared here: it holds no pointer, reads no field by offset and
// writes nothing in the runtime.
//
// 1. Main actor only. A property's `PropertyState`, an `ObserverList`'s buffer, the
//    `PipelineRuntime`, a pipeline's `TrackedObservations`, a journal's `JournalRecords` and a
//    pipeline's fields read by offset are touched only on the main actor, so no two accesses
//    overlap; that is what lets their stored properties skip the dynamic exclusivity check. The
//    one exception is freeing: a property's state is freed wherever its pipeline is last
//    released, when nothing but its observer entries can reach it (see 2 and 3).
// 2. Ownership is single and explicit. A `PipelineProperty` holds its `PropertyState` as its
//    stored properties, which mirror the struct's fields, reached only through `state`, a pointer
//    computed from the object's address and valid while the property lives; `deinit` frees its
//    observer list. An
//    `ObserverList` holds one strong reference to each entry, taken by `append` and given back by
//    `removeAll(where:)` or `destroy()`; an entry is in one list at most, and a record is read
//    only at an index below the list's count. Records are removed only while no notification
//    loop walks the list (`notifying == 0`), so an entry outlives every delivery made through it.
// 3. Unretained references point at objects someone else keeps alive while they are used: a
//    write's property and owner are held by the writer, so a property is never freed while a
//    notification loop walks its observers; a `SceneObserverEntry`'s owner is held by its
//    `AssembledScene` until the entry ends; an entry's `property` is cleared when the property
//    ends the observation or is freed; a probe's references live only for the read that made them.
//    A `PipelineToken` references its pipeline weakly: a pipeline released off the main actor
//    is never retained again through its token while it is being destroyed.
// 4. Fields are read at the byte offsets the runtime reports for the pipeline's type, and only
//    fields whose declared type is a `PipelineProperty` or a non-optional `Pipeline` subclass: such
//    a field holds a single strong or unowned reference to an object of that class. Fields are
//    read only from a live pipeline (see `PipelineLayout`).
// 5. Counts balance and stay in bounds. Notifications nest at most
//    `Pipeline.maximumNotificationDepth` deep, the size of the runtime's frame stack, and a frame
//    is read only below the current depth; the runtime's counts of recording journals and of
//    running assemblies never go below zero.
//
// In debug builds the engine checks each clause where a check is cheap (`EngineInvariant`), and
// stops with a message that names the clause; every check stands inside `#if DEBUG`, so release
// builds contain none.

/// The engine's checks of its invariant (above), made in debug builds only.
///
/// Each `…Violation` function is pure: it returns what is wrong with an access, naming the clause
/// of the invariant it breaks, or `nil` when the access is valid. ``check(_:file:line:)`` stops
/// the program with that text. The checks exist only in debug builds, and each call stands inside
/// `#if DEBUG`, so that release builds compile neither a check nor its message, as
/// swift-collections checks its unsafe handles only under `#if DEBUG`.
@usableFromInline
enum EngineInvariant {
  #if DEBUG
    /// Stops the program with the violation's text, if there is one.
    @inlinable
    static func check(
      _ violation: @autoclosure () -> String?, file: StaticString = #fileID, line: UInt = #line
    ) {
      if let message = violation() { preconditionFailure(message, file: file, line: line) }
    }

    /// Stops the program if it is not on the main actor (clause 1).
    ///
    /// Every engine function is main-actor isolated, so this catches only code that escaped the
    /// compiler's check: a main-actor closure cast to a plain one, a `@preconcurrency` callback.
    @inlinable
    static func checkMainActor(file: StaticString = #fileID, line: UInt = #line) {
      if !isOnMainActor() { preconditionFailure(offMainActorMessage, file: file, line: line) }
    }

    /// Whether the caller runs on the main actor: on the main thread, or on the main queue,
    /// which a worker thread drains once the main thread has handed it over (`dispatch_main()`,
    /// as an async `main` does on Linux).
    ///
    /// Not `MainActor.assertIsolated`: off the main actor it stops inside the dispatch library,
    /// with a message that names neither MVCS nor the invariant.
    @usableFromInline
    static func isOnMainActor() -> Bool {
      Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) != nil
    }

    // Set on the main queue once, from whichever thread checks first (which is safe).
    private static let mainQueueKey = {
      let key = DispatchSpecificKey<Bool>()
      DispatchQueue.main.setSpecific(key: key, value: true)
      return key
    }()
  #endif

  @usableFromInline static let offMainActorMessage =
    "MVCS engine invariant 1: the pipeline engine ran off the main actor. Pipelines, their "
    + "properties, observations and journals are main-actor objects."

  /// A read or write of the observer record at `index` in a list of `count` (clause 2).
  @usableFromInline
  static func slotViolation(_ index: Int, count: Int) -> String? {
    guard index < 0 || index >= count else { return nil }
    return "MVCS engine invariant 2: observer record \(index) accessed in a list of \(count)."
  }

  /// A property whose `state` pointer does not find its state (clause 2): `stored` are the
  /// addresses of the state's first and last fields and the witness, as the object holds them,
  /// `found` the same read through `state`. They differ when the object's layout is not the one
  /// `PropertyState` mirrors.
  @usableFromInline
  static func stateViolation(stored: [UnsafeRawPointer], found: [UnsafeRawPointer]) -> String? {
    guard stored != found else { return nil }
    return """
      MVCS engine invariant 2: a property's state (its first field, last field and witness) is \
      at \(stored), but its pointer finds \(found).
      """
  }

  /// Adding an entry whose slot says it is already in a list (clause 2).
  @usableFromInline
  static func appendViolation(slot: Int) -> String? {
    guard slot != -1 else { return nil }
    return
      "MVCS engine invariant 2: an observer entry already in a list (at \(slot)) added again."
  }

  /// Removing observer records while `notifying` loops walk the list (clause 2).
  @usableFromInline
  static func removalViolation(notifying: Int) -> String? {
    guard notifying != 0 else { return nil }
    return """
      MVCS engine invariant 2: observer records removed while \(notifying) notification \
      loop(s) walk the list.
      """
  }

  /// Freeing a property's state while `notifying` loops walk its observers (clause 3).
  @usableFromInline
  static func freeViolation(notifying: Int) -> String? {
    guard notifying != 0 else { return nil }
    return """
      MVCS engine invariant 3: a property was freed while \(notifying) notification loop(s) \
      walk its observers; the writer must hold it.
      """
  }

  /// A field read by offset whose object is not of the field's declared type (clause 4).
  ///
  /// A property's declared type is a final class, which the object must be exactly; for a
  /// child, pass `Pipeline.self`: any pipeline is valid.
  static func fieldViolation(_ name: String, declared: Any.Type, holds found: Any.Type) -> String? {
    let isValid =
      ObjectIdentifier(declared) == ObjectIdentifier(Pipeline.self)
      ? found is Pipeline.Type : ObjectIdentifier(declared) == ObjectIdentifier(found)
    guard !isValid else { return nil }
    return """
      MVCS engine invariant 4: the field \(name), declared as \(declared), holds \(found); its \
      offset is wrong, or the pipeline is not alive.
      """
  }

  /// Pushing or reading the notification frame at `index` with `depth` frames in use, in a stack
  /// of `limit` (clause 5): a push is at `depth`, a read below it.
  @usableFromInline
  static func frameViolation(_ index: Int, depth: Int, limit: Int, isPush: Bool) -> String? {
    let end = isPush ? depth + 1 : depth
    guard index < 0 || index >= end || end > limit else { return nil }
    return """
      MVCS engine invariant 5: notification frame \(index) \(isPush ? "pushed" : "read") at \
      depth \(depth), in a stack of \(limit).
      """
  }

  /// A runtime count (`journalCount`, `assemblyCount`) that went below zero (clause 5).
  @usableFromInline
  static func countViolation(_ name: String, is count: Int) -> String? {
    guard count < 0 else { return nil }
    return "MVCS engine invariant 5: the runtime's \(name) went below zero (\(count))."
  }
}
