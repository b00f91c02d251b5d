/// Where a journal found a pipeline in its tree; replaced, never changed, when the journal
/// follows the tree again.
@usableFromInline
final class JournalLink {
  @usableFromInline let journal: Journal
  /// The pipeline's dotted path from the journal's pipeline, such as `photoList.`.
  let prefix: String
  /// The pipeline it was found in; `nil` for the journal's own pipeline.
  weak let parent: PipelineToken?
  /// The offset of the parent's field that held it; `nil` for an attached child, which stays.
  let offset: Int?
  /// Whether it is the journal's own pipeline.
  let isRoot: Bool
  /// The pipeline's layout, to name the property a write reached.
  let layout: PipelineLayout

  init(
    journal: Journal, prefix: String, parent: PipelineToken?, offset: Int?, isRoot: Bool,
    layout: PipelineLayout
  ) {
    self.journal = journal
    self.prefix = prefix
    self.parent = parent
    self.offset = offset
    self.isRoot = isRoot
    self.layout = layout
  }
}

extension Pipeline {
  /// The link to the journal recording this pipeline's writes, if one does: checked against the
  /// tree as it is now, so that a replaced child's writes are not recorded and its
  /// replacement's are.
  @usableFromInline
  func recordingJournalLink() -> JournalLink? {
    if let journalLink, journalLink.isRoot || isStillFollowed(from: journalLink),
      journalLink.journal.isRecording
    {
      return journalLink
    }
    // The tree changed since the journals followed it, or this pipeline is in none: follow the
    // recorded trees again.
    for journal in PipelineRuntime.journalsRecording { journal.refollow() }
    if let journalLink, journalLink.journal.isRecording { return journalLink }
    return nil
  }

  /// Whether the path by which a journal found this pipeline still leads to it.
  private func isStillFollowed(from link: JournalLink) -> Bool {
    var pipeline = self
    var link = link
    while !link.isRoot {
      guard let parent = link.parent?.pipeline, let parentLink = parent.journalLink,
        parentLink.journal === link.journal
      else { return false }
      if let offset = link.offset, !parentLink.layout.holds(pipeline, at: offset, in: parent) {
        return false
      }
      pipeline = parent
      link = parentLink
    }
    return true
  }
}
