/// An alert or a confirmation a store raises as pipeline data: a title, a message and buttons,
/// each carrying the store's own choice.
///
/// A store declares what the user can answer as an enum, raises the alert by writing a property,
/// and hears the chosen button's choice back through an `@Input`. The view shows the alert however
/// its toolkit does — SwiftUI's `.alert`, UIKit's `UIAlertController`, a terminal's prompt — and
/// writes the choice of the button the user picked:
///
/// ```swift
/// enum ClearChoice: String, Codable, Sendable { case clear, keep }
///
/// @MainActor final class FavoritesPipeline: Pipeline {
///   @Piped var favorites: [String] = []
///   @Piped var clearAlert: SceneAlert<ClearChoice>?   // raised by the store, shown by the view
///   @Input var clearAnswer: ClearChoice?              // written by the view
/// }
///
/// // The store asks …
/// pipeline.clearAlert = .confirmation(
///   "Clear favourites?", message: "This removes 3 photos.",
///   buttons: [.destructive("Clear", choice: .clear), .cancel(choice: .keep)])
/// // … and hears the answer; the alert is cleared first.
/// pipeline.observeAnswer(\.clearAnswer, clearing: \.clearAlert, by: self) { store, choice in
///   if choice == .clear { store.pipeline.favorites = [] }
/// }
/// ```
///
/// The answer is the `@Input` of type `Choice?` beside the alert in the same pipeline: scene
/// scripts and `SceneTest` answer an alert by a button's label (`answer alert "Clear"`) and write
/// the button's choice there. Give each alert of a pipeline its own choice type, so that each has
/// one answer property.
///
/// An alert is a value: `Equatable`, `Hashable` and `Codable` when its choice is, so a test can
/// compare it and a script can read it as JSON.
public struct SceneAlert<Choice: Sendable>: Sendable {
  /// Whether the view shows an alert or a confirmation dialog (an action sheet).
  public var style: AlertStyle
  /// The title, such as "Clear favourites?".
  public var title: String
  /// The text under the title, if any.
  public var message: String?
  /// The buttons, in the order the store lists them; views may put a cancel button where their
  /// platform puts it.
  public var buttons: [AlertButton<Choice>]

  /// Creates an alert.
  ///
  /// ```swift
  /// pipeline.failureAlert = SceneAlert(
  ///   "Could not save", message: "The disk is full.", buttons: [AlertButton("OK", choice: .ok)])
  /// ```
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - message: The text under the title, if any.
  ///   - style: An alert (the default) or a confirmation dialog.
  ///   - buttons: The buttons; give at least one, since the answer is a button's choice.
  public init(
    _ title: String, message: String? = nil, style: AlertStyle = .alert,
    buttons: [AlertButton<Choice>]
  ) {
    self.style = style
    self.title = title
    self.message = message
    self.buttons = buttons
  }

  /// Creates a confirmation dialog: the question before a destructive or important action.
  ///
  /// ```swift
  /// pipeline.clearAlert = .confirmation(
  ///   "Clear favourites?",
  ///   buttons: [.destructive("Clear", choice: .clear), .cancel(choice: .keep)])
  /// ```
  ///
  /// - Parameters:
  ///   - title: The question.
  ///   - message: The text under it, if any.
  ///   - buttons: The buttons; give at least one, since the answer is a button's choice.
  /// - Returns: An alert whose style is ``AlertStyle/confirmation``.
  public static func confirmation(
    _ title: String, message: String? = nil, buttons: [AlertButton<Choice>]
  ) -> Self {
    Self(title, message: message, style: .confirmation, buttons: buttons)
  }

  /// The button a view answers with when the user dismisses the alert without picking one
  /// (Escape, a tap outside a confirmation dialog): the first with the ``AlertButtonRole/cancel``
  /// role, if any.
  public var cancelButton: AlertButton<Choice>? { buttons.first { $0.role == .cancel } }

  /// The button with a label, as a test or a view that answers by label finds it.
  ///
  /// ```swift
  /// let choice = try alert.button(labelled: "Clear").choice
  /// ```
  ///
  /// - Parameter label: The button's label, exactly as the alert shows it.
  /// - Returns: The first button with that label.
  /// - Throws: ``AlertError/unknownButton(_:alert:buttons:)`` naming the alert and listing its
  ///   buttons when none has that label.
  public func button(labelled label: String) throws(AlertError) -> AlertButton<Choice> {
    guard let button = buttons.first(where: { $0.label == label }) else {
      throw .unknownButton(label, alert: title, buttons: buttons.map(\.label))
    }
    return button
  }
}

extension SceneAlert: Equatable where Choice: Equatable {}
extension SceneAlert: Hashable where Choice: Hashable {}
extension SceneAlert: Codable where Choice: Codable {}

/// How a view shows a ``SceneAlert``.
public enum AlertStyle: String, Sendable, Hashable, Codable, CaseIterable {
  /// An alert: SwiftUI's `.alert`, UIKit's `UIAlertController` with the `.alert` style.
  case alert
  /// A confirmation dialog: SwiftUI's `.confirmationDialog`, UIKit's `UIAlertController` with
  /// the `.actionSheet` style.
  case confirmation
}
