import Foundation
import Testing

@testable import MVCSScaffold

/// Values that would become code or reach the terminal: a control character in them is refused, or
/// shown as an escape.
struct ControlCharacterErrorTests {
  /// A carriage return ends the `//` comment the author goes into, and the rest would compile.
  @Test func refusesAControlCharacterInTheAuthorOrOrganization() throws {
    let package = try makePackage()
    let run = runTool(
      ["new", "PhotoList", "--author", "Ann\rimport Evil", "--organization", "\u{1B}[2JX"],
      in: package.url)
    #expect(run.status == 65)
    #expect(
      run.errorOutput == """
        Error: The value of '--author <name>', "Ann\\rimport Evil", contains U+000D (carriage \
        return). Generated code holds values in comments and strings, where such a character \
        could end the comment and turn the rest into code, or change how the code reads. To fix, \
        give the value on one line without control characters.
        Error: The value of '--organization <name>', "\\u{1B}[2JX", contains U+001B (escape). \
        Generated code holds values in comments and strings, where such a character could end \
        the comment and turn the rest into code, or change how the code reads. To fix, give the \
        value on one line without control characters.

        """ + newUsage)
    #expect(package.entries == ["Sources", "Sources/MyApp"])
  }

  @Test(arguments: ["\n", "\t", "\u{0}", "\u{7F}", "\u{85}", "\u{2028}", "\u{202E}", "\u{2066}"])
  func refusesEveryKindOfControlCharacter(character: String) throws {
    let package = try makePackage()
    let run = runTool(["new", "PhotoList", "--author", "A\(character)B"], in: package.url)
    #expect(run.status == 65)
    #expect(run.errorOutput.hasPrefix("Error: The value of '--author <name>', \"A\\"))
    #expect(package.entries == ["Sources", "Sources/MyApp"])
  }

  @Test func refusesAControlCharacterInAConfigValueNamingItsLine() throws {
    let package = try makePackage()
    try package.write(
      ".mvcs", "organization = Example\nauthor = Ann\rimport Evil\ntemplates = \"T\u{7}\"\n")
    let run = runTool(["new", "PhotoList"], in: package.url)
    #expect(run.status == 78)
    #expect(
      run.errorOutput == """
        Error: .mvcs:2: The value of "author", "Ann\\rimport Evil", contains U+000D (carriage \
        return). Generated code holds values in comments and strings, where such a character \
        could end the comment and turn the rest into code, or change how the code reads. To fix, \
        give the value on one line without control characters.
        Error: .mvcs:3: The value of "templates", "T\\u{7}", contains U+0007 (a control \
        character). Generated code holds values in comments and strings, where such a character \
        could end the comment and turn the rest into code, or change how the code reads. To fix, \
        give the value on one line without control characters.

        """)
    #expect(package.entries == ["Sources", "Sources/MyApp", ".mvcs"])
  }

  /// A config file saved with Windows line endings still works: the CR ends the line, not the
  /// value.
  @Test func readsAConfigFileWithCRLFLineEndings() throws {
    let package = try makePackage()
    try package.write(".mvcs", "author = Ann\r\norganization = \"Example\"\r\n")
    let run = runTool(["new", "PhotoList"], in: package.url)
    #expect(run.status == 0)
    let pipeline = try package.read("Sources/MyApp/PhotoList/PhotoListPipeline.swift")
    #expect(pipeline.contains("// Created by Ann on 2026-01-31.\n"))
    #expect(pipeline.contains("// Copyright © 2026 Example. All rights reserved.\n"))
    #expect(!pipeline.contains("\r"))
  }

  /// Text from the command line is quoted in messages: a control character in it is shown as an
  /// escape, never sent to the terminal.
  @Test func showsAControlCharacterInAnyQuotedInputAsAnEscape() throws {
    let package = try makePackage()
    let name = runTool(["new", "A\u{1B}[2J"], in: package.url)
    #expect(name.status == 65)
    #expect(name.errorOutput.hasPrefix("Error: The scene name \"A\\u{1B}[2J\" cannot be used"))
    let folder = runTool(["new", "PhotoList", "-o", "out\u{1B}]0;x\u{7}"], in: package.url)
    #expect(
      folder.errorOutput == """
        Error: The output folder out\\u{1B}]0;x\\u{7} does not exist. To fix, create it or pass \
        another one.

        """)
  }
}
