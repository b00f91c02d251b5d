import MVCS
import MVCSSupport

extension JSONValue {
  /// The part of this value a path selects, as a script's `expect photos[0].id == "1"` does.
  ///
  /// `.name` selects an object's field; `.count` on an array, string or object without a
  /// `count` field is its number of elements, characters or fields. `[i]` selects an array's
  /// element.
  ///
  /// ```swift
  /// let photos: JSONValue = [["id": "1"], ["id": "2"]]
  /// try photos.value(at: [.name("count")])              // 2
  /// try photos.value(at: [.index(1), .name("id")])      // "2"
  /// try photos.value(at: [.index(5)])                   // throws: [5]: index 5 is out of …
  /// ```
  ///
  /// - Parameter path: The components after the property, such as `[.index(0), .name("id")]`.
  /// - Returns: The selected value; this value itself for an empty path.
  /// - Throws: ``JSONPathError`` naming the first component that does not apply and why.
  func value(at path: [PathComponent]) throws(JSONPathError) -> JSONValue {
    var current = self
    for (offset, component) in path.enumerated() {
      let reason: String
      switch (component, current) {
      case (.name(let name), .object(let fields)):
        if let field = fields[name] {
          current = field
          continue
        }
        if name == "count" {
          current = .number(Double(fields.count))
          continue
        }
        let keys = fields.keys.sorted()
        let hint = Suggestion.closest(to: name, in: keys).map { " Did you mean \"\($0)\"?" }
        let list = keys.isEmpty ? "none" : keys.joined(separator: ", ")
        reason = "the object has no field \"\(name)\".\(hint ?? "") Fields: \(list)"
      case (.name("count"), .array(let elements)):
        current = .number(Double(elements.count))
        continue
      case (.name("count"), .string(let string)):
        current = .number(Double(string.count))
        continue
      case (.name("count"), _):
        reason = "count needs an array, string or object, found \(current.kindDescription)"
      case (.name, _):
        reason = "a field needs an object, found \(current.kindDescription)"
      case (.index(let index), .array(let elements)):
        if elements.indices.contains(index) {
          current = elements[index]
          continue
        }
        reason = "index \(index) is out of range; the array has \(elements.count.elements)"
      case (.index, _):
        reason = "an index needs an array, found \(current.kindDescription)"
      }
      throw JSONPathError(path: Array(path[...offset]), reason: reason)
    }
    return current
  }

  /// The kind of value, with the value when short: `the number 3`, `an array of 2 elements`.
  var kindDescription: String {
    switch self {
    case .null: return "null"
    case .bool(let value): return "the Boolean \(value)"
    case .number: return "the number \(self)"
    case .string(let value): return value.count <= 20 ? "the string \(self)" : "a string"
    case .array(let elements): return "an array of \(elements.count.elements)"
    case .object: return "an object"
    }
  }
}

extension Int {
  fileprivate var elements: String { self == 1 ? "1 element" : "\(self) elements" }
}
