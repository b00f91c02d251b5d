/// A text that does not convert to the type a link key declares.
struct LinkTextMismatch: Error {
  let text: String
}
