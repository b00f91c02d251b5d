/// A move to the photo before or after the one shown.
enum PhotoStep: String, Codable, Sendable {
  case previous
  case next
}
