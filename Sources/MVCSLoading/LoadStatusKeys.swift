/// Encodes the derived answers after a state's own fields, so scene scripts can expect them:
/// `expect paging.isEmpty == true`.
enum LoadStatusKeys: String, CodingKey {
  case isLoading, hasContent, failure, isLoadingWithNothingToShow, isEmpty, hint, globalFailure
}
