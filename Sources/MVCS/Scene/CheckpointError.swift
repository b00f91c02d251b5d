/// Why a scene could not dismiss back to a checkpoint.
///
/// ```swift
/// do {
///   try navigation.dismiss(to: "Serch")
/// } catch {
///   print(error)
///   // Cannot dismiss to "Serch": it is not a scene on the stack below "PhotoDetail". Did you
///   // mean "Search"? The stack, bottom to top: Search, PhotoList, PhotoDetail. To fix, …
/// }
/// ```
public enum CheckpointError: Error, Equatable, CustomStringConvertible {
  /// No scene of that name is on the navigator's stack below the scene that dismissed.
  ///
  /// - `checkpoint`: the name asked for.
  /// - `from`: the scene that dismissed, if it has a name.
  /// - `stack`: the scenes on the stack, bottom to top.
  /// - `suggestion`: the closest name below the scene that dismissed, if one is near.
  case unknownCheckpoint(String, from: String?, stack: [String], suggestion: String?)
  /// The checkpoint's controller does not take a result of this type.
  ///
  /// - `checkpoint`: the checkpoint's scene name.
  /// - `controller`: its controller's type.
  /// - `accepts`: the ``CheckpointController/CheckpointResult`` it takes, or `nil` when it is
  ///   not a ``CheckpointController`` and takes none.
  /// - `actual`: the type of the result given.
  case resultNotAccepted(checkpoint: String, controller: String, accepts: String?, actual: String)

  public var description: String {
    switch self {
    case .unknownCheckpoint(let checkpoint, let from, let stack, let suggestion):
      let below = from.map { " below \"\($0)\"" } ?? ""
      let hint = suggestion.map { " Did you mean \"\($0)\"?" } ?? ""
      let listed =
        stack.isEmpty
        ? "The navigator's stack is empty."
        : "The stack, bottom to top: \(stack.joined(separator: ", "))."
      return """
        Cannot dismiss to "\(checkpoint)": it is not a scene on the stack\(below).\(hint) \
        \(listed) To fix, dismiss to a scene\(below) on the stack, or show "\(checkpoint)" \
        before the scenes that dismiss to it; a scene is on the stack when its navigator \
        assembled it (mediator.assemble(named:context:navigator:)) and has not torn it down.
        """
    case .resultNotAccepted(let checkpoint, let controller, let accepts, let actual):
      guard let accepts else {
        return """
          Cannot dismiss to "\(checkpoint)" with a result of type \(actual): its controller \
          \(controller) takes no result, since it is not a CheckpointController. To fix, \
          dismiss to "\(checkpoint)" without a result, or conform \(controller) to \
          CheckpointController with CheckpointResult = \(actual).
          """
      }
      return """
        Cannot dismiss to "\(checkpoint)" with a result of type \(actual): its controller \
        \(controller) takes \(accepts) (its CheckpointResult). To fix, hand back a \(accepts), \
        or make \(controller)'s CheckpointResult \(actual).
        """
    }
  }
}
