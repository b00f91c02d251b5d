/// A registered deep link route: the scene it opens and the keys its query may give.
struct LinkRoute {
  let scene: String
  let keys: [String: LinkKey]
}
