import MVCS
import MVCSLists
import MVCSLoading

/// The data of the PhotoList scene: a query's photos, loaded page by page.
@MainActor final class PhotoListPipeline: Pipeline {
  /// The query the photos match, from the context.
  @Status var query = ""
  /// The photos loaded so far; observers get each page's change set (`change.listChanges`).
  @Piped var photos = ListData<NoSection, Photo>()
  /// The pager's state: loading, the next page, whether more remain, the last failure.
  @Status var paging = PagingState()
  /// The row the user moved to; a row near the end loads the next page.
  @Input var highlightedRow: Int?
  /// The row the user opened with Enter.
  @Input var openedRow: Int?
  /// The user pressed r: ask again for the page that failed, or else load the first page again.
  @Input var refreshTapped = false
  /// The photo the user picked; the controller shows PhotoDetail with it, at each pick.
  @Context var selectedPhotoID: Selection<String> = nil
  /// Why showing the photo failed; the view shows it.
  @Status var navigationFailure: String?
}
