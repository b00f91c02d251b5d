extension StringProtocol {
  /// The text without spaces and tabs at either end.
  func trimmingWhitespace() -> String {
    let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
    guard let start = firstIndex(where: { !isBlank($0) }),
      let end = lastIndex(where: { !isBlank($0) })
    else { return "" }
    return String(self[start...end])
  }
}
