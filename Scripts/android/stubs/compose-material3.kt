// Stub of androidx.compose.material3's Typography for the type-check of generated Kotlin (see
// README.md).
package androidx.compose.material3

import androidx.compose.ui.text.TextStyle
import androidx.compose.ui.text.font.FontFamily

// androidx: compose/material3/material3/src/commonMain/kotlin/androidx/compose/material3/Typography.kt@08dca4b023773ef834749a2c51082866a5880fdd "class Typography(" (the primary constructor: the fifteen roles as properties, then their fifteen emphasized versions)
class Typography(
    val displayLarge: TextStyle = TODO(),
    val displayMedium: TextStyle = TODO(),
    val displaySmall: TextStyle = TODO(),
    val headlineLarge: TextStyle = TODO(),
    val headlineMedium: TextStyle = TODO(),
    val headlineSmall: TextStyle = TODO(),
    val titleLarge: TextStyle = TODO(),
    val titleMedium: TextStyle = TODO(),
    val titleSmall: TextStyle = TODO(),
    val bodyLarge: TextStyle = TODO(),
    val bodyMedium: TextStyle = TODO(),
    val bodySmall: TextStyle = TODO(),
    val labelLarge: TextStyle = TODO(),
    val labelMedium: TextStyle = TODO(),
    val labelSmall: TextStyle = TODO(),
    displayLargeEmphasized: TextStyle = TODO(),
    displayMediumEmphasized: TextStyle = TODO(),
    displaySmallEmphasized: TextStyle = TODO(),
    headlineLargeEmphasized: TextStyle = TODO(),
    headlineMediumEmphasized: TextStyle = TODO(),
    headlineSmallEmphasized: TextStyle = TODO(),
    titleLargeEmphasized: TextStyle = TODO(),
    titleMediumEmphasized: TextStyle = TODO(),
    titleSmallEmphasized: TextStyle = TODO(),
    bodyLargeEmphasized: TextStyle = TODO(),
    bodyMediumEmphasized: TextStyle = TODO(),
    bodySmallEmphasized: TextStyle = TODO(),
    labelLargeEmphasized: TextStyle = TODO(),
    labelMediumEmphasized: TextStyle = TODO(),
    labelSmallEmphasized: TextStyle = TODO()
) {
    // androidx: same file "constructor(" with "fontFamily: FontFamily," then the thirty roles as "TextStyle? = null"
    constructor(
        fontFamily: FontFamily,
        displayLarge: TextStyle? = null,
        displayMedium: TextStyle? = null,
        displaySmall: TextStyle? = null,
        headlineLarge: TextStyle? = null,
        headlineMedium: TextStyle? = null,
        headlineSmall: TextStyle? = null,
        titleLarge: TextStyle? = null,
        titleMedium: TextStyle? = null,
        titleSmall: TextStyle? = null,
        bodyLarge: TextStyle? = null,
        bodyMedium: TextStyle? = null,
        bodySmall: TextStyle? = null,
        labelLarge: TextStyle? = null,
        labelMedium: TextStyle? = null,
        labelSmall: TextStyle? = null,
        displayLargeEmphasized: TextStyle? = null,
        displayMediumEmphasized: TextStyle? = null,
        displaySmallEmphasized: TextStyle? = null,
        headlineLargeEmphasized: TextStyle? = null,
        headlineMediumEmphasized: TextStyle? = null,
        headlineSmallEmphasized: TextStyle? = null,
        titleLargeEmphasized: TextStyle? = null,
        titleMediumEmphasized: TextStyle? = null,
        titleSmallEmphasized: TextStyle? = null,
        bodyLargeEmphasized: TextStyle? = null,
        bodyMediumEmphasized: TextStyle? = null,
        bodySmallEmphasized: TextStyle? = null,
        labelLargeEmphasized: TextStyle? = null,
        labelMediumEmphasized: TextStyle? = null,
        labelSmallEmphasized: TextStyle? = null
    ) : this(
        // The source delegates to a private constructor with Material's tokens.
        displayLarge = TODO(),
        displayMedium = TODO(),
        displaySmall = TODO(),
        headlineLarge = TODO(),
        headlineMedium = TODO(),
        headlineSmall = TODO(),
        titleLarge = TODO(),
        titleMedium = TODO(),
        titleSmall = TODO(),
        bodyLarge = TODO(),
        bodyMedium = TODO(),
        bodySmall = TODO(),
        labelLarge = TODO(),
        labelMedium = TODO(),
        labelSmall = TODO(),
        displayLargeEmphasized = TODO(),
        displayMediumEmphasized = TODO(),
        displaySmallEmphasized = TODO(),
        headlineLargeEmphasized = TODO(),
        headlineMediumEmphasized = TODO(),
        headlineSmallEmphasized = TODO(),
        titleLargeEmphasized = TODO(),
        titleMediumEmphasized = TODO(),
        titleSmallEmphasized = TODO(),
        bodyLargeEmphasized = TODO(),
        bodyMediumEmphasized = TODO(),
        bodySmallEmphasized = TODO(),
        labelLargeEmphasized = TODO(),
        labelMediumEmphasized = TODO(),
        labelSmallEmphasized = TODO()
    )

    // androidx: same file "constructor(" with the fifteen roles as "displayLarge: TextStyle = typographyTokens.DisplayLarge," … "labelSmall: TextStyle = typographyTokens.LabelSmall,"
    constructor(
        displayLarge: TextStyle = TODO(),
        displayMedium: TextStyle = TODO(),
        displaySmall: TextStyle = TODO(),
        headlineLarge: TextStyle = TODO(),
        headlineMedium: TextStyle = TODO(),
        headlineSmall: TextStyle = TODO(),
        titleLarge: TextStyle = TODO(),
        titleMedium: TextStyle = TODO(),
        titleSmall: TextStyle = TODO(),
        bodyLarge: TextStyle = TODO(),
        bodyMedium: TextStyle = TODO(),
        bodySmall: TextStyle = TODO(),
        labelLarge: TextStyle = TODO(),
        labelMedium: TextStyle = TODO(),
        labelSmall: TextStyle = TODO()
    ) : this(
        displayLarge, displayMedium, displaySmall, headlineLarge, headlineMedium, headlineSmall,
        titleLarge, titleMedium, titleSmall, bodyLarge, bodyMedium, bodySmall, labelLarge,
        labelMedium, labelSmall, displayLarge, displayMedium, displaySmall, headlineLarge,
        headlineMedium, headlineSmall, titleLarge, titleMedium, titleSmall, bodyLarge,
        bodyMedium, bodySmall, labelLarge, labelMedium, labelSmall
    )
}
