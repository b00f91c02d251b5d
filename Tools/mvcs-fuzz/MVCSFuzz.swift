// mvcs-fuzz: fuzz targets for the parsers of MVCS (see README.md next to this file).
//
// Built normally, it replays inputs through a target (Replay). Built by .ci/fuzz with
// `-sanitize=fuzzer -D MVCS_FUZZ`, libFuzzer drives the target named by MVCS_FUZZ_TARGET.
import Foundation

#if MVCS_FUZZ
  /// The target libFuzzer drives, named by the environment variable `MVCS_FUZZ_TARGET`.
  enum LibFuzzerTarget {
    static let selected: FuzzTarget = {
      let name = ProcessInfo.processInfo.environment["MVCS_FUZZ_TARGET"] ?? ""
      guard let target = FuzzTarget(rawValue: name) else {
        FileHandle.standardError.write(
          Data(
            """
            error: MVCS_FUZZ_TARGET is "\(name)", which is not a fuzz target. To fix, set it to \
            one of: \(FuzzTarget.names).

            """.utf8))
        exit(64)
      }
      return target
    }()
  }

  /// Checks the target's name before libFuzzer starts.
  @_cdecl("LLVMFuzzerInitialize")
  public func fuzzerInitialize(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>
  ) -> CInt {
    _ = LibFuzzerTarget.selected
    return 0
  }

  /// Runs one input; a broken property crashes, so that libFuzzer saves the input.
  @_cdecl("LLVMFuzzerTestOneInput")
  public func fuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let input = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    // libFuzzer calls this on the main thread; this traps if that ever changes.
    MainActor.assumeIsolated {
      let target = LibFuzzerTarget.selected
      do {
        try target.run(input)
      } catch {
        fatalError("mvcs-fuzz \(target.rawValue): a property failed: \(error)")
      }
    }
    return 0
  }
#else
  @main
  enum MVCSFuzz {
    @MainActor static func main() {
      exit(Replay.main(Array(CommandLine.arguments.dropFirst())))
    }
  }
#endif
