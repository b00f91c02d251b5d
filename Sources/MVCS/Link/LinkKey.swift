/// A route's key: its type's name, and how it converts the texts a link gives it.
struct LinkKey: Sendable {
  let typeName: String
  /// The element type's name for an array, which messages give examples of.
  let elementTypeName: String?
  let convert: @Sendable ([String]) -> Result<any Sendable, LinkTextMismatch>

  init<Value: LinkValue>(_ type: Value.Type) {
    typeName = String(describing: Value.self)
    if let repeatable = Value.self as? any RepeatableLinkValue.Type {
      elementTypeName = repeatable.elementTypeName
      convert = { repeatable.linkValue(from: $0) }
    } else {
      elementTypeName = nil
      convert = { texts in
        // The caller passes one text for a key that is not repeatable.
        guard let text = texts.first, let value = Value(linkText: text) else {
          return .failure(.init(text: texts.first ?? ""))
        }
        return .success(value)
      }
    }
  }

  var isRepeatable: Bool { elementTypeName != nil }
}
