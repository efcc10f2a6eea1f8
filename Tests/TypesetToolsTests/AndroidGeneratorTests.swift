import DynamicType
import Foundation
import Testing
import Typeset
import TypesetTestSupport
import TypesetTools

/// The Android outputs: resource names, text appearances, the Compose Kotlin and their values.
/// aapt and kotlinc check the files themselves (Scripts/android/check.sh); these tests state
/// the names and numbers.
struct AndroidGeneratorTests {
  static func typography(
    _ styles: [StyleName: StyleDefinition] = [:], families: [FontFamily] = [Fixtures.serif]
  ) throws -> Typography {
    try Fixtures.typography(families, styles: styles)
  }

  @Test(arguments: [
    ("DejaVu Sans", "dejavu_sans"), ("dejavu-sans", "dejavu_sans"), ("  Serif  ", "serif"),
    ("3M Serif*/--", "font_3m_serif"), ("Class", "class_font"), ("new", "new_font"),
    ("価格", "font"), ("Été 2", "t_2"), ("a--b__c", "a_b_c"), ("", "font"),
  ])
  func resourceNames(text: String, expected: String) {
    let name = AndroidResourceNames.resourceName(text)
    #expect(name == expected)
    #expect(AndroidResourceNames.isResourceName(name), "\(name)")
  }

  @Test func invalidResourceNamesAreRecognised() {
    for name in ["Serif", "serif-regular", "1serif", "_serif", "class", "serif.ttf", ""] {
      #expect(!AndroidResourceNames.isResourceName(name), "\(name)")
    }
  }

