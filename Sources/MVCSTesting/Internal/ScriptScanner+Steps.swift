import MVCS
import MVCSLists
import MVCSSupport

extension ScriptScanner {
  /// Reads the rest of a step's line, after its keyword.
  mutating func step(_ keyword: ScriptKeyword) throws(ScriptFailure) -> SceneStep {
    switch keyword {
    case .scene: return .scene(try sceneReference())
    case .open:
      // The keyword is a word of its own: `open$myapp://…` is not a link after "open".
      if let char = current, !char.isWhitespace,
        !char.unicodeScalars.contains(where: ControlCharacter.isRefused)
      {
        throw failure("expected a space after \"open\", found " + found)
      }
      skipSpaces()
      let start = index
      // A link ends at a space; a control character is no part of one (nor a space after
      // "open"), so `open\u{1}x` is refused here rather than read as a link.
      while let char = current, !char.isWhitespace,
        !char.unicodeScalars.contains(where: ControlCharacter.isRefused)
      {
        index += 1
      }
      guard index > start else {
        throw failure(
          "expected a link after \"open\", such as myapp://PhotoDetail?photoID=p2, found "
            + found)
      }
      let link = ScriptName(String(chars[start..<index]), at: location(of: start))
      try end(after: "the link")
      return .scene(.link(link))
    case .context:
      let entry = try contextEntry(after: "after \"context\"")
      try end(after: "the value")
      return .context(entry)
    case .option: return .option(try option())
    case .scenario:
      let name = try scenarioName()
      try end(after: "the scenario name")
      return .scenario(name)
    case .service: return try service()
    case .storage: return try storage()
    case .set:
      let path = try path("a property path after \"set\"")
      try symbol("=", "after the property name")
      let value = try jsonLiteral(after: "\"=\"")
      try end(after: "the value")
      return .set(.path(path), value: .json(value))
    case .result:
      let value = try jsonLiteral(after: "\"result\"")
      try end(after: "the result")
      return .result(.json(value))
    case .expect: return try expectation()
    case .advance:
      let duration = try duration()
      try end(after: "the duration")
      return .advance(duration)
    case .teardown:
      try end(after: "\"teardown\"")
      return .teardown
    // MARK: - alerts
    case .answer:
      try word(["alert"], "after \"answer\"")
      let button = try quoted("the quoted label of a button after \"alert\", such as \"Cancel\"")
      try end(after: "the button's label")
      return .answerAlert(button: button)

    // MARK: - restoration
    case .restart:
      try end(after: "\"restart\"")
      return .restart
    }
  }

  private mutating func sceneReference() throws(ScriptFailure) -> SceneStep.SceneReference {
    let first = try name("a scene name after \"scene\"")
    skipSpaces()
    if isAtEnd { return .registered(first) }
    guard current?.isIdentifierHead == true else {
      throw failure("expected end of line after the scene name, found \(found)")
    }
    let controller = try name("a controller name after the view name")
    let store = try name("a store name after the controller name")
    try end(after: "the store name")
    return .parts(view: first, controller: controller, store: store)
  }

  private mutating func contextEntry(
    after placement: String
  ) throws(ScriptFailure) -> SceneStep.ContextEntry {
    let key = try name("a context key \(placement)")
    try symbol("=", "after the context key")
    return SceneStep.ContextEntry(key: key, value: try jsonLiteral(after: "\"=\""))
  }

  private mutating func option() throws(ScriptFailure) -> SceneStep.Option {
    skipSpaces()
    let start = index
    let name = try name("an option after \"option\"")
    let names = SceneStep.Option.allCases.map(\.rawValue)
    guard let option = SceneStep.Option(rawValue: name.text) else {
      let hint = Suggestion.hint(for: name.text, in: names)
      throw failure(
        "unknown option \"\(name.text)\".\(hint) Options: \(names.joined(separator: ", "))",
        at: start)
    }
    try end(after: "the option")
    return option
  }

  // MARK: - storage

