// Stubs of androidx.compose.ui.graphics' types that TextStyle's parameters name (see
// README.md).
package androidx.compose.ui.graphics

// androidx: compose/ui/ui-graphics/src/commonMain/kotlin/androidx/compose/ui/graphics/Color.kt
class Color

// androidx: compose/ui/ui-graphics/src/commonMain/kotlin/androidx/compose/ui/graphics/Brush.kt
class Brush

// androidx: compose/ui/ui-graphics/src/commonMain/kotlin/androidx/compose/ui/graphics/Shadow.kt
class Shadow
