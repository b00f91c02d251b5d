/// The types that stand for the five kinds of pipeline data; an implementation detail of the
/// typealiases ``Piped``, ``Flag``, ``Status``, ``Input`` and ``Context``.
public enum _PropertyKinds {
  /// Stands for ``PropertyKind/piped``.
  public enum Piped: _PropertyKindMarker {
    @inlinable public static var kind: PropertyKind { .piped }
  }
  /// Stands for ``PropertyKind/flag``.
  public enum Flag: _PropertyKindMarker {
    @inlinable public static var kind: PropertyKind { .flag }
  }
  /// Stands for ``PropertyKind/status``.
  public enum Status: _PropertyKindMarker {
    @inlinable public static var kind: PropertyKind { .status }
  }
  /// Stands for ``PropertyKind/input``.
  public enum Input: _PropertyKindMarker {
    @inlinable public static var kind: PropertyKind { .input }
  }
  /// Stands for ``PropertyKind/context``.
  public enum Context: _PropertyKindMarker {
    @inlinable public static var kind: PropertyKind { .context }
  }
}
