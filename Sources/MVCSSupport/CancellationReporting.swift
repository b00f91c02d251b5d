/// An error of one of the package's modules that may stand for a cancellation, such as
/// MVCSHTTP's `HTTPError.cancelled`, so that another module (MVCSLoading's `ErrorPolicy`) can
/// tell it from a failure without depending on the module that threw it.
package protocol CancellationReporting: Error {
  /// Whether the error only says the work was cancelled.
  var isCancellation: Bool { get }
}
