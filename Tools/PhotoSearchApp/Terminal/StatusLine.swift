/// What the status line shows, under the scene's content.
enum StatusLine: Sendable, Equatable {
  case none
  case loading(String)
  case error(String)
  case note(String)
}