  /// `storage Favorites has recent = []` (a preload), `storage Favorites changes recent = []`
  /// (another holder's write) or `storage Favorites fails writes recent`.
  private mutating func storage() throws(ScriptFailure) -> SceneStep {
    let storage = try name("a storage name after \"storage\"")
    let verb = try word(["has", "changes", "fails"], "after the storage name")
    if verb == "fails" {
      try word(["writes"], "after \"fails\"")
      let key = try name("a key after \"writes\"")
      try end(after: "the key")
      return .failWrites(storage, key: key)
    }
    let key = try name("a key after \"\(verb)\"")
    try symbol("=", "after the key")
    let value = try jsonLiteral(after: "\"=\"")
    try end(after: "the value")
    return verb == "has"
      ? .storage(storage, key: key, value: value)
      : .changeStorage(storage, key: key, value: value)
  }

  // MARK: - service

  /// A scenario's name: its file's name without `.scenario`, such as `offline` or `server-error`.
  private mutating func scenarioName() throws(ScriptFailure) -> ScriptName {
    skipSpaces()
    let start = index
    while let char = current, char.isIdentifierBody || char == "-" { index += 1 }
    guard index > start else {
      throw failure(
        "expected a scenario name after \"scenario\", such as offline (for offline.scenario), "
          + "found \(found)")
    }
    return ScriptName(String(chars[start..<index]), at: location(of: start))
  }

  /// `service SearchPhotos returns [] after 2s`: the grammar scenarios share (``ServiceLine``),
  /// one answer of one named service a line.
  private mutating func service() throws(ScriptFailure) -> SceneStep {
    let line = try serviceLine(isScenario: false)
    // A script's line has one answer: `serviceLine` refuses sequences outside scenarios.
    let answer = line.answers[0]
    let outcome: SceneStep.FakeOutcome =
      switch answer.outcome {
      case .value(let literal): .value(literal)
      case .fixture(let name): .fixture(name)
      case .failure(nil): .failure(message: nil)
      case .failure(.message(let message)?): .failure(message: message)
      case .failure(let failure?): .serviceFailure(failure)
      }
    return .service(line.service, answer: outcome, delay: answer.delay)
  }

  // MARK: - expect

  private mutating func expectation() throws(ScriptFailure) -> SceneStep {
    skipSpaces()
    let start = index
    // `changes`, `list`, `navigation`, `result`, `call`, `write` and `diagnostic` may be
    // property names too; followed by a path component or a comparison they are.
    if let form = identifier()?.text, let expectation = ExpectationForm(rawValue: form),
      current != ".", current != "["
    {
      skipSpaces()
      if operatorRun().isEmpty {
        switch expectation {
        case .changes: return try changes()
        case .list: return try listChanges()
        case .navigation: return try navigation()
        case .result:
          let value = try jsonLiteral(after: "\"result\"")
          try end(after: "the result")
          return .expectResult(.json(value))
        case .call: return try call()
        case .write: return try write()
        case .diagnostic: return try diagnostic()
        case .screen: return try screen()
        // MARK: - alerts
        case .alert: return try alert()
        }
      }
    }
    index = start
    let path = try path(
      "a property path, \"changes\", \"list\", \"navigation\", \"result\", \"call\", "
        + "\"write\", \"diagnostic\", \"screen\" or \"alert\" after \"expect\"")
    skipSpaces()
    guard let comparison = SceneStep.Comparison(rawValue: operatorRun()) else {
      var message = "expected \"==\" or \"!=\" after the property path, found \(found)"
      if path.components.count == 1, !isAtEnd,
        let form = Suggestion.closest(
          to: path.description, in: ExpectationForm.allCases.map(\.rawValue))
      {
        message += ". Did you mean \"expect \(form)\"?"
      }
      throw failure(message)
    }
    index += comparison.rawValue.count
    let value = try jsonLiteral(after: "\"\(comparison.rawValue)\"")
    try end(after: "the value")
    return .expectValue(.path(path), comparison, .json(value))
  }

  private enum ExpectationForm: String, CaseIterable {
    case changes, list, navigation, result, call, write, diagnostic, screen
    // MARK: - alerts
    case alert
  }

