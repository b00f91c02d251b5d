import MVCSSupport

extension Pipeline {
  /// Every property in this pipeline and its children, children's names dotted
  /// (`photoList.photos`), in declaration order.
  public var properties: [PropertyDescriptor] {
    allProperties().map { descriptor(name: $0.name, slot: $0.slot) }
  }

  /// The dotted names of every property in this pipeline and its children.
  public var propertyNames: [String] { allProperties().map(\.name) }

  /// The property with a dotted name, such as `searchText` or `photoList.photos`.
  ///
  /// - Throws: ``PipelineError/unknownProperty(_:pipeline:suggestion:available:)``, listing the
  ///   valid names.
  public func property(named name: String) throws(PipelineError) -> PropertyDescriptor {
    descriptor(name: name, slot: try resolve(name).slot)
  }

  /// The current value of the property with a dotted name.
  ///
  /// - Throws: ``PipelineError/unknownProperty(_:pipeline:suggestion:available:)``.
  public func value(named name: String) throws(PipelineError) -> Any {
    try resolve(name).slot.anyValue
  }

  /// The current value of the property with a dotted name, as JSON text when the value is
  /// `Encodable` (`"cats"`, `[1,2]`, `null`) and as Swift describes it otherwise.
  ///
  /// - Throws: ``PipelineError/unknownProperty(_:pipeline:suggestion:available:)``.
  public func text(named name: String) throws(PipelineError) -> String {
    ValueText.describe(try resolve(name).slot.anyValue)
  }

  /// Writes the property with a dotted name from text, converted to the property's type, as if
  /// Swift code had assigned it: observers are notified.
  ///
  /// The text is a JSON literal (`3`, `true`, `null`, `"cats"`, `[1, 2]`, `{"id": "7"}`);
  /// for `String` properties plain text works too (`cats`).
  ///
  /// ```swift
  /// try pipeline.setValue("cats", named: "searchText")
  /// try pipeline.setValue("3", named: "selectedIndex")
  /// try pipeline.setValue("[]", named: "photoList.photos")
  /// ```
  ///
  /// - Throws: ``PipelineError/unknownProperty(_:pipeline:suggestion:available:)`` for an
  ///   unknown name, ``PipelineError/invalidValue(_:property:type:reason:)`` for text that is not
  ///   a value of the property's type, and ``PipelineError/unsupportedType(property:type:)`` when
  ///   the type is not `Decodable`.
  public func setValue(_ text: String, named name: String) throws(PipelineError) {
    let (owner, _, slot) = try resolve(name)
    do {
      try slot.setValue(fromText: text, in: owner)
    } catch {
      let qualified = "\(String(describing: type(of: self))).\(name)"
      switch error {
      case .notDecodable:
        throw .unsupportedType(property: qualified, type: TypeName.of(slot.valueType))
      case .invalid(let reason):
        throw .invalidValue(
          text, property: qualified, type: TypeName.of(slot.valueType), reason: reason)
      }
    }
  }

  private func descriptor(name: String, slot: any PropertySlot) -> PropertyDescriptor {
    PropertyDescriptor(name: name, kind: slot.kind, valueType: TypeName.of(slot.valueType))
  }
}

extension _KeyPathObservable where Self: Pipeline {
  /// The dotted name of the property a key path reaches, as the journal and by-name access use
  /// it: `photoList.photos` for `\.photoList.photos`.
  ///
  /// - Parameter keyPath: A key path to a pipeline property, here or in a child pipeline.
  /// - Returns: The name; `nil` when the key path does not reach a pipeline property.
  public func name<Value>(of keyPath: KeyPath<Self, Value>) -> String? {
    guard let slot = slot(at: keyPath) else { return nil }
    return allProperties().first { $0.slot === slot }?.name
  }
}
