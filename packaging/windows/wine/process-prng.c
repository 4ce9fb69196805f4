/*
 * A stand-in for Windows' bcryptprimitives.dll, for testing under wine 8
 * only; it is never shipped. Rust's standard library asks
 * bcryptprimitives.dll for ProcessPrng, which Windows 10 and 11 have and
 * wine 8 lacks, so without it the program does not start under wine 8.
 * Placed beside malice-table.exe, this DLL answers ProcessPrng with
 * advapi32's RtlGenRandom (exported as SystemFunction036), which wine has.
 *
 * Built by .ci/package-windows:
 *   x86_64-w64-mingw32-gcc -shared -O2 -o bcryptprimitives.dll process-prng.c
 */
#include <windows.h>

/* RtlGenRandom: fills a buffer with random bytes; FALSE on failure. */
BOOLEAN WINAPI SystemFunction036(PVOID buffer, ULONG length);

/* Fills `length` bytes at `data` with random bytes; TRUE on success. */
__declspec(dllexport) BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T length)
{
    while (length > 0) {
        ULONG chunk = length > 0x10000000 ? 0x10000000 : (ULONG)length;
        if (!SystemFunction036(data, chunk)) {
            return FALSE;
        }
        data += chunk;
        length -= chunk;
    }
    return TRUE;
}
