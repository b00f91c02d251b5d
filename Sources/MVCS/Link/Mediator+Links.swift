public import Foundation
import MVCSSupport

extension Mediator {
  /// Registers a deep link route: a link such as `photosearch://PhotoDetail?photoID=p2` opens
  /// the scene, with each query value converted to the type its key declares.
  ///
  /// ```swift
  /// mediator.register(link: "PhotoDetail", keys: ["photoID": String.self])
  /// mediator.register(link: "search", scene: "Search", keys: ["query": String.self])
  /// ```
  ///
  /// Only registered routes open, so a link cannot reach a scene the app does not expose.
  /// Declare every key the scene's store reads from a link, as the type it reads it as; the
  /// keys its store requires (``SceneStore/requiredContextKeys``) are required in the link, the
  /// others optional. ``validate()`` checks that the scene is registered and that the keys
  /// cover what its store requires. Registering a route again replaces it.
  ///
  /// - Parameters:
  ///   - route: The route's name, which a link gives as its host: `PhotoDetail`.
  ///   - scene: The registered scene it opens; `nil` for the scene named as the route.
  ///   - keys: The query keys the link may give, each with the type its value converts to.
  public func register(
    link route: String, scene: String? = nil, keys: [String: any LinkValue.Type] = [:]
  ) {
    links[route] = LinkRoute(
      scene: scene ?? route, keys: keys.mapValues { LinkKey($0) })
  }

  /// Resolves a deep link into the scene it opens and its typed context, checking its whole
  /// query before anything is assembled.
  ///
  /// ```swift
  /// let link = try mediator.link(for: URL(string: "photosearch://PhotoDetail?photoID=p2")!)
  /// try navigator.show(link)
  /// ```
  ///
  /// The route is the link's host (`photosearch://PhotoDetail`), or its path when it has no
  /// host or is a web link (`https://example.com/PhotoDetail`). Query values are
  /// percent-decoded, then converted with ``LinkValue``.
  ///
  /// - Parameter url: The link.
  /// - Returns: The scene the route opens, and the context to open it with.
  /// - Throws: ``LinkError/unknownRoute(_:link:suggestion:registered:)`` for a route that is not
  ///   registered, ``LinkError/invalidQuery(link:route:keys:problems:)`` listing every key that
  ///   is unknown, missing, repeated or not convertible, ``LinkError/noRoute(link:)`` for a link
  ///   without a route.
  public func link(for url: URL) throws(LinkError) -> SceneLink {
    let text = url.absoluteString
    guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false),
      let route = Self.route(of: components)
    else { throw .noRoute(link: text) }
    guard let registration = linkRoute(route) else {
      let registered = registeredNames(of: .link)
      throw .unknownRoute(
        route, link: text, suggestion: Suggestion.closest(to: route, in: registered),
        registered: registered)
    }
    // The store's keys when the scene is registered; validate() reports it otherwise, and
    // navigating to it throws the mediator's error.
    let required = sceneRegistration(registration.scene).flatMap { storeFactory($0.parts.store) }
    // A link registered with a route requires the keys the route does not make optional.
    let requiredKeys = Set(
      registration.route?.requiredKeyNames
        ?? required?.requiredContextKeys ?? [])
    let requirer = registration.route?.routeName ?? required?.typeName ?? "The store"

    var texts: [String: [String]] = [:]
    var order: [String] = []
    for item in components.queryItems ?? [] {
      if texts[item.name] == nil { order.append(item.name) }
      texts[item.name, default: []].append(item.value ?? "")
    }
    var problems: [LinkKeyProblem] = []
    let declared = registration.keys.keys.sorted()
    for name in order where registration.keys[name] == nil {
      problems.append(
        .unknownKey(name, suggestion: Suggestion.closest(to: name, in: declared)))
    }
    var context = ContextValues()
    for name in declared {
      let key = registration.keys[name]!
      guard let given = texts[name] else {
        if requiredKeys.contains(name) {
          problems.append(
            .missingKey(name, type: key.typeName, store: requirer))
        }
        continue
      }
      if given.count > 1, !key.isRepeatable {
        problems.append(.repeatedKey(name, type: key.typeName, count: given.count))
        continue
      }
      switch key.convert(given) {
      case .success(let value):
        context[name] = value
      case .failure(let mismatch):
        let type = key.elementTypeName ?? key.typeName
        problems.append(
          .unconvertibleValue(
            key: name, text: mismatch.text, type: type, example: TypeName.example(for: type)))
      }
    }
    guard problems.isEmpty else {
      let keys = declared.map { name in
        let type = registration.keys[name]!.typeName
        return "\(name): \(type)" + (requiredKeys.contains(name) ? "" : " (optional)")
      }
      throw .invalidQuery(link: text, route: route, keys: keys, problems: problems)
    }
    return SceneLink(route: route, scene: registration.scene, context: context)
  }

  /// The route a link names: its host, or its path for a web link or a link without a host.
  private static func route(of components: URLComponents) -> String? {
    let scheme = components.scheme?.lowercased()
    let isWeb = scheme == "http" || scheme == "https"
    if !isWeb, let host = components.host, !host.isEmpty { return host }
    let path = components.path.split(separator: "/").joined(separator: "/")
    return path.isEmpty ? nil : path
  }
}
