import MVCSSupport

/// The placeholders of the scene's route, link, result and message: code made from the
/// options, since a key list has no template syntax of its own.
extension PlaceholderValues {
  /// The longest line generated code may have, as the package's `swift format` allows.
  static let lineLength = 100

  /// The route placeholders' values, by name.
  var routeValues: [String: String] {
    let keys = options.contextKeys
    let function = Identifier.lowerCamelCase(sceneName)
    var functions: [String: String] = [:]
    // An optional key the tests cannot make a value of is left out (nil), rather than asking
    // the user for a sample the tests do not need.
    let samples = keys.map { key in
      key.type.isOptional && SampleValue.json(key.type) == nil
        ? "nil" : SampleValue.swift(key.type, functions: &functions)
    }
    let parameters = keys.map { "\($0.name): \($0.type)" + ($0.type.isOptional ? " = nil" : "") }
    var values: [String: String] = [
      Placeholder.contextKeys.rawValue: options.keyNames.joined(separator: ", "),
      Placeholder.routeProperties.rawValue: keys.map { "  var \($0.name): \($0.type)" }
        .joined(separator: "\n"),
      Placeholder.routeParameters.rawValue: Self.list(
        parameters, opening: "  static func \(function)(", closing: ") -> Self {", indent: 2),
      Placeholder.routeArguments.rawValue: Self.list(
        keys.map { "\($0.name): \($0.name)" }, opening: "    Self(", closing: ")", indent: 4),
      Placeholder.sampleRoute.rawValue: Self.call(
        function, zip(keys, samples).map { "\($0.name): \($1)" }, indent: 4),
      Placeholder.sampleContext.rawValue: keys.compactMap { key in
        SampleValue.json(key.type).map { "context \(key.name) = \($0)" }
      }.joined(separator: "\n"),
      Placeholder.resultType.rawValue: options.result?.description ?? "",
      Placeholder.messageName.rawValue: options.message ?? "",
      Placeholder.queryService.rawValue: serviceName ?? options.message ?? "",
      Placeholder.hasScript.rawValue: scriptlessKeys.isEmpty ? "true" : "",
      Placeholder.scriptlessKeys.rawValue: scriptlessKeys.map { "\($0.name) (\($0.type))" }
        .joined(separator: ", "),
      Placeholder.messageVariableName.rawValue: options.message.map(Identifier.lowerCamelCase)
        ?? "",
    ]
    if let result = options.result {
      values[Placeholder.sampleResult.rawValue] = SampleValue.swift(result, functions: &functions)
    }
    if let link = options.link {
      values[Placeholder.link.rawValue] = link.text
      values[Placeholder.linkName.rawValue] = link.route == sceneName ? "" : link.route
      let query = link.keys.flatMap { name in
        let type = keys.first { $0.name == name }!.type
        return (SampleValue.linkTexts(type) ?? []).map { "\(name)=\($0)" }
      }
      values[Placeholder.linkSample.rawValue] =
        "\(link.scheme)://\(link.route)" + (query.isEmpty ? "" : "?" + query.joined(separator: "&"))
      let linked = zip(keys, samples).filter { link.keys.contains($0.0.name) }
      values[Placeholder.linkRoute.rawValue] = Self.call(
        function, linked.map { "\($0.name): \($1)" }, indent: 4)
    }
    values[Placeholder.sampleFunctions.rawValue] = Self.sampleFunctions(functions)
    return values
  }

  /// `.story(id: 42)` on one line when it fits after `indent` spaces, else an argument a line.
  static func call(_ function: String, _ arguments: [String], indent: Int) -> String {
    let opening = String(repeating: " ", count: indent) + ".\(function)("
    return ".\(function)(" + list(arguments, opening: opening, closing: ")", indent: indent) + ")"
  }

  /// Items between an opening and a closing, comma-separated: on the opening's line when the
  /// whole fits in a line, else one a line, indented one level more than `indent`, with the
  /// closing on a line of its own. Only what goes between the two is returned.
  static func list(_ items: [String], opening: String, closing: String, indent: Int) -> String {
    let single = items.joined(separator: ", ")
    guard opening.count + single.count + closing.count > lineLength, !items.isEmpty else {
      return single
    }
    let inner = String(repeating: " ", count: indent + 2)
    return "\n" + items.map { inner + $0 }.joined(separator: ",\n") + "\n"
      + String(repeating: " ", count: indent)
  }

  /// The sample functions the tests call for types they cannot make up, and the error they
  /// throw until filled in; empty when there are none.
  static func sampleFunctions(_ functions: [String: String]) -> String {
    guard !functions.isEmpty else { return "" }
    var code = ""
    for (function, type) in functions.sorted(by: { $0.key < $1.key }) {
      code += """

        /// A \(type) for the tests above, which mvcs cannot make up: return one of yours.
        private func \(function)() throws -> \(type) {
          throw MissingSample(function: "\(function)()", type: "\(type)")
        }

        """
    }
    code += """

      /// The failure of a test whose sample value is not written yet.
      private struct MissingSample: Error, CustomStringConvertible {
        let function: String
        let type: String

        var description: String {
          "The tests need a sample \\(type). To fix, return one from \\(function) in this file."
        }
      }

      """
    return String(code.dropLast())
  }
}
