// Stub of androidx.compose.ui.text.font for the type-check of generated Kotlin (see README.md).
package androidx.compose.ui.text.font

// androidx: compose/ui/ui-text/src/commonMain/kotlin/androidx/compose/ui/text/font/FontWeight.kt@080d2b3e5326ba80392d93442c4a51a02dc22650 "public class FontWeight(public val weight: Int) : Comparable<FontWeight> {"
class FontWeight(val weight: Int) : Comparable<FontWeight> {
    companion object {
        // androidx: same file "@Stable public val W100: FontWeight = FontWeight(100)" and W200 … W900
        val W100: FontWeight = TODO()
        val W200: FontWeight = TODO()
        val W300: FontWeight = TODO()
        val W400: FontWeight = TODO()
        val W500: FontWeight = TODO()
        val W600: FontWeight = TODO()
        val W700: FontWeight = TODO()
        val W800: FontWeight = TODO()
        val W900: FontWeight = TODO()
        // androidx: same file "@Stable public val Thin: FontWeight = W100" and the other aliases
        val Thin: FontWeight = TODO()
        val ExtraLight: FontWeight = TODO()
        val Light: FontWeight = TODO()
        val Normal: FontWeight = TODO()
        val Medium: FontWeight = TODO()
        val SemiBold: FontWeight = TODO()
        val Bold: FontWeight = TODO()
        val ExtraBold: FontWeight = TODO()
        val Black: FontWeight = TODO()
    }

    // androidx: same file "public override operator fun compareTo(other: FontWeight): Int {"
    override operator fun compareTo(other: FontWeight): Int = TODO()
}

// androidx: compose/ui/ui-text/src/commonMain/kotlin/androidx/compose/ui/text/font/FontStyle.kt@080d2b3e5326ba80392d93442c4a51a02dc22650 "public value class FontStyle" (its constructor is deprecated: "Please use FontStyle.Normal or FontStyle.Italic")
class FontStyle @Deprecated("Please use FontStyle.Normal or FontStyle.Italic") constructor(val value: Int) {
    companion object {
        // androidx: same file "public val Normal: FontStyle"
        val Normal: FontStyle
            get() = TODO()
        // androidx: same file "public val Italic: FontStyle"
        val Italic: FontStyle
            get() = TODO()
    }
}

// androidx: compose/ui/ui-text/src/commonMain/kotlin/androidx/compose/ui/text/font/FontLoadingStrategy.kt@74e5e2b695949c34290668537b1dc2b2e68ae40a "public value class FontLoadingStrategy private constructor(public val value: Int) {"
class FontLoadingStrategy private constructor(val value: Int) {
    companion object {
        // androidx: same file "public val Blocking: FontLoadingStrategy"
        val Blocking: FontLoadingStrategy
            get() = TODO()
        // androidx: same file "public val OptionalLocal: FontLoadingStrategy"
        val OptionalLocal: FontLoadingStrategy
            get() = TODO()
        // androidx: same file "public val Async: FontLoadingStrategy"
        val Async: FontLoadingStrategy
            get() = TODO()
    }
}

// androidx: compose/ui/ui-text/src/commonMain/kotlin/androidx/compose/ui/text/font/FontVariation.kt@080d2b3e5326ba80392d93442c4a51a02dc22650 "public object FontVariation {"
object FontVariation {
    // androidx: same file "public class Settings" with "public constructor(vararg settings: Setting) : this(settings.asList())"
    class Settings(vararg settings: Setting)

    // androidx: same file "public sealed interface Setting {"
    interface Setting

    // androidx: same file "public fun weight(value: Int): Setting {"
    fun weight(value: Int): Setting = TODO()

    // androidx: same file "public fun Settings(weight: FontWeight, style: FontStyle, vararg settings: Setting): Settings {"
    fun Settings(weight: FontWeight, style: FontStyle, vararg settings: Setting): Settings = TODO()
}

// androidx: compose/ui/ui-text/src/commonMain/kotlin/androidx/compose/ui/text/font/Font.kt@080d2b3e5326ba80392d93442c4a51a02dc22650 "public interface Font {"
interface Font {
    // androidx: same file "public val weight: FontWeight"
    val weight: FontWeight
    // androidx: same file "public val style: FontStyle"
    val style: FontStyle
}

// androidx: same file (Font.kt), the first non-hidden resource factory: "public fun Font(" with "resId: Int, weight: FontWeight = FontWeight.Normal, style: FontStyle = FontStyle.Normal, loadingStrategy: FontLoadingStrategy = FontLoadingStrategy.Blocking,"
fun Font(
    resId: Int,
    weight: FontWeight = TODO(),
    style: FontStyle = TODO(),
    loadingStrategy: FontLoadingStrategy = TODO()
): Font = TODO()

// androidx: same file (Font.kt), the factory with variation settings: "variationSettings: FontVariation.Settings = FontVariation.Settings(weight, style),"
fun Font(
    resId: Int,
    weight: FontWeight = TODO(),
    style: FontStyle = TODO(),
    loadingStrategy: FontLoadingStrategy = TODO(),
    variationSettings: FontVariation.Settings = TODO()
): Font = TODO()

// androidx: compose/ui/ui-text/src/commonMain/kotlin/androidx/compose/ui/text/font/FontFamily.kt@1f6f99614faa5f40297868e07d5df7585781213a "sealed class FontFamily(canLoadSynchronously: Boolean) {"
sealed class FontFamily(canLoadSynchronously: Boolean)

// androidx: same file "sealed class FileBasedFontFamily : FontFamily(false)"
sealed class FileBasedFontFamily : FontFamily(false)

// androidx: same file "class FontListFontFamily internal constructor(" with "val fonts: List<Font>" and ": FileBasedFontFamily(), List<Font> by fonts {"
class FontListFontFamily internal constructor(val fonts: List<Font>) :
    FileBasedFontFamily(), List<Font> by fonts

// androidx: same file "class LoadedFontFamily internal constructor(val typeface: Typeface) : FontFamily(true) {"
class LoadedFontFamily internal constructor(val typeface: Typeface) : FontFamily(true)

// androidx: same file "fun FontFamily(fonts: List<Font>): FontFamily = FontListFontFamily(fonts)"
fun FontFamily(fonts: List<Font>): FontFamily = TODO()

// androidx: same file "fun FontFamily(vararg fonts: Font): FontFamily = FontListFontFamily(fonts.asList())"
fun FontFamily(vararg fonts: Font): FontFamily = TODO()

// androidx: same file "fun FontFamily(typeface: Typeface): FontFamily = LoadedFontFamily(typeface)"
fun FontFamily(typeface: Typeface): FontFamily = TODO()

// androidx: compose/ui/ui-text/src/commonMain/kotlin/androidx/compose/ui/text/font/Typeface.kt (an interface there; only its name is needed)
interface Typeface

// androidx: compose/ui/ui-text/src/commonMain/kotlin/androidx/compose/ui/text/font/FontSynthesis.kt (a parameter type of TextStyle only)
class FontSynthesis
