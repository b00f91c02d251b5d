/// A name written in a script, such as a scene, service or file name, and where it starts.
///
/// The location lets the runner and ``SceneScript/problems(in:)`` point at the name itself
/// when it turns out to be unknown.
///
/// ```swift
/// // service SearchPhotoService returns []
/// name.text             // "SearchPhotoService"
/// name.location.column  // 9
/// ```
package struct ScriptName: Sendable, Hashable, CustomStringConvertible {
  /// The name as written.
  package var text: String
  /// Where the name starts.
  package var location: ScriptLocation

  /// Creates a name.
  ///
  /// - Parameters:
  ///   - text: The name as written.
  ///   - location: Where the name starts.
  package init(_ text: String, at location: ScriptLocation) {
    self.text = text
    self.location = location
  }

  /// The name as written.
  package var description: String { text }
}
