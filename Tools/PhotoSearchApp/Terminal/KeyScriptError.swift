/// Every bad line of a key script.
struct KeyScriptError: Error, Equatable, CustomStringConvertible {
  let problems: [String]
  var description: String { problems.joined(separator: "\n") }
}