  private mutating func changes() throws(ScriptFailure) -> SceneStep {
    let path = try path("a property path after \"changes\"")
    skipSpaces()
    guard current == "[" else {
      throw failure(
        "expected an array of the new values, such as [true, false], after the property path, "
          + "found \(found)")
    }
    var values: [JSONLiteral] = []
    try readArray(depth: 0) { scanner throws(ScriptFailure) in
      values.append(try scanner.literal(depth: 1))
    }
    try end(after: "the values")
    return .expectChanges(.path(path), values: values.map(SceneStep.StepValue.json))
  }

  /// `expect list photos: insert rows [0-0]; no changes`: one change set per write, in the form
  /// `ListChanges` prints, separated by semicolons.
  private mutating func listChanges() throws(ScriptFailure) -> SceneStep {
    let path = try path("a list property after \"list\"")
    skipSpaces()
    guard current == ":" else {
      throw failure(
        "expected \":\" and the change sets after the property, such as "
          + "\"expect list photos: insert rows [0-0]\", found \(found)")
    }
    index += 1
    var changes: [ListChanges] = []
    repeat {
      if !changes.isEmpty { index += 1 }
      skipSpaces()
      let start = index
      while let char = current, char != ";" { index += 1 }
      let text = String(chars[start..<index])
      do {
        changes.append(try ListChanges.parse(text))
      } catch {
        let offset = min(error.offset, text.count)
        throw failure(error.description, at: start + offset)
      }
    } while current == ";"
    return .expectListChanges(.path(path), changes: changes)
  }

  private mutating func navigation() throws(ScriptFailure) -> SceneStep {
    let actions = NavigationAction.allCases
    // `word` returns one of the raw values.
    let action = NavigationAction(
      rawValue: try word(actions.map(\.rawValue), "after \"navigation\""))!
    if action == .dismiss {
      skipSpaces()
      var scene: ScriptName?
      if !isAtEnd {
        let start = index
        guard let name = identifier(), name.text != "with" else {
          index = start
          throw failure(
            "expected a scene name or end of line after \"dismiss\", found \(found)")
        }
        skipSpaces()
        // `dismiss to Search`; `dismiss to` alone dismisses a scene named "to".
        if name.text == "to", !isAtEnd { return try checkpointDismissal() }
        scene = name
      }
      try end(after: "the scene name")
      return .expectNavigation(.dismiss, scene: scene, context: nil)
    }
    let scene = try name("a scene name after \"\(action.rawValue)\"")
    var context: [SceneStep.ContextEntry] = []
    if try optionalWord("with", "after the scene name") {
      context.append(try contextEntry(after: "after \"with\""))
      skipSpaces()
      while current == "," {
        index += 1
        context.append(try contextEntry(after: "after \",\""))
        skipSpaces()
      }
      guard isAtEnd else {
        throw failure("expected \",\" or end of line after the context value, found \(found)")
      }
    }
    return .expectNavigation(action, scene: scene, context: context.isEmpty ? nil : context)
  }

  // MARK: - checkpoints

  /// `expect navigation dismiss to Search`, and `with "favorites"`: the result handed to the
  /// checkpoint, as JSON.
  private mutating func checkpointDismissal() throws(ScriptFailure) -> SceneStep {
    let checkpoint = try name("a scene name after \"dismiss to\"")
    var result: JSONLiteral?
    if try optionalWord("with", "after the scene name") {
      result = try jsonLiteral(after: "\"with\"")
      try end(after: "the result")
    }
    return .expectDismissal(to: checkpoint, result: result.map(SceneStep.StepValue.json))
  }

  private mutating func call() throws(ScriptFailure) -> SceneStep {
    let service = try name("a service name after \"call\"")
    var request: JSONLiteral?
    if try optionalWord("with", "after the service name") {
      request = try jsonLiteral(after: "\"with\"")
      try end(after: "the request")
    }
    return .expectCall(service, request: request.map(SceneStep.StepValue.json))
  }

