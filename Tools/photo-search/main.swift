// photo-search: the Minya demo on MVCS, in a terminal. The app is the PhotoSearchApp target
// (Tools/PhotoSearchApp), where its tests can reach it; this only starts it.
import Foundation
import PhotoSearchApp

exit(await PhotoSearchCommand.main(Array(CommandLine.arguments.dropFirst())))
