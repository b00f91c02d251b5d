/// What a command line said, as parsed against a ``Command``.
struct ParsedArguments: Equatable, Sendable {
  /// The values of options, by long name. An option given twice with different values is a
  /// problem (``UsageError/repeatedOption(_:values:)``), never silently the last one.
  var values: [String: String] = [:]
  /// The values of repeatable options, by long name, in order.
  var repeatedValues: [String: [String]] = [:]
  /// The flags given, by long name.
  var flags: Set<String> = []
  /// The positional arguments, in order.
  var arguments: [String] = []
  /// Every problem found, in the order of the words.
  var problems: [UsageError] = []

  /// Whether `-h` or `--help` was given; help is then shown whatever else is wrong.
  var wantsHelp: Bool { flags.contains(Command.helpOption.long) }

  /// The value of an option, by long name.
  func value(_ long: String) -> String? { values[long] }

  /// Every value of a repeatable option, by long name, in order.
  func allValues(_ long: String) -> [String] { repeatedValues[long] ?? [] }

  /// Whether a flag was given, by long name.
  func isSet(_ long: String) -> Bool { flags.contains(long) }
}
