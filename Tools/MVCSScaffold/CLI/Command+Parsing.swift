import MVCSSupport

extension Command {
  /// Parses the words after the subcommand, POSIX style.
  ///
  /// - `--output dir` and `--output=dir`; `-o dir` and `-odir`. A value may not be empty.
  /// - Flags combine: `-nf` is `-n -f`.
  /// - `--` ends the options: every word after it is an argument. So does nothing else; options
  ///   and arguments may come in any order.
  /// - `-` alone is an argument.
  ///
  /// Every problem is collected rather than stopping at the first.
  func parse(_ words: [String]) -> ParsedArguments {
    var parsed = ParsedArguments()
    var remaining = words[...]
    var isPastOptions = false
    var givenValues: [String: [String]] = [:]
    while let word = remaining.popFirst() {
      if isPastOptions || word == "-" || !word.hasPrefix("-") {
        parsed.arguments.append(word)
      } else if word == "--" {
        isPastOptions = true
      } else if word.hasPrefix("--") {
        let body = word.dropFirst(2)
        let name = String(body.prefix { $0 != "=" })
        let inlineValue = body.firstIndex(of: "=").map { String(body[body.index(after: $0)...]) }
        guard let option = allOptions.first(where: { $0.long == name }) else {
          parsed.problems.append(.unknownOption("--\(name)", suggestion: suggestion(for: name)))
          continue
        }
        take(option, inlineValue: inlineValue, from: &remaining, into: &parsed)
      } else {
        parseShortOptions(word, from: &remaining, into: &parsed)
      }
      for (name, value) in parsed.values where givenValues[name]?.last != value {
        givenValues[name, default: []].append(value)
      }
    }
    // An option given twice with different values would otherwise drop all but the last.
    for option in allOptions {
      guard let values = givenValues[option.long], Set(values).count > 1 else { continue }
      parsed.problems.append(.repeatedOption(option.synopsis, values: values))
    }
    guard !parsed.wantsHelp else { return parsed }
    let required = arguments.filter { !$0.isOptional }.count
    for extra in parsed.arguments.dropFirst(arguments.count) {
      parsed.problems.append(.unexpectedArgument(extra))
    }
    for missing in arguments[min(parsed.arguments.count, required)..<required] {
      parsed.problems.append(.missingArgument("<\(missing.name)>"))
    }
    return parsed
  }

  /// `-n`, `-nf`, `-o dir`, `-odir`; and `-force`, a long option with one dash.
  private func parseShortOptions(
    _ word: String, from remaining: inout ArraySlice<String>, into parsed: inout ParsedArguments
  ) {
    var letters = word.dropFirst()
    let name = String(letters.prefix { $0 != "=" })
    // `-force` is `--force` with a dash missing, not `-f -o rce`.
    if letters.count > 1, allOptions.contains(where: { $0.long == name }) {
      parsed.problems.append(.unknownOption(word, suggestion: "--\(name)"))
      return
    }
    if letters.count > 1, !allOptions.contains(where: { $0.short == letters.first }) {
      parsed.problems.append(.unknownOption(word, suggestion: suggestion(for: name)))
      return
    }
    while let letter = letters.popFirst() {
      guard let option = allOptions.first(where: { $0.short == letter }) else {
        parsed.problems.append(.unknownOption("-\(letter)", suggestion: nil))
        continue
      }
      if option.valueName != nil {
        let attached = String(letters)
        letters = ""
        take(
          option, inlineValue: attached.isEmpty ? nil : attached, from: &remaining,
          into: &parsed)
      } else {
        take(option, inlineValue: nil, from: &remaining, into: &parsed)
      }
    }
  }

  private func take(
    _ option: Option, inlineValue: String?, from remaining: inout ArraySlice<String>,
    into parsed: inout ParsedArguments
  ) {
    guard option.valueName != nil else {
      if let inlineValue {
        parsed.problems.append(.unexpectedValue(flag: "--\(option.long)", value: inlineValue))
      } else {
        parsed.flags.insert(option.long)
      }
      return
    }
    let value: String
    if let inlineValue {
      value = inlineValue
    } else if let next = remaining.first, next == "-" || !next.hasPrefix("-") {
      value = remaining.removeFirst()
    } else {
      parsed.problems.append(.missingValue(option.synopsis))
      return
    }
    // `--output=` would otherwise mean the current folder, and `--module ""` no module.
    guard !value.isEmpty else {
      parsed.problems.append(.emptyValue(option.synopsis))
      return
    }
    if option.isRepeatable {
      parsed.repeatedValues[option.long, default: []].append(value)
    } else {
      parsed.values[option.long] = value
    }
  }

  /// The long option closest to a mistyped name, with its dashes.
  private func suggestion(for name: String) -> String? {
    Suggestion.closest(to: name, in: allOptions.map(\.long)).map { "--\($0)" }
  }
}