  private mutating func write() throws(ScriptFailure) -> SceneStep {
    let storage = try name("a storage name after \"write\"")
    let key = try name("a key after the storage name")
    skipSpaces()
    var value: JSONLiteral?
    if !isAtEnd {
      guard operatorRun() == "=" else {
        throw failure("expected \"=\" or end of line after the key, found \(found)")
      }
      index += 1
      value = try jsonLiteral(after: "\"=\"")
      try end(after: "the value")
    }
    return .expectWrite(storage, key: key, value: value.map(SceneStep.StepValue.json))
  }

  /// `expect diagnostic "Writing"`: the text the diagnostic's message contains, quoted.
  private mutating func diagnostic() throws(ScriptFailure) -> SceneStep {
    skipSpaces()
    guard current == "\"" else {
      throw failure(
        "expected the quoted text the diagnostic contains after \"diagnostic\", such as "
          + "\"failed\", found \(found)")
    }
    let text = try jsonString()
    try end(after: "the text")
    return .expectDiagnostic(containing: text)
  }

  /// `expect screen fixture list.txt`: the file next to the script holding the text the view
  /// must render, read as it is; or `expect screen """`, whose lines up to a `"""` line of their
  /// own ``ScriptParser`` reads as the text (a screen may hold `#`, which would start a comment
  /// on a step's line).
  private mutating func screen() throws(ScriptFailure) -> SceneStep {
    skipSpaces()
    if chars[index...].starts(with: "\"\"\"") {
      index += 3
      try end(after: "\"\"\" (the screen's lines follow, up to a line of \"\"\")")
      return .expectScreen(.text(""))
    }
    let word = index
    guard identifier()?.text == "fixture" else {
      index = word
      throw failure(
        "expected \"fixture\" and a file name, or \"\"\" and the screen's lines, after "
          + "\"screen\", found \(found)")
    }
    skipSpaces()
    let start = index
    let file: ScriptName
    if current == "\"" {
      file = ScriptName(try jsonString(), at: location(of: start))
    } else {
      while let char = current, !char.isWhitespace { index += 1 }
      guard index > start else {
        throw failure(
          "expected the name of a file next to the script after \"fixture\", such as "
            + "list.txt, found \(found)")
      }
      file = ScriptName(String(chars[start..<index]), at: location(of: start))
    }
    try end(after: "the file name")
    return .expectScreen(.fixture(file))
  }

  // MARK: - alerts

  /// `expect alert "Clear favourites?" message "This removes 3 photos." buttons ["Clear",
  /// "Cancel"]`: the title, then the message and the buttons' labels if given, in that order.
  private mutating func alert() throws(ScriptFailure) -> SceneStep {
    let title = try quoted("the quoted title of the alert after \"alert\"")
    var message: String?
    var buttons: [String]?
    var part = try alertPart(["message", "buttons"], after: "the title")
    if part == "message" {
      message = try quoted("the quoted message after \"message\"")
      part = try alertPart(["buttons"], after: "the message")
    }
    if part == "buttons" {
      skipSpaces()
      guard current == "[" else {
        throw failure(
          "expected the buttons' quoted labels after \"buttons\", such as [\"Clear\", "
            + "\"Cancel\"], found \(found)")
      }
      var labels: [String] = []
      try readArray(depth: 0) { scanner throws(ScriptFailure) in
        labels.append(try scanner.quoted("a button's quoted label"))
      }
      buttons = labels
      try end(after: "the buttons")
    }
    return .expectAlert(title: title, message: message, buttons: buttons)
  }

  /// The next of an alert's optional parts, or `nil` at the end of the line.
  private mutating func alertPart(
    _ words: [String], after placement: String
  ) throws(ScriptFailure) -> String? {
    skipSpaces()
    if isAtEnd { return nil }
    return try word(words, "or end of line after \(placement)")
  }

  /// A JSON string, such as `"Cancel"`, after spaces.
  private mutating func quoted(_ expected: String) throws(ScriptFailure) -> String {
    skipSpaces()
    guard current == "\"" else { throw failure("expected \(expected), found \(found)") }
    return try jsonString()
  }
}
