/// Provides a fake for every registered service: MVCSTesting's `FakeServices`.
///
/// A ``Mediator`` with fakes still checks that the name is registered and that the store asks
/// for the registered request and response types, then returns the fake instead of creating the
/// registered service.
@MainActor
package protocol ServiceFaking: AnyObject {
  /// The fake to use for a registered name, with the types the store asks for.
  func fake<Request: Sendable, Response: Sendable>(
    named name: String, as type: (any Service<Request, Response>).Type
  ) -> any Service<Request, Response>
}
