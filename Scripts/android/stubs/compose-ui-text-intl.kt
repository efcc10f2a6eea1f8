// Stub of androidx.compose.ui.text.intl's LocaleList, a parameter type of TextStyle (see
// README.md).
package androidx.compose.ui.text.intl

// androidx: compose/ui/ui-text/src/commonMain/kotlin/androidx/compose/ui/text/intl/LocaleList.kt
class LocaleList
