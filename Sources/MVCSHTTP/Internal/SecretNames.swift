import Foundation

/// The header, query item and JSON key names whose values are credentials: the service's
/// defaults plus the app's own. Names match case-insensitively, with `-` and `_` alike, and a
/// name containing one of ``fragments`` (`X-Auth-Token`, `refresh_token`) is a secret too.
///
/// Their values are stripped from requests that leave their origin, and shown as `<redacted>`
/// in the log and in errors.
package struct SecretNames: Sendable {
  private let names: Set<String>

  /// Parts of names that mark them as secrets wherever they appear.
  static let fragments = [
    "token", "secret", "password", "passwd", "api-key", "apikey", "signature",
  ]

  static let placeholder = "<redacted>"

  package init(_ appNames: Set<String> = []) {
    names = Set(HTTPService.defaultSecretNames.union(appNames).map(Self.normalized))
  }

  func contains(_ name: String) -> Bool {
    let name = Self.normalized(name)
    return names.contains(name) || Self.fragments.contains { name.contains($0) }
  }

  private static func normalized(_ name: String) -> String {
    name.lowercased().replacingOccurrences(of: "_", with: "-")
  }

  /// Headers sorted by name, secret values replaced.
  func redacted(_ headers: [String: String]) -> [(name: String, value: String)] {
    headers.sorted { $0.key.lowercased() < $1.key.lowercased() }.map { name, value in
      (name, contains(name) ? Self.placeholder : value)
    }
  }

  /// The URL's text with its password and the values of its secret query items replaced.
  func redacted(_ url: URL) -> String {
    var text = url.absoluteString
    if url.password != nil, var components = URLComponents(url: url, resolvingAgainstBaseURL: false)
    {
      components.password = Self.placeholder
      text = components.string ?? text
    }
    guard let mark = text.firstIndex(of: "?") else { return text }
    let start = text.index(after: mark)
    let end = text[start...].firstIndex(of: "#") ?? text.endIndex
    let items = text[start..<end].split(separator: "&", omittingEmptySubsequences: false).map {
      item in
      guard let equals = item.firstIndex(of: "=") else { return String(item) }
      let name = String(item[..<equals])
      let decoded = name.replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? name
      return contains(decoded) ? "\(name)=\(Self.placeholder)" : String(item)
    }
    return text[..<start] + items.joined(separator: "&") + text[end...]
  }

  /// Whether JSON text, such as a preview of part of a response, has a key naming a secret.
  func hasSecretKey(inJSON text: String) -> Bool {
    var rest = text[...]
    while let open = rest.firstIndex(of: "\"") {
      var index = rest.index(after: open)
      var key = ""
      while index < rest.endIndex, rest[index] != "\"" {
        if rest[index] == "\\" { index = rest.index(after: index) }
        if index < rest.endIndex { key.append(rest[index]) }
        if index < rest.endIndex { index = rest.index(after: index) }
      }
      guard index < rest.endIndex else { return false }
      rest = rest[rest.index(after: index)...]
      if rest.drop(while: \.isWhitespace).first == ":", contains(key) { return true }
    }
    return false
  }
}
