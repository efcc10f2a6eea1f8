// Stubs of androidx.compose.ui.text.style's types that TextStyle's parameters name (see
// README.md); the generated Kotlin passes none of them, so only their names are declared.
package androidx.compose.ui.text.style

// androidx: compose/ui/ui-text/src/commonMain/kotlin/androidx/compose/ui/text/style/BaselineShift.kt
class BaselineShift

// androidx: compose/ui/ui-text/src/commonMain/kotlin/androidx/compose/ui/text/style/Hyphens.kt
class Hyphens

// androidx: compose/ui/ui-text/src/commonMain/kotlin/androidx/compose/ui/text/style/LineBreak.kt
class LineBreak

// androidx: compose/ui/ui-text/src/commonMain/kotlin/androidx/compose/ui/text/style/LineHeightStyle.kt
class LineHeightStyle

// androidx: compose/ui/ui-text/src/commonMain/kotlin/androidx/compose/ui/text/style/TextAlign.kt
class TextAlign

// androidx: compose/ui/ui-text/src/commonMain/kotlin/androidx/compose/ui/text/style/TextDecoration.kt
class TextDecoration

// androidx: compose/ui/ui-text/src/commonMain/kotlin/androidx/compose/ui/text/style/TextDirection.kt
class TextDirection

// androidx: compose/ui/ui-text/src/commonMain/kotlin/androidx/compose/ui/text/style/TextGeometricTransform.kt
class TextGeometricTransform

// androidx: compose/ui/ui-text/src/commonMain/kotlin/androidx/compose/ui/text/style/TextIndent.kt
class TextIndent

// androidx: compose/ui/ui-text/src/commonMain/kotlin/androidx/compose/ui/text/style/TextMotion.kt
class TextMotion
