/// Drives the app with a key script and prints each screen as plain text, for CI and for
/// anyone without a terminal.
@MainActor enum ScriptRun {
  /// Prints the first screen, then the screen after each step once the scenes' work is done.
  ///
  /// Resize steps at the start of the script set the first screen's size.
  ///
  /// - Parameters:
  ///   - script: The steps.
  ///   - session: The app.
  ///   - print: Where the screens go.
  static func run(_ script: KeyScript, in session: Session, print: (String) -> Void) async {
    // A script that starts with `resize` starts at that size: it says what terminal it expects.
    let leadingResizes = script.steps.prefix { if case .resize = $0.action { true } else { false } }
    for case .resize(let size) in leadingResizes.map(\.action) { session.size = size }
    await session.settle()
    print("> start\n" + session.frame().boxed)
    steps: for step in script.steps.dropFirst(leadingResizes.count) {
      switch step.action {
      case .resize(let size):
        session.size = size
      case .keys(let keys):
        for key in keys where !session.handle(key) { break steps }
      }
      await session.settle()
      print("\n> \(step.text)\n" + session.frame().boxed)
    }
    session.end()
  }
}