  @Test func familiesAndFacesShareOneNamespace() throws {
    let plain = FontFamily(
      name: "DejaVu Sans",
      faces: [Fixtures.face("DejaVuSans", 400), Fixtures.face("DejaVuSans-Bold", 700)])
    let dashed = FontFamily(name: "dejavu-sans", faces: [Fixtures.face("Other", 400)])
    let bold = FontFamily(name: "DejaVu Sans Bold", faces: [Fixtures.face("Bolder", 700)])
    let typography = try Fixtures.typography(
      [plain, dashed, bold], defaults: StyleDefinition(family: "DejaVu Sans"))
    let names = AndroidResourceNames.fontResources(for: typography)
    #expect(names[.family("DejaVu Sans")] == "dejavu_sans")
    #expect(names[.family("dejavu-sans")] == "dejavu_sans_2")
    #expect(names[.family("DejaVu Sans Bold")] == "dejavu_sans_bold")
    #expect(names[.face(family: "DejaVu Sans", index: 0)] == "dejavu_sans_regular")
    // Families are named first: the face gives way to the family.
    #expect(names[.face(family: "DejaVu Sans", index: 1)] == "dejavu_sans_bold_2")
    // A face is named after its family's name, not its family's numbered resource name.
    #expect(names[.face(family: "dejavu-sans", index: 0)] == "dejavu_sans_regular_2")
    let values = Array(names.names.values)
    #expect(Set(values).count == values.count)
    #expect(values.allSatisfy(AndroidResourceNames.isResourceName))
    #expect(
      names.warnings.map(\.description) == [
        #"families.dejavu-sans: Android font resource dejavu_sans_2: "dejavu-sans" and "DejaVu Sans" both give dejavu_sans, which "DejaVu Sans" keeps"#,
        #"families.DejaVu Sans.faces[1]: Android font resource dejavu_sans_bold_2: "DejaVu Sans" face 2 (DejaVuSans-Bold) and "DejaVu Sans Bold" both give dejavu_sans_bold, which "DejaVu Sans Bold" keeps"#,
        #"families.dejavu-sans.faces[0]: Android font resource dejavu_sans_regular_2: "dejavu-sans" face 1 (Other) and "DejaVu Sans" face 1 (DejaVuSans) both give dejavu_sans_regular, which "DejaVu Sans" face 1 (DejaVuSans) keeps"#,
      ])
  }

  @Test func faceNamesSayWeightAndSlant() throws {
    let typography = try Fixtures.typography(
      [Fixtures.serif, Fixtures.sans, Fixtures.variable],
      defaults: StyleDefinition(family: "Serif"))
    let names = AndroidResourceNames.fontResources(for: typography)
    #expect(names[.face(family: "Serif", index: 0)] == "serif_regular")
    #expect(names[.face(family: "Serif", index: 1)] == "serif_italic")
    #expect(names[.face(family: "Serif", index: 2)] == "serif_bold")
    #expect(names[.face(family: "Sans", index: 2)] == "sans_semibold")
    #expect(names[.face(family: "Sans", index: 3)] == "sans_extrabold")
    #expect(names[.face(family: "Variable", index: 0)] == "variable_variable")
  }

  @Test func collidingTextAppearancesAreNumberedWithAWarning() throws {
    let typography = try Self.typography([
      .custom("price tag"): StyleDefinition(relativeTo: .body),
      .custom("price-tag"): StyleDefinition(relativeTo: .body),
      .custom("PriceTag"): StyleDefinition(relativeTo: .body),
      .custom("価格"): StyleDefinition(relativeTo: .body),
      .custom("1x"): StyleDefinition(relativeTo: .caption2),
    ])
    let names = AndroidResourceNames.textAppearances(for: typography, group: "Shop")
    #expect(names[.textStyle(.largeTitle)] == "TextAppearance.Shop.LargeTitle")
    #expect(names[.custom("PriceTag")] == "TextAppearance.Shop.PriceTag")
    #expect(names[.custom("price tag")] == "TextAppearance.Shop.PriceTag_2")
    #expect(names[.custom("price-tag")] == "TextAppearance.Shop.PriceTag_3")
    #expect(names[.custom("価格")] == "TextAppearance.Shop.Style")
    #expect(names[.custom("1x")] == "TextAppearance.Shop.Style1x")
    #expect(names.warnings.map(\.path) == ["styles.price tag", "styles.price-tag"])
    // aapt turns dots into underscores for R.style; those stay unique too.
    let fields = names.names.values.map { $0.split(separator: ".").joined(separator: "_") }
    #expect(Set(fields).count == fields.count)
    #expect(AndroidResourceNames.appearanceGroup(forTypeName: "EditorialTypography") == "Editorial")
    #expect(AndroidResourceNames.appearanceGroup(forTypeName: "Typography") == "Typography")
  }

  @Test func kotlinValuesAreUniqueAndAvoidKeywords() throws {
    let keyword = FontFamily(name: "Class", faces: [Fixtures.face("Class-Regular", 400)])
    let typography = try Fixtures.typography(
      [Fixtures.serif, keyword], defaults: StyleDefinition(family: "Serif"),
      styles: [
        .custom("typography"): StyleDefinition(relativeTo: .body),
        .custom("class"): StyleDefinition(relativeTo: .body),
        .custom("serif font family"): StyleDefinition(relativeTo: .body),
      ])
    let names = ComposeGenerator.valueNames(for: typography)
    #expect(names[.family("Serif")] == "serifFontFamily")
    #expect(names[.family("Class")] == "classFontFamily")
    #expect(names[.style(.textStyle(.largeTitle))] == "largeTitle")
    #expect(names[.style(.custom("class"))] == "classStyle")
    #expect(names[.style(.custom("typography"))] == "typography2")
    #expect(names[.style(.custom("serif font family"))] == "serifFontFamily2")
    #expect(names.warnings.map(\.path) == ["styles.serif font family"])
  }

  @Test func valuesAreTheIOSValuesAtLarge() throws {
    let typography = try Self.typography([
      .textStyle(.body): StyleDefinition(size: 18, leading: 26),
      .custom("price"): StyleDefinition(
        weight: .bold, size: 20, tracking: .thousandthsOfEm(-10), relativeTo: .body),
    ])
    let body = try AndroidStyleValues(.textStyle(.body), in: typography)
    #expect(body.textSize == 18)
    #expect(body.lineHeight == 26)
    #expect(body.letterSpacing == 0)
    #expect(body.weight == 400)
    let price = try AndroidStyleValues(.custom("price"), in: typography)
    #expect(price.textSize == 20)
    #expect(abs(price.letterSpacing - -0.01) < 1e-7)
    #expect(price.weight == 700)
    #expect(price.face.postScriptName == "Serif-Bold")
    let headline = try AndroidStyleValues(.textStyle(.headline), in: typography)
    // Apple's headline: 17 on 22 at large, semibold; Serif's nearest face is 700.
    #expect(headline.textSize == 17)
    #expect(headline.lineHeight == 22)
  }

  /// `platforms.android` replaces a style's size, line height and tracking; a size without a
  /// line height keeps the iOS proportion (the engine's rule).
  @Test func androidValuesOfTheFileWin() throws {
    let typography = try Self.typography([
      .textStyle(.body): StyleDefinition(
        android: AndroidValues(size: 16, leading: 24, tracking: .thousandthsOfEm(10))),
      .custom("price"): StyleDefinition(
        weight: .bold, size: 20, tracking: .thousandthsOfEm(-10), relativeTo: .body,
        android: AndroidValues(size: 19.5)),
    ])
    let body = try AndroidStyleValues(.textStyle(.body), in: typography)
    #expect(body.textSize == 16)
    #expect(body.lineHeight == 24)
    #expect(abs(body.letterSpacing - 0.01) < 1e-7)
    let price = try AndroidStyleValues(.custom("price"), in: typography)
    #expect(price.textSize == 19.5)
    #expect(abs(price.letterSpacing - -0.01) < 1e-7)
    // The line height keeps its iOS proportion to the size.
    let iOS = try typography.resolve(.custom("price"), in: TypeEnvironment())
    #expect(abs(price.lineHeight - iOS.lineHeight * 19.5 / iOS.pointSize) < 1e-4)
    let kotlin = try ComposeGenerator.source(
      for: typography, options: .init(objectName: "T", packageName: "t"))
    #expect(kotlin.contains("fontSize = 16.sp,\n        lineHeight = 24.sp,"))
    #expect(kotlin.contains("letterSpacing = 0.01.em\n"))
    #expect(kotlin.contains("fontSize = 19.5.sp,"))
  }

  @Test func appearancesHoldTheValues() throws {
    let typography = try Self.typography([
      .textStyle(.body): StyleDefinition(size: 18, leading: 26),
      .textStyle(.footnote): StyleDefinition(italic: true),
      .custom("price"): StyleDefinition(
        weight: .bold, size: 20, tracking: .thousandthsOfEm(-10), relativeTo: .body),
    ])
    let files = try AndroidResourceGenerator.files(
      for: typography, group: "Editorial", source: "a--b.json")
    #expect(
      files.map(\.path) == [
        "values/typeset_text_appearances.xml", "font/serif.xml", "font/serif_regular",
        "font/serif_italic", "font/serif_bold",
      ])
    guard case .text(let values) = files[0].contents, case .text(let family) = files[1].contents
    else {
      Issue.record("the XML files are not text")
      return
    }
    #expect(
      values.contains(
        """
            <style name="TextAppearance.Editorial.Body" parent="TextAppearance.Editorial">
                <item name="android:fontFamily">@font/serif</item>
                <item name="android:textFontWeight">400</item>
                <item name="android:textStyle">normal</item>
                <item name="android:textSize">18sp</item>
                <item name="android:lineHeight">26sp</item>
                <item name="android:letterSpacing">0</item>
            </style>
        """))
    #expect(values.contains(#"<item name="android:letterSpacing">-0.01</item>"#))
    #expect(values.contains(#"<item name="android:textStyle">bold</item>"#))
    #expect(values.contains(#"<item name="android:textStyle">italic</item>"#))
    #expect(
      family.contains(
        """
            <font
                android:font="@font/serif_italic"
                android:fontStyle="italic"
                android:fontWeight="400" />
        """))
    guard case .fontCopy(let source, let name, let face) = files[3].contents else {
      Issue.record("font/serif_italic is not a copy")
      return
    }
    #expect(source == "Fonts/Serif-Italic.ttf")
    #expect(name == "serif_italic")
    #expect(face == "families.Serif.faces[1]")
    // XML comments cannot hold "--": the source name's is broken up.
    for xml in [values, family] {
      for comment in xml.split(separator: "<!--").dropFirst() {
        let inside = comment.prefix { $0 != ">" }
        #expect(!inside.dropLast(2).contains("--"), "\(inside)")
      }
    }
  }

  @Test func commentsCannotBeEndedByNames() throws {
    let typography = try Self.typography([
      .custom("a*/b--c<&>"): StyleDefinition(relativeTo: .body)
    ])
    let files = try AndroidResourceGenerator.files(for: typography, group: "G")
    guard case .text(let values) = files[0].contents else {
      Issue.record("no values file")
      return
    }
    #expect(values.contains("<!-- a* /b- -c&lt;&amp;>: Serif 400"))
    let kotlin = try ComposeGenerator.source(
      for: typography, options: .init(objectName: "G", packageName: "g"))
    #expect(kotlin.contains("/** a* /b--c<&>: Serif 400"))
  }

  /// A variable face is declared once per weight the styles draw it at, and at its default,
  /// each with its `wght` setting; a static face once, at its weight.
  @Test func variableFacesAreDeclaredAtEveryWeightUsed() throws {
    let typography = try Fixtures.typography(
      [Fixtures.variable, Fixtures.serif], defaults: StyleDefinition(family: "Variable"),
      styles: [
        .textStyle(.caption2): StyleDefinition(weight: .light),
        .custom("price"): StyleDefinition(weight: FontWeight(rawValue: 650), relativeTo: .body),
        .textStyle(.title1): StyleDefinition(family: "Serif", weight: .bold),
      ])
    let files = try AndroidResourceGenerator.files(for: typography, group: "V")
    guard case .text(let variable) = files[1].contents, case .text(let serif) = files[2].contents
    else {
      Issue.record("no family files")
      return
    }
    // Apple's headline is semibold (600); body 400; caption2 300 here; price 650.
    for weight in [300, 400, 600, 650] {
      #expect(
        variable.contains(
          """
                  android:fontVariationSettings="'wght' \(weight)"
                  android:fontWeight="\(weight)" />
          """), "\(weight)")
    }
    #expect(variable.components(separatedBy: "<font\n").count == 5)
    #expect(!serif.contains("fontVariationSettings"))
    #expect(serif.components(separatedBy: "<font\n").count == 4)
    let kotlin = try ComposeGenerator.source(
      for: typography, options: .init(objectName: "V", packageName: "v"))
    #expect(kotlin.contains("import androidx.compose.ui.text.font.FontVariation\n"))
    #expect(
      kotlin.contains(
        "Font(R.font.variable_variable, FontWeight(650), FontStyle.Normal, "
          + "variationSettings = FontVariation.Settings(FontVariation.weight(650)))"))
    #expect(kotlin.contains("Font(R.font.serif_bold, FontWeight.W700, FontStyle.Normal)"))
  }

  @Test(
    arguments: [
      ([0x00, 0x01, 0x00, 0x00, 0x00], "ttf"), (Array("true".utf8), "ttf"),
      (Array("OTTO".utf8), "otf"), (Array("ttcf".utf8), nil), (Array("wOFF".utf8), nil),
      (Array("wOF2".utf8), nil), ([0x00, 0x01], nil),
    ] as [([UInt8], String?)])
  func fontFilesAreRecognisedByTheirFirstBytes(bytes: [UInt8], expected: String?) {
    #expect(AndroidResourceGenerator.fontExtension(forFileStartingWith: bytes) == expected)
  }

  @Test func composeHoldsTheValuesAndTheMaterialRoles() throws {
    let typography = try Self.typography([
      .textStyle(.body): StyleDefinition(size: 18, leading: 26),
      .custom("price"): StyleDefinition(
        weight: .bold, size: 20.5, tracking: .thousandthsOfEm(-10), relativeTo: .body),
    ])
    let kotlin = try ComposeGenerator.source(
      for: typography,
      options: .init(
        objectName: "EditorialTypography", packageName: "com.example.ui.theme",
        resourcePackage: "com.example", source: "typography.json"))
    #expect(kotlin.contains("package com.example.ui.theme\n"))
    #expect(kotlin.contains("import com.example.R\n"))
    #expect(
      kotlin.contains(
        """
            val serifFontFamily: FontFamily = FontFamily(
                Font(R.font.serif_regular, FontWeight.W400, FontStyle.Normal),
                Font(R.font.serif_italic, FontWeight.W400, FontStyle.Italic),
                Font(R.font.serif_bold, FontWeight.W700, FontStyle.Normal)
            )
        """))
    #expect(
      kotlin.contains(
        """
            val body: TextStyle = TextStyle(
                fontFamily = serifFontFamily,
                fontWeight = FontWeight.W400,
                fontStyle = FontStyle.Normal,
                fontSize = 18.sp,
                lineHeight = 26.sp,
                letterSpacing = 0.em
            )
        """))
    // The iOS size at large: fontMetrics scaling rounds 20.5 to whole points there, as
    // UIFontMetrics does.
    #expect(kotlin.contains("fontSize = 21.sp,"))
    #expect(kotlin.contains("letterSpacing = (-0.01).em\n"))
    for role in MaterialTypographyRole.all {
      let style = StyleName.textStyle(role.textStyle)
      #expect(kotlin.contains("        \(role.name) = \(style)"), "\(role.name)")
    }
    // Kotlin 1.3 takes no trailing comma before a closing parenthesis.
    #expect(!kotlin.contains(",\n    )") && !kotlin.contains(",\n        )"))
    // The file's own package needs no import of R.
    let same = try ComposeGenerator.source(
      for: typography, options: .init(objectName: "T", packageName: "com.example"))
    #expect(!same.contains("import com.example.R"))
  }

  @Test func materialRolesKeepTheOrderOfSizes() throws {
    #expect(MaterialTypographyRole.all.count == 15)
    #expect(Set(MaterialTypographyRole.all.map(\.name)).count == 15)
    #expect(
      MaterialTypographyRole.summary
        == "largeTitle: displayLarge, displayMedium, displaySmall; "
        + "title1: headlineLarge, headlineMedium; title2: headlineSmall; title3: titleLarge; "
        + "headline: titleMedium; subheadline: titleSmall; body: bodyLarge; "
        + "subheadline: bodyMedium; footnote: bodySmall; callout: labelLarge; "
        + "caption1: labelMedium; caption2: labelSmall")
    // Within each of Material's groups the roles go from large to small; so must the Apple
    // styles they take.
    for group in ["display", "headline", "title", "body", "label"] {
      let sizes = MaterialTypographyRole.all.filter { $0.name.hasPrefix(group) }.map {
        Platform.iOS.metrics(for: $0.textStyle, at: .large)?.pointSize ?? 0
      }
      #expect(sizes.count == 3, "\(group)")
      #expect(sizes == sizes.sorted(by: >), "\(group): \(sizes)")
    }
  }

  @Test(arguments: [
    ("com.example.app", true), ("typeset.generated", true), ("a", true), ("_a.b1", true),
    ("com.example.", false), ("com..example", false), ("1com", false), ("com.fun", false),
    ("com.ex-ample", false), ("", false), ("com.exämple", false),
  ])
  func packageNames(text: String, valid: Bool) {
    #expect(ComposeGenerator.isPackageName(text) == valid)
  }
}
