import Foundation

/// Makes glibc keep freed memory in the process and serve every block up to 32 MB from its heap,
/// for the whole run.
///
/// By default glibc returns freed memory at the top of its heap to the system, maps blocks over
/// a threshold afresh, and moves that threshold as blocks are freed. A case then pays page
/// faults or not depending on what ran before it in the process: a journaled write cost 146 ns
/// after some cases and 268 ns after others, with nine times the faults. Zeroing fresh pages is
/// also what a busy machine slows most, so those ratios moved with the load. With the memory
/// kept, each case's cost is its own work, whatever ran before it. `mallopt` is called through
/// `dlsym`, as Swift's Glibc module does not import `malloc.h`; elsewhere this does nothing.
func keepFreedMemoryInTheHeap() {
  #if canImport(Glibc)
    guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
    let mallopt = unsafeBitCast(symbol, to: (@convention(c) (Int32, Int32) -> Int32).self)
    // malloc.h: M_TRIM_THRESHOLD is -1, M_MMAP_THRESHOLD is -3 (at most 32 MB on 64-bit).
    _ = mallopt(-3, 32 << 20)
    _ = mallopt(-1, .max)
  #endif
}

/// Runs the benchmarks again in a process that hashes with a fixed seed, unless this one does.
///
/// Swift seeds its hashing afresh in every process, so a dictionary's or a set's elements fall
/// in other buckets from one run to the next. The cases that hash (Observation's registrar,
/// validation's dictionaries of names) then cost more or less by run: a write while a tracker
/// waits moved between 79× and 90× a plain write on an idle machine, and stayed within 4% with
/// the seed fixed. `SWIFT_DETERMINISTIC_HASHING` is read when the process starts, hence the
/// new process. On other systems than Linux this does nothing.
func hashWithAFixedSeed() {
  #if os(Linux)
    guard getenv("SWIFT_DETERMINISTIC_HASHING") == nil else { return }
    setenv("SWIFT_DETERMINISTIC_HASHING", "1", 1)
    execv("/proc/self/exe", CommandLine.unsafeArgv)
    // Only reached when the new process could not start: run with the random seed.
    unsetenv("SWIFT_DETERMINISTIC_HASHING")
  #endif
}
