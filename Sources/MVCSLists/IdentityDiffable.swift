/// Lists whose change sets can be worked out by identity; a cast finds out at run time.
@usableFromInline protocol IdentityDiffable {
  func identityChanges(fromList old: Any) -> ListChanges?
}
