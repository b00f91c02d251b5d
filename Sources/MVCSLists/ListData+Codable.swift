extension ListData: Encodable where Section: Encodable, Item: Encodable {
  /// Encodes a sectionless list as an array of its rows, and a list with sections as an array of
  /// `{"section": …, "rows": […]}` objects, so a scene script can expect
  /// `photos.count == 20` or `albums[0].rows[1].title == "Harbour"`.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: What the encoder or a row throws.
  public func encode(to encoder: any Encoder) throws {
    if hasSections {
      try sections.map { CodedSection($0) }.encode(to: encoder)
    } else {
      try storages[0].items.encode(to: encoder)
    }
  }
}

extension ListData: Decodable where Section: Decodable, Item: Decodable {
  /// Decodes a list from what `encode(to:)` writes: an array of rows for a sectionless list, an
  /// array of `{"section": …, "rows": […]}` objects otherwise.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError` when the data has another shape.
  public init(from decoder: any Decoder) throws {
    self.init()
    if hasSections {
      let coded = try [CodedSection<Section, Item>](from: decoder)
      self.init(sections: coded.map { ListSection($0.section, rows: $0.rows) })
    } else {
      let rows = try [Item](from: decoder)
      storages = [ChunkedRows(rows, tags: &nextTag)]
    }
  }
}

extension NoSection: Codable {
  /// Decodes the value from anything: a sectionless list never encodes its section.
  ///
  /// - Parameter decoder: The decoder, not read.
  public init(from decoder: any Decoder) throws { self.init() }

  /// Encodes nothing: a sectionless list never encodes its section.
  ///
  /// - Parameter encoder: The encoder, not written to.
  public func encode(to encoder: any Encoder) throws {}
}

/// A section as a list encodes it.
private struct CodedSection<Section, Item> {
  var section: Section
  var rows: [Item]

  init(_ section: ListSection<Section, Item>) {
    self.section = section.value
    rows = section.rows
  }
}

extension CodedSection: Encodable where Section: Encodable, Item: Encodable {}
extension CodedSection: Decodable where Section: Decodable, Item: Decodable {}
