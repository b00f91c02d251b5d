/// A button of a ``SceneAlert``: its label, its role, and the choice it answers with.
///
/// ```swift
/// let buttons: [AlertButton<ClearChoice>] = [
///   .destructive("Clear", choice: .clear),
///   .cancel(choice: .keep),
/// ]
/// ```
public struct AlertButton<Choice: Sendable>: Sendable {
  /// The text on the button, which tests and scripts answer by.
  public var label: String
  /// What kind of button it is, which views show their own way.
  public var role: AlertButtonRole
  /// What the store hears when the user picks this button.
  public var choice: Choice

  /// Creates a button.
  ///
  /// - Parameters:
  ///   - label: The text on the button.
  ///   - role: Its role; ``AlertButtonRole/default`` when it is neither a cancel nor a
  ///     destructive button.
  ///   - choice: What the store hears when the user picks it.
  public init(_ label: String, role: AlertButtonRole = .default, choice: Choice) {
    self.label = label
    self.role = role
    self.choice = choice
  }

  /// Creates a button with the ``AlertButtonRole/cancel`` role, which views also answer with
  /// when the user dismisses the alert.
  ///
  /// - Parameters:
  ///   - label: The text on the button; "Cancel" unless given.
  ///   - choice: What the store hears when the user picks it or dismisses the alert.
  /// - Returns: The button.
  public static func cancel(_ label: String = "Cancel", choice: Choice) -> Self {
    Self(label, role: .cancel, choice: choice)
  }

  /// Creates a button with the ``AlertButtonRole/destructive`` role, for an action that
  /// deletes or cannot be undone.
  ///
  /// - Parameters:
  ///   - label: The text on the button, such as "Clear".
  ///   - choice: What the store hears when the user picks it.
  /// - Returns: The button.
  public static func destructive(_ label: String, choice: Choice) -> Self {
    Self(label, role: .destructive, choice: choice)
  }
}

extension AlertButton: Equatable where Choice: Equatable {}
extension AlertButton: Hashable where Choice: Hashable {}
extension AlertButton: Codable where Choice: Codable {}

/// The role of an ``AlertButton``, which views show their own way (SwiftUI's `ButtonRole`,
/// UIKit's `UIAlertAction.Style`).
public enum AlertButtonRole: String, Sendable, Hashable, Codable, CaseIterable {
  /// An ordinary button.
  case `default`
  /// The button that dismisses the alert without acting.
  case cancel
  /// A button whose action deletes something or cannot be undone.
  case destructive
}
