// Stub of androidx.compose.ui.unit for the type-check of generated Kotlin (see README.md).
package androidx.compose.ui.unit

// androidx: compose/ui/ui-unit/src/commonMain/kotlin/androidx/compose/ui/unit/TextUnit.kt@080d2b3e5326ba80392d93442c4a51a02dc22650 "public value class TextUnit internal constructor(internal val packedValue: Long) {"
class TextUnit internal constructor(internal val packedValue: Long) {
    // androidx: same file "public inline operator fun unaryMinus(): TextUnit {"
    operator fun unaryMinus(): TextUnit = TODO()

    companion object {
        // androidx: same file "public val Unspecified: TextUnit"
        val Unspecified: TextUnit
            get() = TODO()
    }
}

// androidx: same file "public val Float.sp: TextUnit"
val Float.sp: TextUnit
    get() = TODO()

// androidx: same file "public val Float.em: TextUnit"
val Float.em: TextUnit
    get() = TODO()

// androidx: same file "public val Double.sp: TextUnit"
val Double.sp: TextUnit
    get() = TODO()

// androidx: same file "public val Double.em: TextUnit"
val Double.em: TextUnit
    get() = TODO()

// androidx: same file "public val Int.sp: TextUnit"
val Int.sp: TextUnit
    get() = TODO()

// androidx: same file "public val Int.em: TextUnit"
val Int.em: TextUnit
    get() = TODO()
