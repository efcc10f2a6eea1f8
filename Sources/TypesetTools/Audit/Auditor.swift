import DynamicType
import OpenType
import Typeset
import TypesetLoader
import TypesetShaping

/// Audits a typography: its files, its glyph coverage of the app's strings, truncation,
/// minimum sizes, sizes that shrink, 200 % growth, clipped lines.
///
/// Each string is reported once per rule, with the styles it fails in
/// (``AuditFinding/occurrences``): in the styles ``AuditOptions/styleMapping`` gives its key,
/// or in every style. A string that a face cannot draw is reported for its missing glyphs and
/// not again as truncated in that face. With the `HarfBuzz` trait, line counts and coverage
/// are shaped. With ``AuditOptions/androidFontScales`` the size-dependent checks run at
/// Android font scales instead of categories.
public enum Auditor {
  /// Every finding, errors first in the order of the rules.
  public static func audit(_ typography: Typography, options: AuditOptions = AuditOptions())
    -> [AuditFinding]
  {
    run(typography, options: options).findings
  }

  /// The findings, and what the measurement could not do.
  public static func run(_ typography: Typography, options: AuditOptions = AuditOptions())
    -> AuditResult
  {
    var context = Context(typography: typography, options: options)
    context.checkFiles()
    context.checkStyles()
    context.checkStrings()
    for warning in typography.warnings {
      context.add(
        .warning, .validation, warning.path, warning.message, code: warning.code,
        location: warning.location)
    }
    let findings = context.findings.sorted {
      ($0.severity == .error ? 0 : 1) < ($1.severity == .error ? 0 : 1)
    }
    let unused = options.styleMapping.rules.filter { rule in
      !options.strings.contains { string in
        string.patternKey.map { StyleMapping.matches(rule.pattern, $0) } ?? false
      }
    }
    return AuditResult(
      findings: findings, isShaped: TextShaper.isShapingAvailable,
      needsShaping: context.allNeeds.sorted(), stringsNeedingShaping: context.stringsNeedingShaping,
      unusedRules: unused)
  }

  /// A style's fonts at every category (or Android font scale), with Bold Text off and on.
  private struct StyleFonts {
    let style: StyleName
    let path: String
    let regular: [AuditFont]
    let bold: [AuditFont]

    func fonts(bold isBold: Bool) -> [AuditFont] {
      isBold ? bold : regular
    }
  }

  private struct Context {
    let typography: Typography
    let options: AuditOptions
    var findings: [AuditFinding] = []
    /// Faces that could not be opened, by path and PostScript name.
    var unreadable: Set<String> = []
    /// The styles that resolved at every category, in the typography's order.
    var resolved: [StyleFonts] = []
    /// Measurers by face and point size.
    var measurers: [String: AuditMeasurer?] = [:]
    /// Without shaping: the reasons over all strings, and how many strings had one.
    var allNeeds: Set<ShapingNeed> = []
    var stringsNeedingShaping = 0
    /// Shaping needs by face, location and text (the ligature table is read for each).
    var needsByFace: [String: Set<ShapingNeed>] = [:]

    init(typography: Typography, options: AuditOptions) {
      self.typography = typography
      self.options = options
    }

    mutating func add(
      _ severity: Diagnostic.Severity, _ rule: AuditRule, _ path: String, _ message: String,
      code: DiagnosticCode? = nil, style: StyleName? = nil, category: ContentSizeCategory? = nil,
      fontScale: Float? = nil,
      boldText: AuditFinding.BoldText? = nil, location: SourceLocation? = nil
    ) {
      findings.append(
        AuditFinding(
          severity: severity, rule: rule, code: code, path: path, message: message, style: style,
          category: category, fontScale: fontScale, boldText: boldText, location: location))
    }

    static func faceKey(_ font: AuditFont) -> String {
      font.face.resolvedPath + "\u{0}" + font.face.postScriptName
    }

    mutating func measurer(for font: AuditFont) -> AuditMeasurer? {
      let key =
        Self.faceKey(font) + "\u{0}\(font.pointSize)\u{0}\(font.tracking)\u{0}"
        + font.face.axisValues.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(
          separator: ",")
      if let cached = measurers[key] { return cached }
      var measurer: AuditMeasurer? = nil
      if !unreadable.contains(Self.faceKey(font)),
        let face = try? typography.fonts.face(for: font.face)
      {
        measurer = AuditMeasurer(font: font, face: face)
      }
      measurers[key] = measurer
      return measurer
    }

