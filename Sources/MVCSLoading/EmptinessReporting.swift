/// A value that knows when it has nothing to show, as a list whose sections have no rows.
protocol EmptinessReporting {
  var isEmpty: Bool { get }
}
