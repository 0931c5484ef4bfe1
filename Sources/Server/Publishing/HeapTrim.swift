#if canImport(Glibc)
import Glibc
#endif

/// Gives the memory pages a dataset load freed back to the system: after the boot load, and after each publish swap.
///
/// Loading decodes the whole `schools.json` (the file's bytes, the per-record scratch, the interner's temporary
/// strings) between the records it keeps, so glibc is left with many free pages inside its arenas that it would hold
/// on to; `malloc_trim(0)` returns every whole free page (at 19,000 colleges, tens of MB of resident memory). It is
/// looked up at run time because Swift's Glibc module does not import `malloc.h`; elsewhere this does nothing.
public enum HeapTrim {
    private typealias Trim = @convention(c) (Int) -> Int32

    /// Calls `malloc_trim(0)` when the C library has it.
    public static func releaseFreePages() {
        #if canImport(Glibc)
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") else { return }
        _ = unsafeBitCast(symbol, to: Trim.self)(0)
        #endif
    }
}
