public import Foundation

extension Navigator {
  /// Launches the app's navigation from saved navigation and a deep link, as a policy says,
  /// and reports what was restored and what was opened.
  ///
  /// ```swift
  /// let report = navigator.launch(
  ///   restoring: saved, opening: url, policy: .restoreThenOpen, using: mediator)
  /// if !report.isLinkOpened || report.restoration?.isComplete == false { print(report) }
  /// ```
  ///
  /// The link is resolved first (``Mediator/link(for:)``), before anything is shown. With
  /// ``LaunchPolicy/restoreThenOpen`` the saved stack is restored
  /// (``restore(_:using:)``), then the link's scene shown on top; a link that does not open
  /// leaves the restored stack. With ``LaunchPolicy/openOnly`` the link's scene is shown and the
  /// saved stack discarded; when the link does not resolve, the saved stack is restored
  /// instead. Without a link, either policy restores; without saved navigation, either opens
  /// the link.
  ///
  /// - Parameters:
  ///   - saved: The navigation saved when the app last went to the background, if any.
  ///   - url: The deep link the app was launched with, if any.
  ///   - policy: What to do when there are both.
  ///   - mediator: The app's mediator: it resolves the link, and its renames and upgrades
  ///     apply to the saved navigation.
  /// - Returns: What was restored and what became of the link.
  @discardableResult
  public func launch(
    restoring saved: SavedNavigation?, opening url: URL?, policy: LaunchPolicy,
    using mediator: Mediator
  ) -> LaunchReport {
    let resolved = url.map { url in
      (link: url.absoluteString, Result { () throws(LinkError) in try mediator.link(for: url) })
    }
    var restoration: RestorationReport?
    var discarded = 0
    if let saved {
      if policy == .openOnly, case .success = resolved?.1 {
        discarded = saved.routes.count
      } else {
        restoration = restore(saved, using: mediator)
      }
    }
    let outcome: LaunchReport.LinkOutcome
    switch resolved {
    case (let text, .success(let link))?:
      do {
        try show(link)
        outcome = .opened(link: text, link)
      } catch {
        outcome = .failed(link: text, String(describing: error))
      }
    case (let text, .failure(let error))?:
      outcome = .failed(link: text, error.description)
    case nil:
      outcome = .noLink
    }
    return LaunchReport(
      policy: policy, restoration: restoration, discardedRouteCount: discarded, link: outcome)
  }
}
