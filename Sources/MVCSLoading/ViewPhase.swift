/// What a view shows for a load: a spinner, an error with a retry, the empty state, or the
/// content — one answer to switch on instead of four checks.
///
/// Every load state answers it through ``LoadStatus/viewPhase``:
///
/// ```swift
/// pipeline.observe(\.photos, \.paging, by: self, initial: true) { view in
///   switch view.pipeline.paging.viewPhase {
///   case .loading: view.show(spinner)
///   case .failed(let failure): view.showError(failure.message, retry: view.retryTapped)
///   case .empty: view.show(emptyState)
///   case .content: view.showRows(view.pipeline.photos)
///   }
/// }
/// ```
///
/// The phases follow the answers of ``LoadStatus``, in this order:
///
/// | Phase | When | The view shows |
/// | --- | --- | --- |
/// | ``loading`` | ``LoadStatus/isLoadingWithNothingToShow`` | a full-screen spinner |
/// | ``failed(_:)`` | ``LoadStatus/globalFailure`` is set | the error instead of the content, with a retry |
/// | ``empty`` | ``LoadStatus/isEmpty`` | the empty state |
/// | ``content`` | otherwise: there is content | the content |
///
/// In ``content``, a load may still run (a refresh, the next page: ``LoadStatus/isLoading``)
/// and a failure may be shown over the content (``LoadStatus/hint``). A failure the policy hides
/// (offline, under ``ErrorPolicy/standard``) never makes the phase ``failed(_:)``: with nothing
/// to show, the phase is ``empty``, and the scene's connectivity says why.
public enum ViewPhase: Sendable, Equatable {
  /// Loading, with nothing to show yet.
  case loading
  /// The load failed and there is nothing to show: show the failure, with a way to retry.
  case failed(LoadFailure)
  /// Nothing to show, nothing loading and no failure to show.
  case empty
  /// There is content to show.
  case content
}

extension LoadStatus {
  /// The phase a view shows; see ``ViewPhase``.
  public var viewPhase: ViewPhase {
    if isLoadingWithNothingToShow { return .loading }
    if let globalFailure { return .failed(globalFailure) }
    if hasContent { return .content }
    return .empty
  }
}
