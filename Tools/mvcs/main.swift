import Foundation
import MVCSScaffold

// Everything is in MVCSScaffold, which the tests and the MVCSPlugin command plugin share.
exit(Tool().run(Array(CommandLine.arguments.dropFirst())))
