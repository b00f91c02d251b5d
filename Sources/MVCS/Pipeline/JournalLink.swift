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
    // The tree changed since the journals followed it, or this pipeline is in none. Following
    // a tree again makes a link for each of its pipelines, so it is done only once a recorded
    // tree holds this pipeline now (it was put in after the journal started): a pipeline no
    // journal records, written while another pipeline's journal records, pays a walk that only
    // reads fields.
    guard PipelineRuntime.isInRecordedTree(self) else {
      // A detached child: its link is stale, and no recorded tree holds it.
      journalLink = nil
      return nil
    }
    for journal in PipelineRuntime.journalsRecording { journal.refollow() }
    if let journalLink, journalLink.journal.isRecording { return journalLink }
    return nil
  }

  /// Whether `pipeline` is the pipeline at `node` or one of the descendants `walkTree(_:)`
  /// visits, found without allocating and without retaining (the caller holds the root, and
  /// each parent holds its children while nothing runs but this walk); `true` also for a tree
  /// deeper than `path` holds, which the caller then follows in full.
  static func tree(
    at node: Unmanaged<Pipeline>, holds pipeline: UnsafeMutableRawPointer,
    path: UnsafeMutableBufferPointer<UnsafeMutableRawPointer>, depth: Int = 0
  ) -> Bool {
    let address = node.toOpaque()
    if address == pipeline { return true }
    guard depth < path.count else { return true }
    path[depth] = address
    // A child already on the path (an `unowned let parent` reads as a child) is skipped, as
    // `walkTree(_:)` skips it.
    func isOnPath(_ child: UnsafeMutableRawPointer) -> Bool {
      for index in 0...depth where path[index] == child { return true }
      return false
    }
    return node.withGuaranteedReference { parent in
      let layout = parent.layout
      for index in layout.children.indices {
        let child = Unmanaged.passUnretained(layout.child(index, of: parent))
        if !isOnPath(child.toOpaque()),
          tree(at: child, holds: pipeline, path: path, depth: depth + 1)
        {
          return true
        }
      }
      for child in parent.attachedChildren {
        let child = Unmanaged.passUnretained(child.pipeline)
        if !isOnPath(child.toOpaque()),
          tree(at: child, holds: pipeline, path: path, depth: depth + 1)
        {
          return true
        }
      }
      return false
    }
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
