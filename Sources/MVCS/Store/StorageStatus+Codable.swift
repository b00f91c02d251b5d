// A status is written as a reader would say it, so that a scene script compares it in one line:
// `expect favoritesStatus == "current"`. The synthesized form, `{"current": {}}`, reads badly.
extension StorageStatus {
  private enum CodingKeys: String, CodingKey {
    case failed
  }

  /// Decodes a status from `"current"`, `"loading"` or `{"failed": {…}}`, the form
  /// ``encode(to:)`` writes.
  ///
  /// ```swift
  /// let status = try JSONDecoder().decode(StorageStatus.self, from: Data(#""loading""#.utf8))
  /// ```
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError.dataCorrupted` for any other string, naming the valid forms; the
  ///   decoder's error when the value is neither a string nor an object with a `failed` member
  ///   holding a ``StorageFailure``.
  public init(from decoder: any Decoder) throws {
    if let container = try? decoder.singleValueContainer(),
      let name = try? container.decode(String.self)
    {
      switch name {
      case "current": self = .current
      case "loading": self = .loading
      default:
        throw DecodingError.dataCorruptedError(
          in: container,
          debugDescription:
            "\"\(name)\" is not a storage status. A status is \"current\", \"loading\" or "
            + "{\"failed\": {\"operation\": …, \"storage\": …, \"key\": …, \"message\": …}}.")
      }
      return
    }
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self = .failed(try container.decode(StorageFailure.self, forKey: .failed))
  }

  /// Encodes the status as `"current"`, `"loading"` or `{"failed": {…}}`, the failure with its
  /// `operation`, `storage`, `key` and `message`.
  ///
  /// ```swift
  /// let json = try JSONEncoder().encode(StorageStatus.current)  // "current"
  /// ```
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: The encoder's error.
  public func encode(to encoder: any Encoder) throws {
    switch self {
    case .current:
      var container = encoder.singleValueContainer()
      try container.encode("current")
    case .loading:
      var container = encoder.singleValueContainer()
      try container.encode("loading")
    case .failed(let failure):
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(failure, forKey: .failed)
    }
  }
}
