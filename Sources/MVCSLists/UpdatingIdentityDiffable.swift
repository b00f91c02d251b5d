/// Lists whose change sets by identity also name the rows whose item changed.
@usableFromInline protocol UpdatingIdentityDiffable {
  func identityChanges(fromList old: Any) -> ListChanges?
  /// The change set with each moved row whose item changed on the way reported as a deletion
  /// and an insertion instead: a table does not reload a moved cell, so a move would leave it
  /// showing the old item.
  func splittingChangedMoves(_ changes: ListChanges, from old: Any) -> ListChanges
}
