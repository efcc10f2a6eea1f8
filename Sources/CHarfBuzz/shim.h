// HarfBuzz's public API, for the TypesetShaping target with the `HarfBuzz` package trait.
#include <hb.h>
#include <hb-ot.h>
