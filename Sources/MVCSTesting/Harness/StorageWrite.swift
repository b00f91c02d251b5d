/// A write or removal a store made to a storage.
public struct StorageWrite: Sendable, CustomStringConvertible {
  /// The storage's registered name.
  public let storage: String
  /// The key written or removed.
  public let key: String
  /// The value written, as JSON; `nil` for a removal.
  public let value: JSONValue?

  public var description: String {
    "\(storage) \(key)" + (value.map { " = \($0)" } ?? " removed")
  }
}
