// Counting wrappers around glibc's allocator. Defining malloc and friends in the executable
// interposes them for every caller in the process (the Swift runtime included); each wrapper
// counts on the calling thread and forwards to glibc's __libc_* entry points.
#include "AllocationCounter.h"

#include <errno.h>
#include <stddef.h>

#if defined(__linux__) && defined(__GLIBC__)

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void __libc_free(void *pointer);

static __thread unsigned long allocations;

void *malloc(size_t size) {
  allocations++;
  return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
  allocations++;
  return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
  allocations++;
  return __libc_realloc(pointer, size);
}

void free(void *pointer) { __libc_free(pointer); }

void *memalign(size_t alignment, size_t size) {
  allocations++;
  return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
  allocations++;
  return __libc_memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
  allocations++;
  void *pointer = __libc_memalign(alignment, size);
  if (pointer == NULL) return ENOMEM;
  *result = pointer;
  return 0;
}

unsigned long typeset_allocation_count(void) { return allocations; }
int typeset_allocation_counting_available(void) { return 1; }
#else
unsigned long typeset_allocation_count(void) { return 0; }
int typeset_allocation_counting_available(void) { return 0; }
#endif
