/// A registered deep link route: the scene it opens and the keys its query may give.
struct LinkRoute {
  let scene: String
  let keys: [String: LinkKey]
  /// The route type it was registered with, if any: its non-optional keys are the link's
  /// required keys, instead of the store's.
  var route: RouteShape? = nil
}
