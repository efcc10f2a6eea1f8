// Counts the heap allocations of the calling thread, for benchmarks that must show that a path
// does not allocate. The executable that links this target replaces malloc and its relatives
// with counting wrappers around glibc's own allocator; on other systems the count stays 0 and
// `typeset_allocation_counting_available` returns 0.
#ifndef TYPESET_ALLOCATION_COUNTER_H
#define TYPESET_ALLOCATION_COUNTER_H

/// The number of allocations (malloc, calloc, realloc, posix_memalign, aligned_alloc, memalign)
/// made by the calling thread so far.
unsigned long typeset_allocation_count(void);

/// 1 where allocations are counted (Linux with glibc), 0 elsewhere.
int typeset_allocation_counting_available(void);

#endif
