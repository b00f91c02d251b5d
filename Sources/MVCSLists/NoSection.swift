/// The section value of a sectionless list: ``ListData`` with this section type has exactly one
/// section and only row edits.
public struct NoSection: Hashable, Sendable, CustomStringConvertible {
  /// Creates the value.
  @inlinable public init() {}

  @inlinable public var description: String { "no section" }
}
