import MVCS

/// Turns rows into cells by the row's type: each registered type has a function that makes and
/// configures its cell, and a fallback makes a cell for any other type, with a `Diagnostic`
/// naming the type.
///
/// It replaces a `cellForRowAt` that tests the row's class in a chain of `if`s. `Cell` is any
/// view object: a `UITableViewCell`, a `UICollectionViewCell`, a SwiftUI view, or text in a
/// test. `Context` is what a function needs to make a cell, such as the table view that dequeues
/// it; it is passed in, so the registry does not hold the view.
///
/// ```swift
/// let cells = CellRegistry<UITableView, UITableViewCell> { tableView, row, indexPath in
///   tableView.dequeueReusableCell(withIdentifier: "Plain", for: IndexPath(indexPath))
/// }
/// cells.register(Photo.self) { tableView, photo, indexPath in
///   let cell = tableView.dequeueReusableCell(withIdentifier: "Photo", for: IndexPath(indexPath))
///   cell.textLabel?.text = photo.title
///   return cell
/// }
/// // In tableView(_:cellForRowAt:):
/// return cells.cell(for: try list.row(at: path), at: path, in: tableView)
/// ```
///
/// A row matches the registration of its own type first; otherwise the first registration, in
/// order, whose type it can be cast to (a superclass or a protocol). Registering a type again
/// replaces its function.
@MainActor
public final class CellRegistry<Context, Cell> {
  /// Makes and configures a cell for a row at an index path.
  public typealias MakeCell<Row> = (_ context: Context, _ row: Row, _ indexPath: ListIndexPath) ->
    Cell

  private struct Registration {
    let typeName: String
    let accepts: (Any.Type) -> Bool
    let make: (Context, Any, ListIndexPath) -> Cell?
  }

  private var registrations: [ObjectIdentifier: Registration] = [:]
  private var order: [ObjectIdentifier] = []
  /// The registration a row type resolved to through a cast, by row type.
  private var resolved: [ObjectIdentifier: ObjectIdentifier] = [:]
  private let fallback: MakeCell<Any>
  private var reported: Set<ObjectIdentifier> = []

  /// Creates a registry with a fallback for rows of a type with no registration.
  ///
  /// - Parameter fallback: Makes a cell for such a row, such as a plain empty cell. A
  ///   `Diagnostic` reports the row's type the first time.
  public init(fallback: @escaping MakeCell<Any>) {
    self.fallback = fallback
  }

  /// Registers the function that makes and configures the cell of rows of type `Row`.
  public func register<Row>(_ type: Row.Type, _ make: @escaping MakeCell<Row>) {
    let key = ObjectIdentifier(type)
    if registrations[key] == nil { order.append(key) }
    registrations[key] = Registration(
      typeName: "\(type)", accepts: { $0 is Row.Type },
      make: { context, row, indexPath in (row as? Row).map { make(context, $0, indexPath) } })
    resolved = [:]
  }

  /// The names of the registered row types, in registration order.
  public var registeredTypes: [String] { order.compactMap { registrations[$0]?.typeName } }

  /// Whether rows of this type get a cell from a registration of their type or a superclass.
  public func hasRegistration(for type: Any.Type) -> Bool {
    order.contains { registrations[$0]?.accepts(type) == true }
  }

  /// The cell for a row, made and configured by the registration of the row's type, or by the
  /// fallback, with a `Diagnostic` the first time a type has no registration.
  ///
  /// - Parameters:
  ///   - row: The row, of its own type or as `Any`: its dynamic type is looked up.
  ///   - indexPath: Where the row is.
  ///   - context: What the functions need, such as the table view.
  public func cell(for row: Any, at indexPath: ListIndexPath, in context: Context) -> Cell {
    let type = ObjectIdentifier(Swift.type(of: row))
    if let key = resolved[type] ?? (registrations[type] != nil ? type : nil),
      let cell = registrations[key]?.make(context, row, indexPath)
    {
      return cell
    }
    // A subclass or a conforming type: the first registration that can take the row.
    for key in order {
      if let cell = registrations[key]?.make(context, row, indexPath) {
        resolved[type] = key
        return cell
      }
    }
    if reported.insert(type).inserted {
      Diagnostics.report(
        .noCellRegistered(
          rowType: "\(Swift.type(of: row))", indexPath: indexPath, registered: registeredTypes))
    }
    return fallback(context, row, indexPath)
  }
}

extension CellRegistry where Context == Void {
  /// The cell for a row, for a registry whose functions need no context.
  public func cell(for row: Any, at indexPath: ListIndexPath) -> Cell {
    cell(for: row, at: indexPath, in: ())
  }
}
