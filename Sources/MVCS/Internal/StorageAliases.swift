package import Foundation

/// The storages opened by alias in this process: one instance per location, and each alias tied
/// to the location it was first opened on (XYBase's `connectorByAlias:`, without its silent
/// switch to another file).
package enum StorageAliases {
  private struct Entry {
    let kind: String
    let location: String
    var label: String { "\(kind) at \(location)" }
  }

  // `@unchecked Sendable` is safe: `lock` guards both dictionaries, and the instances kept are
  // `Sendable` themselves.
  private final class Table: @unchecked Sendable {
    let lock = NSLock()
    var aliases: [String: Entry] = [:]
    var instances: [String: any Sendable] = [:]
  }

  private static let table = Table()

  /// The instance open on a location under an alias, made by `make` the first time.
  ///
  /// - Parameters:
  ///   - alias: The alias.
  ///   - location: The file or folder, as a path (standardized here).
  ///   - make: Opens the storage; called at most once per location.
  /// - Returns: The one instance for the location.
  /// - Throws: ``StorageAliasError`` when the alias is open on another location or as another
  ///   kind of storage; what `make` throws.
  package static func instance<Instance: Sendable, Failure: Error>(
    _ alias: String, location: URL, make: () throws(Failure) -> Instance
  ) throws -> Instance {
    let path = location.standardizedFileURL.path
    let kind = String(describing: Instance.self)
    let requested = Entry(kind: kind, location: path)
    table.lock.lock()
    defer { table.lock.unlock() }
    if let registered = table.aliases[alias],
      registered.location != path || registered.kind != kind
    {
      throw StorageAliasError(
        alias: alias, registered: registered.label, requested: requested.label)
    }
    let key = "\(kind)\u{0}\(path)"
    if let open = table.instances[key] as? Instance {
      table.aliases[alias] = requested
      return open
    }
    let made = try make()
    table.instances[key] = made
    table.aliases[alias] = requested
    return made
  }
}