    /// Without shaping: why the width of `text` in `measurer`'s face may be wrong, cached.
    mutating func shapingNeeds(of text: String, in measurer: AuditMeasurer) -> Set<ShapingNeed> {
      guard !measurer.isShaped else { return [] }
      let key =
        Self.faceKey(measurer.font) + "\u{0}"
        + measurer.font.face.axisValues.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        .joined(separator: ",") + "\u{0}" + text
      if let cached = needsByFace[key] { return cached }
      let needs = measurer.shapingNeeds(of: text)
      needsByFace[key] = needs
      return needs
    }

    mutating func checkFiles() {
      for family in typography.families {
        for (index, face) in family.faces.enumerated() {
          let path = "families.\(family.name).faces[\(index)]"
          do {
            let font = try typography.fonts.face(
              at: face.resolvedPath, postScriptName: face.postScriptName)
            let description = FaceDescription(font)
            if description.weight != face.weight {
              add(
                .error, .faceFile, "\(path).weight",
                "\(face.weight.rawValue), but the font says \(description.weight.rawValue) (\(face.postScriptName))"
              )
            }
            if description.isItalic != face.isItalic {
              add(
                .error, .faceFile, "\(path).italic",
                "\(face.isItalic), but the font says \(description.isItalic) (\(face.postScriptName))"
              )
            }
          } catch {
            unreadable.insert(face.resolvedPath + "\u{0}" + face.postScriptName)
            add(.error, .faceFile, "\(path).file", error.description)
          }
        }
      }
    }

    /// A length as messages show it: `17 pt`, or `17 dp` at an Android font scale.
    static func length(_ value: Double, inDp: Bool) -> String {
      inDp ? NumberText.points(value, unit: false) + " dp" : NumberText.points(value)
    }

    /// `17 pt`, or `18.7 pt (17 pt before normalisation)` when normalisation changed it.
    static func size(_ font: ResolvedFont) -> String {
      let seen = NumberText.points(font.pointSize)
      let designed = NumberText.points(font.clampedPointSize)
      return seen == designed ? seen : "\(seen) (\(designed) before normalisation)"
    }

    mutating func checkStyles() {
      if let scales = options.androidFontScales {
        checkAndroidStyles(at: scales)
        return
      }
      let platform = options.platform
      let minimum = platform.defaultAndMinimumSize.minimum
      for style in typography.styleNames {
        let path = "styles.\(style)"
        var fonts: [(category: ContentSizeCategory, font: ResolvedFont)] = []
        var boldFonts: [(category: ContentSizeCategory, font: ResolvedFont)] = []
        for category in platform.categories {
          do {
            fonts.append(
              (
                category,
                try typography.resolve(
                  style, in: TypeEnvironment(platform: platform, category: category))
              ))
            boldFonts.append(
              (
                category,
                try typography.resolve(
                  style,
                  in: TypeEnvironment(
                    platform: platform, category: category, isBoldTextEnabled: true))
              ))
          } catch {
            add(
              .error, .validation, path, "cannot be resolved at \(category): \(error)",
              code: error.diagnosticCode, style: style, category: category)
          }
        }
        guard fonts.count == platform.categories.count, boldFonts.count == fonts.count else {
          continue
        }
        let atDefault =
          fonts.first { $0.category == platform.defaultCategory }?.font ?? fonts[0].font

        // The minimum is compared with the size the face looks (before normalisation, which
        // only makes it look as large as the system font at that size); messages quote the
        // size the text is set at, which is what the user sees.
        if atDefault.clampedPointSize < minimum {
          let looks =
            atDefault.pointSize == atDefault.clampedPointSize
            ? ""
            : ", which looks like \(NumberText.points(atDefault.clampedPointSize)) of the system font,"
          add(
            .error, .minimumSize, path,
            "\(NumberText.points(atDefault.pointSize)) at \(platform.defaultCategory)\(looks) is below \(platform.displayName)'s minimum of \(NumberText.points(minimum))",
            style: style, category: platform.defaultCategory)
        }
        for (previous, next) in zip(fonts, fonts.dropFirst())
        where next.font.pointSize < previous.font.pointSize {
          add(
            .error, .shrinkingSize, path,
            "shrinks from \(Self.size(previous.font)) at \(previous.category) to \(Self.size(next.font)) at \(next.category)",
            style: style, category: next.category)
        }
        if style == .textStyle(.body), let largest = fonts.last,
          largest.font.pointSize < 2 * atDefault.pointSize
        {
          let percent = Int((largest.font.pointSize / atDefault.pointSize * 100).rounded())
          add(
            .error, .textResize, path,
            "reaches \(Self.size(largest.font)) at \(largest.category), \(percent) % of \(Self.size(atDefault)); WCAG 1.4.4 asks for 200 %",
            style: style, category: largest.category)
        }
        let styleFonts = StyleFonts(
          style: style, path: path, regular: fonts.map { AuditFont($0.font, at: $0.category) },
          bold: boldFonts.map { AuditFont($0.font, at: $0.category) })
        checkClipping(styleFonts)
        resolved.append(styleFonts)
      }
    }

