public import Foundation

extension HTTPService {
  /// Where messages go: nowhere (demo), or a backend's base URL.
  ///
  /// Choose the stage once, when the app starts; the demo stage is the default, so an app runs
  /// offline out of the box:
  ///
  /// ```swift
  /// let http = HTTPService()  // .demo: every message answers its demo response
  /// let http = HTTPService(stage: .development(URL(string: "http://127.0.0.1:8080")!))
  /// let http = HTTPService(
  ///   stage: try .init(
  ///     named: ProcessInfo.processInfo.environment["STAGE"],
  ///     development: URL(string: "http://127.0.0.1:8080"),
  ///     production: URL(string: "https://api.example.com")))
  /// ```
  public enum Stage: Sendable, Equatable, CustomStringConvertible {
    /// No network: each message answers its ``Message/demoResponse``.
    case demo
    /// A development or testing backend at a base URL.
    case development(URL)
    /// The production backend at a base URL.
    case production(URL)

    /// The stage's names, as ``init(named:development:production:)`` reads them.
    public static let names = ["demo", "development", "production"]

    /// A stage chosen by name, such as from a launch argument or an environment variable.
    ///
    /// - Parameters:
    ///   - name: `demo`, `development` or `production`; `nil` or empty for `demo`.
    ///   - development: The development backend's base URL, if there is one.
    ///   - production: The production backend's base URL, if there is one.
    /// - Throws: ``HTTPError/invalidStage(name:reason:)`` for another name, or a stage whose
    ///   base URL is `nil`, naming the valid choices and the fix.
    public init(named name: String?, development: URL?, production: URL?) throws(HTTPError) {
      switch name ?? "" {
      case "", "demo": self = .demo
      case "development":
        guard let development else { throw Self.missingURL("development") }
        self = .development(development)
      case "production":
        guard let production else { throw Self.missingURL("production") }
        self = .production(production)
      case let other:
        throw .invalidStage(
          name: other,
          reason: """
            it is not a stage. The stages are \(Self.names.joined(separator: ", ")). To fix, \
            use one of them
            """)
      }
    }

    private static func missingURL(_ name: String) -> HTTPError {
      .invalidStage(
        name: name,
        reason: """
          it has no base URL. To fix, pass its URL (\(name): URL(string: "https://…")), or \
          choose another stage
          """)
    }

    /// The stage's name: `demo`, `development` or `production`.
    public var name: String {
      switch self {
      case .demo: "demo"
      case .development: "development"
      case .production: "production"
      }
    }

    /// The base URL messages go to; `nil` in the demo stage.
    public var baseURL: URL? {
      switch self {
      case .demo: nil
      case .development(let url), .production(let url): url
      }
    }

    /// The stage's name, and its base URL if it has one, with any password and the values of
    /// query items named in ``HTTPService/defaultSecretNames`` redacted.
    public var description: String {
      baseURL.map { "\(name) (\(SecretNames().redacted($0)))" } ?? name
    }

    /// Why the base URL cannot be used, or `nil` when it can.
    var baseURLProblem: HTTPError? {
      guard let url = baseURL else { return nil }
      let reason: String? =
        if !["http", "https"].contains(url.scheme?.lowercased() ?? "") {
          "its scheme is \(url.scheme.map { "\"\($0)\"" } ?? "missing"), not http or https"
        } else if (url.host ?? "").isEmpty {
          "it has no host"
        } else if url.query != nil {
          "it has a query; messages add their own with queryItems"
        } else {
          nil
        }
      return reason.map {
        .invalidBaseURL(stage: name, url: SecretNames().redacted(url), reason: $0)
      }
    }
  }
}
