import MVCS
import MVCSLists
import Synchronization
import Testing

/// Mwf's `tableView:cellForObject:` convention, made safe: headless, with text as cells.
@MainActor
struct CellRegistryTests {
  private class Item {}
  private final class LoadingItem: Item {}
  private struct Tweet { let text: String }
  private struct Comment {}

  private func registry() -> CellRegistry<Void, String> {
    let cells = CellRegistry<Void, String> { _, _, indexPath in "plain \(indexPath)" }
    cells.register(Tweet.self) { _, tweet, indexPath in "tweet \(tweet.text) at \(indexPath)" }
    cells.register(Item.self) { _, _, _ in "item" }
    return cells
  }

  private func collectingDiagnostics(_ body: () -> Void) -> [Diagnostic] {
    let diagnostics = Mutex<[Diagnostic]>([])
    let handler = DiagnosticHandler { diagnostic in
      diagnostics.withLock { $0.append(diagnostic) }
    }
    Diagnostics.$handler.withValue(handler, operation: body)
    return diagnostics.withLock { $0 }
  }

  @Test func makesTheCellRegisteredForTheRowType() {
    let cells = registry()
    let path = ListIndexPath(section: 0, row: 2)
    #expect(cells.cell(for: Tweet(text: "hi"), at: path) == "tweet hi at 0-2")
    #expect(cells.registeredTypes == ["Tweet", "Item"])
    #expect(cells.hasRegistration(for: Tweet.self))
  }

  @Test func usesTheRegistrationOfASuperclass() {
    let cells = registry()
    #expect(cells.cell(for: LoadingItem(), at: ListIndexPath(section: 0, row: 0)) == "item")
    #expect(cells.hasRegistration(for: LoadingItem.self))
  }

  @Test func fallsBackWithADiagnosticNamingTheRowTypeOnce() {
    let cells = registry()
    var made: [String] = []
    let diagnostics = collectingDiagnostics {
      made.append(cells.cell(for: Comment(), at: ListIndexPath(section: 1, row: 3)))
      made.append(cells.cell(for: Comment(), at: ListIndexPath(section: 1, row: 4)))
    }
    #expect(made == ["plain 1-3", "plain 1-4"])
    #expect(
      diagnostics.map(\.message) == [
        """
        No cell is registered for rows of type Comment, so the fallback made the cell of row \
        1-3. Registered row types: Tweet, Item. \
        To fix, register one: cells.register(Comment.self) { context, row, indexPath in … }.
        """
      ])
    #expect(!cells.hasRegistration(for: Comment.self))
  }

  @Test func registeringATypeAgainReplacesItsFunction() {
    let cells = registry()
    cells.register(Tweet.self) { _, _, _ in "new" }
    #expect(cells.cell(for: Tweet(text: ""), at: ListIndexPath(section: 0, row: 0)) == "new")
    #expect(cells.registeredTypes == ["Tweet", "Item"])
  }

  @Test func passesTheContextToTheFunction() {
    let cells = CellRegistry<String, String> { context, _, _ in "\(context) plain" }
    cells.register(Int.self) { context, number, _ in "\(context) \(number)" }
    #expect(cells.cell(for: 7, at: ListIndexPath(section: 0, row: 0), in: "table") == "table 7")
  }
}
