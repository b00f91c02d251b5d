import MVCS

extension Diagnostic {
  /// `BusyWork.perform` was called while earlier work still ran.
  static func busyWorkRefused(fileID: StaticString, line: UInt) -> Diagnostic {
    Diagnostic(
      message: """
        BusyWork.perform was called while earlier work still runs, so it was refused: its work \
        did not run and its outcome will not be delivered. \
        To fix, don't offer the action while the busy status is on (disable the control), \
        or check what perform returns and tell the user.
        """, fileID: "\(fileID)", line: line)
  }
}
