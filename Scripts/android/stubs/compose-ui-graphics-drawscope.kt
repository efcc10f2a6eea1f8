// Stub of androidx.compose.ui.graphics.drawscope's DrawStyle, a parameter type of TextStyle
// (see README.md).
package androidx.compose.ui.graphics.drawscope

// androidx: compose/ui/ui-graphics/src/commonMain/kotlin/androidx/compose/ui/graphics/drawscope/DrawScope.kt@080d2b3e5326ba80392d93442c4a51a02dc22650 "public sealed class DrawStyle"
sealed class DrawStyle
