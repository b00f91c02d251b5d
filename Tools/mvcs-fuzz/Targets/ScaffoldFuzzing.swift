import MVCSScaffold
import MVCSSupport

/// The scaffolder's templates, names and config file.
enum ScaffoldFuzzing {
  /// A template that parses renders, with every placeholder set and with none; a text without
  /// `{{` is all text and renders as itself.
  static func template(_ text: String) throws(PropertyFailure) -> Outcome {
    let names = TemplateFile.placeholders
    let template: Template
    do {
      template = try Template(text, file: "Fuzz.template", placeholders: names)
    } catch {
      try require(
        text.contains("{{") || text.contains("}}"),
        "\(text.debugDescription) has no tag but does not parse: \(error)")
      return .rejected
    }
    let filled = template.render(Dictionary(uniqueKeysWithValues: names.map { ($0, "Value") }))
    let empty = template.render([:])
    try require(
      text.contains("{{") || (filled == text && empty == text),
      "\(text.debugDescription) has no tag but renders as \(filled.debugDescription)")
    return .accepted
  }

  /// A name that is not a plain identifier is corrected to one that is, or to none; a valid
  /// name in lower camel case is still valid.
  static func identifier(_ name: String) throws(PropertyFailure) -> Outcome {
    let problem = Identifier.problem(with: name)
    if problem == nil {
      try require(
        name.allSatisfy { $0.isASCII } && name.first?.isNumber == false,
        "\(name.debugDescription) passes as an identifier")
      if Identifier.isValid(name) {
        let lowered = Identifier.lowerCamelCase(name)
        try require(
          Identifier.problem(with: lowered) == nil,
          "\(name.debugDescription) in lower camel case, \(lowered.debugDescription), is invalid")
      }
    } else {
      try require(!problem!.isEmpty, "\(name.debugDescription) has an empty problem")
    }
    if let suggestion = Identifier.suggestion(for: name) {
      try require(
        Identifier.isValid(suggestion) && Identifier.nonASCIICharacter(in: suggestion) == nil
          && suggestion != name,
        "the suggestion for \(name.debugDescription), \(suggestion.debugDescription), is not "
          + "a valid name either")
    }
    return Identifier.isValid(name) ? .accepted : .rejected
  }

  /// A config that parses is written back with its values quoted, and reads back the same.
  static func config(_ text: String) throws(PropertyFailure) -> Outcome {
    let config: Config
    do {
      config = try Config(parsing: text, file: ".mvcs")
    } catch {
      return .rejected
    }
    var written = "# written back\n"
    for (key, value) in [
      ("author", config.author), ("organization", config.organization),
      ("module", config.module), ("templates", config.templates),
    ] {
      guard let value else { continue }
      let escaped = value.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"")
      written += "\(key) = \"\(escaped)\"\n"
    }
    let reread: Config
    do {
      reread = try Config(parsing: written, file: ".mvcs")
    } catch {
      throw PropertyFailure(
        "\(text.debugDescription) parsed, but written back as \(written.debugDescription) it "
          + "does not: \(error)")
    }
    try require(
      reread.author == config.author && reread.organization == config.organization
        && reread.module == config.module && reread.templates == config.templates,
      "\(text.debugDescription) written back as \(written.debugDescription) reads differently")
    return .accepted
  }
}
