@_spi(Reflection) import Swift

/// Where a pipeline type keeps its properties and declared children, read once per type.
///
/// Only the layout is cached, never the objects in it: a child held in a `var` can be replaced
/// (`pipeline.photoList = PhotoListPipeline()`), so the tree is read from the pipeline each time.
///
/// Key paths to wrapped properties have no readable names on Linux
/// (`\SearchPipeline.<computed 0x… (String)>`), so names come from the stored fields that back
/// them (`_searchText`), in declaration order, superclass fields first.
///
/// Fields are read by byte offset, under the invariant in EngineInvariant.swift: on the main actor,
/// from a live pipeline, and only fields whose declared type is a `PipelineProperty` or a
/// non-optional `Pipeline` subclass. Such a field holds one strong or unowned reference to an
/// object of that class, whose address is the field's whole content. An optional field
/// (`weak var parent: ParentPipeline?`) points up the tree or nowhere and is not a child.
@MainActor
final class PipelineLayout {
  struct Property {
    let name: String
    let offset: Int
    let type: any PropertySlot.Type
  }

  struct Child {
    let name: String
    let offset: Int
  }

  let properties: [Property]
  let children: [Child]
  let declaredNames: Set<String>

  private init(of type: Pipeline.Type) {
    var properties: [Property] = []
    var children: [Child] = []
    // `.classType` lists superclass fields too, with offsets from the object's start. The
    // standard library declares it as a `static var`, which Swift 6 refuses to read; its value is
    // `1 << 0` (ReflectionMirror.swift).
    _forEachField(of: type, options: _EachFieldOptions(rawValue: 1 << 0)) {
      cName, offset, fieldType, _ in
      let name = String(cString: cName)
      if let slotType = fieldType as? any PropertySlot.Type {
        let shown = name.hasPrefix("_") ? String(name.dropFirst()) : name
        properties.append(Property(name: shown, offset: offset, type: slotType))
      } else if fieldType is Pipeline.Type {
        children.append(Child(name: name, offset: offset))
      }
      return true
    }
    self.properties = properties
    self.children = children
    declaredNames = Set(properties.map(\.name) + children.map(\.name))
  }

  /// The layout of a pipeline type, read on first use.
  ///
  /// The last one asked for is kept apart, so that asking again for the same type (a scene
  /// torn down after another of its kind, writes by name) is a comparison, not a lookup: a
  /// pipeline has no field to cache its layout in, which would cost every pipeline a word.
  static func of(_ type: Pipeline.Type) -> PipelineLayout {
    let key = ObjectIdentifier(type)
    if let last = runtime.pointee.lastLayout, last.type == key { return last.layout }
    let layout: PipelineLayout
    if let known = runtime.pointee.layouts[key] {
      layout = known
    } else {
      layout = PipelineLayout(of: type)
      runtime.pointee.layouts[key] = layout
    }
    runtime.pointee.lastLayout = (key, layout)
    return layout
  }

  // MARK: - Reading fields

  /// The address of the object a field of `pipeline` references.
  private func address(at offset: Int, in pipeline: Pipeline) -> UnsafeRawPointer {
    UnsafeRawPointer(Unmanaged.passUnretained(pipeline).toOpaque())
      .load(fromByteOffset: offset, as: UnsafeRawPointer.self)
  }

  /// The property `pipeline` holds in its `index`th property field now.
  func property(_ index: Int, of pipeline: Pipeline) -> any PropertySlot {
    let field = properties[index]
    let address = address(at: field.offset, in: pipeline)
    #if DEBUG
      EngineInvariant.check(
        EngineInvariant.fieldViolation(
          "\(Swift.type(of: pipeline)).\(field.name)", declared: field.type,
          holds: objectType(at: address)))
    #endif
    return field.type.slot(at: address)
  }

  /// The child `pipeline` holds in its `index`th child field now.
  func child(_ index: Int, of pipeline: Pipeline) -> Pipeline {
    let field = children[index]
    let address = address(at: field.offset, in: pipeline)
    #if DEBUG
      EngineInvariant.check(
        EngineInvariant.fieldViolation(
          "\(Swift.type(of: pipeline)).\(field.name)", declared: Pipeline.self,
          holds: objectType(at: address)))
    #endif
    return Unmanaged<Pipeline>.fromOpaque(address).takeUnretainedValue()
  }

  /// The type of the object at `address`, for the debug checks of invariant 4.
  private func objectType(at address: UnsafeRawPointer) -> Any.Type {
    Swift.type(of: Unmanaged<AnyObject>.fromOpaque(address).takeUnretainedValue())
  }

  /// Whether `pipeline`'s child field at `offset` holds `child` now.
  func holds(_ child: Pipeline, at offset: Int, in pipeline: Pipeline) -> Bool {
    address(at: offset, in: pipeline)
      == UnsafeRawPointer(Unmanaged.passUnretained(child).toOpaque())
  }

  /// The position of `property` among `pipeline`'s property fields, comparing addresses only.
  func index(of property: AnyObject, in pipeline: Pipeline) -> Int? {
    let target = UnsafeRawPointer(Unmanaged.passUnretained(property).toOpaque())
    for index in properties.indices
    where address(at: properties[index].offset, in: pipeline) == target {
      return index
    }
    return nil
  }
}
