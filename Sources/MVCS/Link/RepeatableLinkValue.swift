/// A link value that a key may give more than once: an array, one element per occurrence.
protocol RepeatableLinkValue: Sendable {
  /// The value of every occurrence's text, or the first text that does not convert.
  static func linkValue(from texts: [String]) -> Result<any Sendable, LinkTextMismatch>
  /// The element type's name, for messages.
  static var elementTypeName: String { get }
}

extension Array: RepeatableLinkValue where Element: LinkValue {
  static func linkValue(from texts: [String]) -> Result<any Sendable, LinkTextMismatch> {
    var elements: [Element] = []
    for text in texts {
      guard let element = Element(linkText: text) else { return .failure(.init(text: text)) }
      elements.append(element)
    }
    return .success(elements)
  }

  static var elementTypeName: String { String(describing: Element.self) }
}
