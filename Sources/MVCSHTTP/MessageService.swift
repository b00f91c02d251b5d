public import MVCS

/// One type of message, sent through an ``HTTPService``, as a `Service` a store asks for by
/// name.
///
/// Registering a message type as a service lets stores depend on `Service<SearchPhotos,
/// [Photo]>` rather than on HTTP, so MVCSTesting's fake services and scripts
/// (`expect call SearchPhotos with {"query": "cats"}`) fake it like any service.
///
/// ```swift
/// mediator.register(messages: [SearchPhotos.self], on: http)  // as "SearchPhotos"
/// mediator.register(service: "Search") { http.service(for: SearchPhotos.self) }
/// ```
public struct MessageService<M: Message>: Service {
  /// The service that sends the messages.
  public let http: HTTPService
  /// The scene's clock, for delayed demo answers when ``http`` has no clock of its own.
  let sceneClock: (any Clock<Duration>)?

  init(http: HTTPService, sceneClock: (any Clock<Duration>)? = nil) {
    self.http = http
    self.sceneClock = sceneClock
  }

  /// Sends the message through ``http``.
  ///
  /// - Parameter message: The message.
  /// - Returns: Its decoded response.
  /// - Throws: The ``HTTPError`` of `HTTPService.send(_:)`.
  public func response(to message: M) async throws -> M.Response {
    try await http.send(message, clock: sceneClock)
  }
}

extension Mediator {
  /// Registers each message type as a service named after the type, sent through one
  /// ``HTTPService``.
  ///
  /// In the demo stage, delayed answers (``DemoResponse/delayed(by:)``) wait on the mediator's
  /// `clock`, as it is when a scene first asks for the service, unless the service was created
  /// with a clock of its own.
  ///
  /// ```swift
  /// let http = HTTPService(stage: .production(URL(string: "https://api.example.com")!))
  /// mediator.register(messages: [SearchPhotos.self, AddFavorite.self], on: http)
  /// // a store: try environment.service(for: SearchPhotos.self)
  /// ```
  ///
  /// - Parameters:
  ///   - messages: The message types; each is registered under its type name, such as
  ///     `SearchPhotos`.
  ///   - http: The service that sends them.
  public func register(messages: [any Message.Type], on http: HTTPService) {
    for type in messages {
      func registerService<M: Message>(for type: M.Type) {
        register(service: String(describing: type)) { [weak self] in
          MessageService<M>(http: http, sceneClock: self?.clock)
        }
      }
      registerService(for: type)
    }
  }
}

extension SceneEnvironment {
  /// The service registered for a message type under the type's name, as
  /// `Mediator.register(messages:on:)` registers it.
  ///
  /// ```swift
  /// let search = try environment.service(for: SearchPhotos.self)
  /// let photos = try await search.response(to: SearchPhotos(query: "cats"))
  /// ```
  ///
  /// - Parameter type: The message type.
  /// - Returns: The service, or the test's fake for it.
  /// - Throws: `MediatorError` when no service is registered under the type's name, or one of
  ///   other types.
  public func service<M: Message>(for type: M.Type) throws(MediatorError)
    -> any Service<M, M.Response>
  {
    try service(String(describing: type), as: (any Service<M, M.Response>).self)
  }
}
