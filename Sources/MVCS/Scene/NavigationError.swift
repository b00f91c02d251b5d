/// An error from moving between scenes.
public enum NavigationError: Error, Hashable, CustomStringConvertible {
  /// The navigator the scene was assembled with has been released.
  case navigatorReleased
  /// Dismiss was called with no scene shown or presented.
  case nothingToDismiss
  /// A scene delivered a result, but it was not shown or presented for one.
  case noResultExpected
  /// A scene delivered a result of another type than the scene that presented it expects.
  case resultTypeMismatch(expected: String, actual: String)
  /// A scene delivered a result a second time.
  case resultAlreadyDelivered

  public var description: String {
    switch self {
    case .navigatorReleased:
      return """
        Cannot navigate: the navigator this scene was assembled with has been released. \
        To fix, keep the navigator alive as long as its scenes, for example in the app's \
        coordinator.
        """
    case .nothingToDismiss:
      return """
        Cannot dismiss: no scene was shown or presented. \
        To fix, dismiss only a scene that was shown or presented.
        """
    case .noResultExpected:
      return """
        Cannot deliver a result: this scene was not shown or presented for one. To fix, present \
        it with navigation.present(_:context:expecting:by:onResult:), or dismiss it with \
        navigation.dismiss() instead.
        """
    case .resultTypeMismatch(let expected, let actual):
      return """
        Cannot deliver a result of type \(actual): the scene that presented this one expects \
        \(expected). To fix, deliver \(expected), or present the scene expecting \(actual).
        """
    case .resultAlreadyDelivered:
      return """
        Cannot deliver a result: this scene already delivered one, and a result is delivered \
        once. To fix, deliver a single result, usually with navigation.dismiss(with:).
        """
    }
  }
}
