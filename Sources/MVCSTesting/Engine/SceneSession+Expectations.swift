import MVCS
import MVCSLists
import MVCSSupport

extension SceneSession {
  /// Compares the change sets of a list property's writes with the expected ones.
  func expectListChanges(
    of property: String, writes: [Journal.Entry], expected: [ListChanges],
    at location: FailureLocation
  ) {
    let actual = writes.map(Self.listChanges)
    guard actual != expected else { return }
    let text = { (changes: [ListChanges]) in
      changes.isEmpty ? "no writes" : changes.map(\.description).joined(separator: "; ")
    }
    failExpectation(
      "\(property) changed by [\(text(actual))], expected [\(text(expected))].", at: location)
  }

  /// The change set of one write of a list property.
  private static func listChanges(of write: Journal.Entry) -> ListChanges {
    func changes<List: _PipelineList>(to new: List) -> ListChanges {
      guard let old = write.oldValue as? List else { return .none }
      return new._listChanges(from: old)
    }
    guard let new = write.newValue as? any _PipelineList else { return .none }
    return changes(to: new)
  }

  /// Consumes the unasserted changes of a property (and of the properties under it).
  @discardableResult
  func consumeChanges(of name: String) -> [Journal.Entry] {
    collectChanges()
    let covers = { (entry: Journal.Entry) in
      entry.property == name || entry.property.hasPrefix(name + ".")
    }
    let consumed = unassertedChanges.filter(covers)
    unassertedChanges.removeAll(where: covers)
    return consumed
  }

  /// Whether the app registers a name; fails with the closest registered one when it does not.
  func isRegistered(_ name: String, _ kind: Mediator.RegistrationKind, at location: FailureLocation)
    -> Bool
  {
    let names = mediator.registeredNames(of: kind)
    guard !names.contains(name) else { return true }
    fail(
      "No \(kind) named \"\(name)\" is registered.\(Suggestion.hint(for: name, in: names)) "
        + "Registered \(kind)s: \(names.isEmpty ? "none" : names.joined(separator: ", ")).",
      at: location)
    return false
  }

  /// Consumes the oldest unasserted call of a service, failing if there is none.
  func consumeCall(to service: String, at location: FailureLocation) -> ServiceCall? {
    stepLocation = location
    guard isRegistered(service, .service, at: location) else { return nil }
    guard let index = unassertedCalls.firstIndex(where: { $0.service == service }) else {
      let others =
        unassertedCalls.isEmpty
        ? "no call is unasserted"
        : "unasserted calls: " + unassertedCalls.map(\.description).joined(separator: "; ")
      failExpectation(
        "Expected a call to \(service), but the scene made none (\(others)).", at: location)
      return nil
    }
    let call = unassertedCalls.remove(at: index)
    lastConsumedCall = call
    return call
  }

  /// Consumes the oldest unasserted navigation, failing if there is none.
  func consumeNavigation(at location: FailureLocation) -> NavigationRecord? {
    stepLocation = location
    guard !unassertedNavigations.isEmpty else {
      failExpectation("Expected a navigation, but the scene did not navigate.", at: location)
      return nil
    }
    return unassertedNavigations.removeFirst()
  }

  /// Consumes the oldest unasserted write of a storage key, failing if there is none.
  @discardableResult
  func consumeWrite(to storage: String, key: String, at location: FailureLocation)
    -> StorageWrite?
  {
    stepLocation = location
    guard isRegistered(storage, .storage, at: location) else { return nil }
    guard
      let index = unassertedWrites.firstIndex(where: { $0.storage == storage && $0.key == key })
    else {
      let others =
        unassertedWrites.isEmpty
        ? "no write is unasserted"
        : "unasserted writes: " + unassertedWrites.map(\.description).joined(separator: "; ")
      failExpectation(
        "Expected a write of \(key) to \(storage), but the scene made none (\(others)).")
      return nil
    }
    return unassertedWrites.remove(at: index)
  }

  /// Consumes the oldest unasserted diagnostic whose text contains `text`, failing if there is
  /// none.
  func consumeDiagnostic(containing text: String, at location: FailureLocation) {
    stepLocation = location
    // Reported since the last step, by work the last action started.
    collectDiagnostics(at: lastAction?.location)
    guard
      let index = unassertedDiagnostics.firstIndex(where: {
        $0.diagnostic.message.contains(text)
      })
    else {
      let found =
        unassertedDiagnostics.isEmpty
        ? "the scene reported none."
        : "none of the scene's unasserted diagnostics contains it:\n"
          + unassertedDiagnostics.map { "- \($0.diagnostic.message)" }.joined(separator: "\n")
      failExpectation(
        "Expected a diagnostic containing \"\(text)\", but \(found)", at: location)
      return
    }
    unassertedDiagnostics.remove(at: index)
  }
}
