// Stub of androidx.compose.ui.text's TextStyle for the type-check of generated Kotlin (see
// README.md).
package androidx.compose.ui.text

import androidx.compose.ui.graphics.Brush
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.Shadow
import androidx.compose.ui.graphics.drawscope.DrawStyle
import androidx.compose.ui.text.font.FontFamily
import androidx.compose.ui.text.font.FontStyle
import androidx.compose.ui.text.font.FontSynthesis
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.text.intl.LocaleList
import androidx.compose.ui.text.style.BaselineShift
import androidx.compose.ui.text.style.Hyphens
import androidx.compose.ui.text.style.LineBreak
import androidx.compose.ui.text.style.LineHeightStyle
import androidx.compose.ui.text.style.TextAlign
import androidx.compose.ui.text.style.TextDecoration
import androidx.compose.ui.text.style.TextDirection
import androidx.compose.ui.text.style.TextGeometricTransform
import androidx.compose.ui.text.style.TextIndent
import androidx.compose.ui.text.style.TextMotion
import androidx.compose.ui.unit.TextUnit

// androidx: compose/ui/ui-text/src/commonMain/kotlin/androidx/compose/ui/text/TextStyle.kt@080d2b3e5326ba80392d93442c4a51a02dc22650 "public class TextStyle" (its primary constructor is internal; the public constructors follow)
class TextStyle internal constructor(internal val unused: Unit) {
    // androidx: same file, the public constructor that is not deprecated: "public constructor(" with "color: Color = Color.Unspecified," … "textMotion: TextMotion? = null,"
    constructor(
        color: Color = TODO(),
        fontSize: TextUnit = TODO(),
        fontWeight: FontWeight? = null,
        fontStyle: FontStyle? = null,
        fontSynthesis: FontSynthesis? = null,
        fontFamily: FontFamily? = null,
        fontFeatureSettings: String? = null,
        letterSpacing: TextUnit = TODO(),
        baselineShift: BaselineShift? = null,
        textGeometricTransform: TextGeometricTransform? = null,
        localeList: LocaleList? = null,
        background: Color = TODO(),
        textDecoration: TextDecoration? = null,
        shadow: Shadow? = null,
        drawStyle: DrawStyle? = null,
        textAlign: TextAlign = TODO(),
        textDirection: TextDirection = TODO(),
        lineHeight: TextUnit = TODO(),
        textIndent: TextIndent? = null,
        platformStyle: PlatformTextStyle? = null,
        lineHeightStyle: LineHeightStyle? = null,
        lineBreak: LineBreak = TODO(),
        hyphens: Hyphens = TODO(),
        textMotion: TextMotion? = null
    ) : this(Unit)

    // androidx: same file, the public constructor with a brush that is not deprecated: "public constructor(" with "brush: Brush?," "alpha: Float = Float.NaN," … "textMotion: TextMotion? = null,"
    constructor(
        brush: Brush?,
        alpha: Float = Float.NaN,
        fontSize: TextUnit = TODO(),
        fontWeight: FontWeight? = null,
        fontStyle: FontStyle? = null,
        fontSynthesis: FontSynthesis? = null,
        fontFamily: FontFamily? = null,
        fontFeatureSettings: String? = null,
        letterSpacing: TextUnit = TODO(),
        baselineShift: BaselineShift? = null,
        textGeometricTransform: TextGeometricTransform? = null,
        localeList: LocaleList? = null,
        background: Color = TODO(),
        textDecoration: TextDecoration? = null,
        shadow: Shadow? = null,
        drawStyle: DrawStyle? = null,
        textAlign: TextAlign = TODO(),
        textDirection: TextDirection = TODO(),
        lineHeight: TextUnit = TODO(),
        textIndent: TextIndent? = null,
        platformStyle: PlatformTextStyle? = null,
        lineHeightStyle: LineHeightStyle? = null,
        lineBreak: LineBreak = TODO(),
        hyphens: Hyphens = TODO(),
        textMotion: TextMotion? = null
    ) : this(Unit)
}

// androidx: compose/ui/ui-text/src/commonMain/kotlin/androidx/compose/ui/text/PlatformTextStyle.kt (a parameter type of TextStyle only)
class PlatformTextStyle