    /// Each style resolved for Android at every font scale, smallest first, with Bold text off
    /// and on; clipped lines checked there. Apple's minimum size and 200 % rules, which are
    /// about its categories, do not apply.
    mutating func checkAndroidStyles(at fontScales: [Float]) {
      var scales: [Float] = []
      for scale in fontScales.sorted() where !scales.contains(scale) { scales.append(scale) }
      for style in typography.styleNames {
        let path = "styles.\(style)"
        var fonts: [AuditFont] = []
        var boldFonts: [AuditFont] = []
        for scale in scales {
          guard let regular = AndroidTextSettings(fontScale: scale, isBoldTextEnabled: false),
            let bold = AndroidTextSettings(fontScale: scale, isBoldTextEnabled: true)
          else {
            add(
              .error, .validation, path,
              "cannot be resolved at \(AuditSize.label(scale)): not a font scale",
              code: .outOfRange, style: style, fontScale: scale)
            continue
          }
          do {
            fonts.append(AuditFont(try typography.resolve(style, android: regular)))
            boldFonts.append(AuditFont(try typography.resolve(style, android: bold)))
          } catch {
            add(
              .error, .validation, path,
              "cannot be resolved at \(AuditSize.label(scale)): \(error)",
              code: error.diagnosticCode, style: style, fontScale: scale)
          }
        }
        guard fonts.count == scales.count, boldFonts.count == fonts.count else { continue }
        let styleFonts = StyleFonts(style: style, path: path, regular: fonts, bold: boldFonts)
        checkClipping(styleFonts)
        resolved.append(styleFonts)
      }
    }

    /// The first category at which a style's line height clips its face, without Bold Text,
    /// or else with it.
    mutating func checkClipping(_ styleFonts: StyleFonts) {
      for isBold in [false, true] {
        for font in styleFonts.fonts(bold: isBold) {
          guard let face = try? typography.fonts.face(for: font.face), face.unitsPerEm > 0 else {
            continue
          }
          let extent = face.lineExtent(atPointSize: font.pointSize)
          guard font.lineHeight + 0.01 < extent else { continue }
          let boldText: AuditFinding.BoldText
          if isBold {
            boldText = .on
          } else if let bold = styleFonts.bold.first(where: { $0.size == font.size }),
            let boldFace = try? typography.fonts.face(for: bold.face),
            bold.lineHeight + 0.01 < boldFace.lineExtent(atPointSize: bold.pointSize)
          {
            boldText = .both
          } else {
            boldText = .off
          }
          add(
            .warning, .clippedLines, styleFonts.path,
            "line height \(Self.length(font.lineHeight, inDp: font.size.fontScale != nil)) at \(font.size)\(isBold ? " with Bold Text" : "") is less than \(font.face.postScriptName)'s ascender + descender (\(Self.length(extent, inDp: font.size.fontScale != nil))): tall glyphs are clipped",
            style: styleFonts.style, category: font.size.category, fontScale: font.size.fontScale,
            boldText: boldText)
          return
        }
      }
    }

    /// The styles a string is set in: its key's rule, or every style.
    func styles(for string: AuditString) -> [StyleFonts] {
      guard let names = options.styleMapping.styles(forKey: string.patternKey) else {
        return resolved
      }
      return names.compactMap { name in resolved.first { $0.style == name } }
    }

    mutating func checkStrings() {
      for string in options.strings {
        let styles = styles(for: string)
        var needs: Set<ShapingNeed> = []
        let uncovered = checkCoverage(string, styles: styles, needs: &needs)
        checkTruncation(string, styles: styles, skipping: uncovered, needs: &needs)
        if !needs.isEmpty {
          allNeeds.formUnion(needs)
          stringsNeedingShaping += 1
        }
      }
    }

