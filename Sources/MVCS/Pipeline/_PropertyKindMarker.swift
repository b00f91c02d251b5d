/// A type that stands for one ``PropertyKind`` at compile time; an implementation detail.
///
/// ``PipelineProperty`` takes one as its second generic parameter so that each kind is a type of
/// its own (`@Input`, `@Flag` …) and the kind's behaviour is decided when the code is compiled.
/// You never write one: use the typealiases ``Piped``, ``Flag``, ``Status``, ``Input`` and
/// ``Context``. The underscore keeps it out of documentation and code completion.
public protocol _PropertyKindMarker {
  /// The kind this type stands for.
  static var kind: PropertyKind { get }
}
