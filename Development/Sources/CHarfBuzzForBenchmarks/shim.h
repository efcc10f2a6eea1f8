// HarfBuzz's public API, for ShapingBenchmarks with the `HarfBuzz` package trait (hb_shape, the
// side it is compared with). The root package's CHarfBuzz is the same API for TypesetShaping.
#include <hb.h>