    /// Reports the faces that lack characters of `string`, once for the string; returns the
    /// styles and Bold Text settings whose faces lack them.
    mutating func checkCoverage(
      _ string: AuditString, styles: [StyleFonts], needs: inout Set<ShapingNeed>
    ) -> Set<String> {
      struct Gap {
        let face: String
        let missing: [Unicode.Scalar]
        let notdef: Int
        var occurrences: [AuditFinding.Occurrence] = []
      }
      var gaps: [Gap] = []
      var uncovered: Set<String> = []
      for styleFonts in styles {
        // Each face the style may use, with the Bold Text settings it is used in.
        var faces: [(font: AuditFont, settings: Set<Bool>)] = []
        for isBold in [false, true] {
          for font in styleFonts.fonts(bold: isBold) {
            if let index = faces.firstIndex(where: { Self.faceKey($0.font) == Self.faceKey(font) })
            {
              faces[index].settings.insert(isBold)
            } else {
              faces.append((font, [isBold]))
            }
          }
        }
        for (font, settings) in faces {
          guard let measurer = measurer(for: font) else { continue }
          needs.formUnion(shapingNeeds(of: string.text, in: measurer))
          guard let coverage = measurer.coverage(of: string.text) else { continue }
          let boldText: AuditFinding.BoldText =
            settings.count == 2 ? .both : (settings.contains(true) ? .on : .off)
          for isBold in settings { uncovered.insert("\(styleFonts.style)\u{0}\(isBold)") }
          let occurrence = AuditFinding.Occurrence(
            style: styleFonts.style, boldText: boldText, face: font.face.postScriptName)
          if let index = gaps.firstIndex(where: { $0.face == font.face.postScriptName }) {
            gaps[index].occurrences.append(occurrence)
          } else {
            gaps.append(
              Gap(
                face: font.face.postScriptName, missing: coverage.missing,
                notdef: coverage.notdef, occurrences: [occurrence]))
          }
        }
      }
      guard !gaps.isEmpty else { return uncovered }
      let parts = gaps.map { gap -> String in
        let listed = gap.missing.prefix(8).map {
          "\(Character($0)) (U+\(String($0.value, radix: 16, uppercase: true).leftPadding(toLength: 4, with: "0")))"
        }
        let what =
          listed.isEmpty
          ? "shaping leaves \(gap.notdef) .notdef glyph\(gap.notdef == 1 ? "" : "s")"
          : "has no glyph for \(listed.joined(separator: ", "))"
            + (gap.missing.count > 8 ? " and \(gap.missing.count - 8) more" : "")
        return "\(gap.face) \(what) (\(Self.list(gap.occurrences, withCategory: false)))"
      }
      let occurrences = gaps.flatMap(\.occurrences)
      findings.append(
        stringFinding(
          .missingGlyphs, string: string,
          message: "\(AuditText.quoted(string.text)): \(parts.joined(separator: "; "))",
          occurrences: occurrences, needs: []))
      return uncovered
    }

