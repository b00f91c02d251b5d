/// Where a presented scene's result goes: the presenter's handler, called at most once, on the
/// main actor, and never after the presenter is torn down or its owner released.
///
/// It travels in the ``ContextValues`` of the navigation that asked for it, so that every
/// navigator passing the context on to the mediator supports results with no code of its own.
@MainActor
package final class ResultChannel {
  /// The type the presenter expects, for messages.
  package let expectedTypeName: String
  /// The type the presenter expects.
  let expectedType: Any.Type
  /// Whether a result was delivered (or dropped, its presenter gone); a result goes once.
  package private(set) var isDelivered = false
  // The presenter's tasks, closed when it is torn down; `nil` for a navigation made without a
  // scene, whose results go while the owner lives.
  private weak var presenterTasks: SceneTasks?
  private let hasPresenter: Bool
  private let accepts: (Any) -> Bool
  private let decode: (String) throws -> Any
  // Released once the result is delivered, so that nothing it captured outlives the delivery.
  private var handler: ((Any) -> Bool)?
  /// Called with a result of another type than expected, before it is refused: a test harness
  /// reports it, since the scene may swallow the error.
  package var onRefused: ((Any) -> Void)?

  init<Owner: AnyObject, Result>(
    expecting _: Result.Type, owner: Owner, presenter: SceneTasks?,
    handler: @escaping @MainActor (Owner, Result) -> Void
  ) {
    expectedTypeName = String(describing: Result.self)
    expectedType = Result.self
    presenterTasks = presenter
    hasPresenter = presenter != nil
    accepts = { $0 is Result }
    decode = { text in try ValueText.decode(text, as: Result.self) }
    self.handler = { [weak owner] value in
      guard let owner, let result = value as? Result else { return false }
      handler(owner, result)
      return true
    }
  }

  /// Whether the presenter is still on screen: not torn down, nor released.
  package var isPresenterAlive: Bool {
    guard hasPresenter else { return true }
    guard let presenterTasks else { return false }
    return !presenterTasks.isClosed
  }

  /// Throws what delivering `value` would throw, without delivering it.
  package func check(_ value: Any) throws(NavigationError) {
    guard !isDelivered else { throw .resultAlreadyDelivered }
    guard accepts(value) else {
      onRefused?(value)
      throw .resultTypeMismatch(
        expected: expectedTypeName, actual: String(describing: type(of: value)))
    }
  }

  /// Delivers a result to the presenter's handler.
  ///
  /// - Returns: Whether the handler got it: `false` when the presenter was torn down or its
  ///   owner released, and the result was dropped.
  /// - Throws: ``NavigationError/resultAlreadyDelivered`` or
  ///   ``NavigationError/resultTypeMismatch(expected:actual:)``.
  @discardableResult
  package func deliver(_ value: Any) throws(NavigationError) -> Bool {
    try check(value)
    isDelivered = true
    let handler = self.handler
    self.handler = nil
    guard isPresenterAlive, let handler else { return false }
    return handler(value)
  }

  /// The expected type's value from a JSON literal, or plain text for a `String`: what a scene
  /// script delivers.
  ///
  /// - Throws: Why the text is not a value of the expected type, in words.
  package func value(fromJSON text: String) throws(ResultTextError) -> Any {
    do {
      return try decode(text)
    } catch ValueText.Failure.notDecodable {
      throw ResultTextError(
        description: "\(expectedTypeName) is not Decodable, so a script cannot give one")
    } catch ValueText.Failure.invalid(let reason) {
      throw ResultTextError(description: "it is not a \(expectedTypeName): \(reason)")
    } catch {
      throw ResultTextError(description: "\(error)")
    }
  }
}
