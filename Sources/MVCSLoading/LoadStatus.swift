import MVCSLists

/// The answers a view needs from any load state: a full-screen spinner, a spinner over content,
/// an empty state, an error over the content or instead of it.
///
/// ``LoadState``, ``DataState``, ``PagingState`` and ``SearchState`` conform; each says whether
/// it is loading, whether it has content to show and its last failure, and the rest is derived
/// here the same way for all of them:
///
/// | Answer | True when |
/// | --- | --- |
/// | ``isLoadingWithNothingToShow`` | loading and no content: a full-screen spinner |
/// | ``isLoading`` | anything loads: a spinner somewhere |
/// | ``isEmpty`` | no content, nothing loading, no error to show: the empty state |
/// | ``hint`` | a shown failure over content: a banner or toast |
/// | ``globalFailure`` | a shown failure with no content: an error screen instead of it |
///
/// At most one of the full-screen spinner, the empty state and the global failure is true at a
/// time, so a view can switch on them.
///
/// ```swift
/// pipeline.observe(\.paging, by: self) { view, change in
///   let state = change.newValue
///   view.spinner.isHidden = !state.isLoadingWithNothingToShow
///   view.emptyView.isHidden = !state.isEmpty
///   view.errorView.text = state.globalFailure?.userMessage
///   view.banner.text = state.hint?.userMessage
/// }
/// ```
public protocol LoadStatus {
  /// Whether anything is loading.
  var isLoading: Bool { get }
  /// Whether there is content to show: a value that is not an empty collection (an empty string
  /// or array) or a list without rows.
  var hasContent: Bool { get }
  /// The last failure, shown or not; cancellation is never kept.
  var failure: LoadFailure? { get }
}

extension LoadStatus {
  /// Whether it loads with nothing to show yet: show a full-screen spinner.
  public var isLoadingWithNothingToShow: Bool { isLoading && !hasContent }

  /// Whether there is nothing to show, nothing loading and no failure to show: show the empty
  /// state.
  public var isEmpty: Bool { !isLoading && !hasContent && shownFailure == nil }

  /// The failure the view shows, if any: ``failure`` when its policy shows it.
  public var shownFailure: LoadFailure? {
    guard let failure, failure.isShown else { return nil }
    return failure
  }

  /// A failure to show over the content, such as a banner: there is content, and it may be out
  /// of date.
  public var hint: LoadFailure? { hasContent ? shownFailure : nil }

  /// A failure to show instead of the content, such as an error screen with a retry button:
  /// there is no content, and nothing loads.
  public var globalFailure: LoadFailure? { hasContent || isLoading ? nil : shownFailure }
}

extension LoadStatus {
  func encodeAnswers(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: LoadStatusKeys.self)
    try container.encode(isLoading, forKey: .isLoading)
    try container.encode(hasContent, forKey: .hasContent)
    try container.encode(failure, forKey: .failure)
    try container.encode(isLoadingWithNothingToShow, forKey: .isLoadingWithNothingToShow)
    try container.encode(isEmpty, forKey: .isEmpty)
    try container.encode(hint, forKey: .hint)
    try container.encode(globalFailure, forKey: .globalFailure)
  }
}

/// Whether a value is content to show: not an empty collection or list.
func isContent(_ value: Any) -> Bool {
  if let list = value as? any EmptinessReporting { return !list.isEmpty }
  if let collection = value as? any Collection { return !collection.isEmpty }
  return true
}

extension ListData: EmptinessReporting {}