    /// Reports the first category at which `string` no longer fits, per style and Bold Text
    /// setting, once for the string.
    mutating func checkTruncation(
      _ string: AuditString, styles: [StyleFonts], skipping uncovered: Set<String>,
      needs: inout Set<ShapingNeed>
    ) {
      var occurrences: [AuditFinding.Occurrence] = []
      var stringNeeds: Set<ShapingNeed> = []
      // Styles whose Bold Text face cannot be read, so that "without Bold Text" is not taken
      // to mean that the string fits with it.
      var unmeasured: [StyleName] = []
      for styleFonts in styles {
        var first: [Bool: (font: AuditFont, lines: Int)] = [:]
        for isBold in [false, true] where !uncovered.contains("\(styleFonts.style)\u{0}\(isBold)") {
          for font in styleFonts.fonts(bold: isBold) {
            guard let measurer = measurer(for: font) else {
              if isBold, first[false] != nil { unmeasured.append(styleFonts.style) }
              break
            }
            let lines = measurer.lineCount(of: string.text, width: options.width)
            if lines > options.lines {
              first[isBold] = (font, lines)
              stringNeeds.formUnion(shapingNeeds(of: string.text, in: measurer))
              break
            }
          }
        }
        let regular = first[false]
        let bold = first[true]
        func occurrence(
          _ entry: (font: AuditFont, lines: Int), boldText: AuditFinding.BoldText
        ) -> AuditFinding.Occurrence {
          AuditFinding.Occurrence(
            style: styleFonts.style, category: entry.font.size.category,
            fontScale: entry.font.size.fontScale, boldText: boldText,
            pointSize: entry.font.pointSize, lines: entry.lines,
            face: entry.font.face.postScriptName)
        }
        if let regular, let bold, regular.font.size == bold.font.size {
          occurrences.append(occurrence(regular, boldText: .both))
          continue
        }
        if let regular { occurrences.append(occurrence(regular, boldText: .off)) }
        if let bold { occurrences.append(occurrence(bold, boldText: .on)) }
      }
      needs.formUnion(stringNeeds)
      guard !occurrences.isEmpty else { return }
      let lines = occurrences.map { $0.lines ?? 0 }.max() ?? 0
      let styleCount = Set(occurrences.map(\.style)).count
      let message =
        "\(AuditText.quoted(string.text)) needs \(lines) lines of \(Self.length(options.width, inDp: options.androidFontScales != nil)) "
        + "(\(options.lines) allowed) in \(styleCount == 1 ? "" : "\(styleCount) styles: ")"
        + Self.list(occurrences, withCategory: true)
        + (unmeasured.isEmpty
          ? ""
          : "; not measured with Bold Text in \(unmeasured.map(\.description).joined(separator: ", ")), whose face cannot be read")
      findings.append(
        stringFinding(
          .truncation, string: string, message: message, occurrences: occurrences,
          needs: stringNeeds))
    }

    func stringFinding(
      _ rule: AuditRule, string: AuditString, message: String,
      occurrences: [AuditFinding.Occurrence], needs: Set<ShapingNeed>
    ) -> AuditFinding {
      let styles = Set(occurrences.map(\.style))
      let single = styles.count == 1 ? occurrences.first?.style : nil
      let categories = Set(occurrences.compactMap(\.category))
      let fontScales = Set(occurrences.compactMap(\.fontScale))
      return AuditFinding(
        severity: .error, rule: rule, path: single.map { "styles.\($0)" } ?? "styles",
        message: message, string: string, style: single,
        category: single != nil && categories.count == 1 ? categories.first : nil,
        fontScale: single != nil && fontScales.count == 1 ? fontScales.first : nil,
        occurrences: occurrences,
        boldText: AuditFinding.BoldText.combining(occurrences.map(\.boldText)),
        needsShaping: needs.sorted())
    }

    /// The occurrences for a message, one part per style, the first eight and how many more:
    /// `body from accessibility2 (31 pt); title1 from xLarge (30 pt), with Bold Text from
    /// medium (27 pt); label with Bold Text`.
    static func list(_ occurrences: [AuditFinding.Occurrence], withCategory: Bool) -> String {
      var styles: [StyleName] = []
      for occurrence in occurrences where !styles.contains(occurrence.style) {
        styles.append(occurrence.style)
      }
      func describe(_ occurrence: AuditFinding.Occurrence) -> String {
        var text = ""
        guard withCategory else { return text }
        let size: AuditSize
        if let category = occurrence.category {
          size = .category(category)
        } else if let scale = occurrence.fontScale {
          size = .fontScale(scale)
        } else {
          return text
        }
        text += "from \(size)"
        if let points = occurrence.pointSize {
          text += " (\(length(points, inDp: size.fontScale != nil)))"
        }
        return text
      }
      let parts = styles.prefix(8).map { style -> String in
        let mine = occurrences.filter { $0.style == style }
        var pieces: [String] = []
        for (index, occurrence) in mine.enumerated() {
          let label: String
          switch occurrence.boldText {
          case .both: label = ""
          case .on: label = "with Bold Text"
          case .off: label = mine.count > 1 ? "" : "without Bold Text"
          }
          let piece = [index == 0 ? style.description : "", label, describe(occurrence)]
            .filter { !$0.isEmpty }.joined(separator: " ")
          pieces.append(piece)
        }
        return pieces.joined(separator: ", ")
      }
      let more = styles.count - parts.count
      return parts.joined(separator: "; ")
        + (more > 0 ? "; and \(more) more style\(more == 1 ? "" : "s")" : "")
    }
  }
}
