import DynamicType
import OpenType
import Typeset

/// Audits a typography: its files, its glyph coverage of the app's strings, truncation,
/// minimum sizes, sizes that shrink, 200 % growth, clipped lines.
public enum Auditor {
  /// Every finding, errors first in the order of the rules.
  public static func audit(_ typography: Typography, options: AuditOptions = AuditOptions())
    -> [AuditFinding]
  {
    var context = Context(typography: typography, options: options)
    context.checkFiles()
    context.checkStyles()
    for warning in typography.warnings {
      context.add(.warning, .validation, warning.path, warning.message)
    }
    return context.findings.sorted {
      ($0.severity == .error ? 0 : 1) < ($1.severity == .error ? 0 : 1)
    }
  }

  private struct Context {
    let typography: Typography
    let options: AuditOptions
    var findings: [AuditFinding] = []
    /// Faces that could not be opened, by path and PostScript name.
    var unreadable: Set<String> = []

    init(typography: Typography, options: AuditOptions) {
      self.typography = typography
      self.options = options
    }

    mutating func add(
      _ severity: Diagnostic.Severity, _ rule: AuditRule, _ path: String, _ message: String,
      string: AuditString? = nil, style: StyleName? = nil, category: ContentSizeCategory? = nil
    ) {
      findings.append(
        AuditFinding(
          severity: severity, rule: rule, path: path, message: message, string: string,
          style: style, category: category))
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

    mutating func checkStyles() {
      let platform = options.platform
      let minimum = platform.defaultAndMinimumSize.minimum
      for style in typography.styleNames {
        let path = "styles.\(style)"
        var fonts: [(ContentSizeCategory, ResolvedFont)] = []
        var boldFonts: [ResolvedFont] = []
        for category in platform.categories {
          do {
            fonts.append(
              (
                category,
                try typography.resolve(
                  style, in: TypeEnvironment(platform: platform, category: category))
              ))
            boldFonts.append(
              try typography.resolve(
                style,
                in: TypeEnvironment(platform: platform, category: category, isBoldTextEnabled: true)
              ))
          } catch {
            add(
              .error, .validation, path, "cannot be resolved at \(category): \(error)",
              style: style, category: category)
          }
        }
        guard fonts.count == platform.categories.count else { continue }
        let atDefault = fonts.first { $0.0 == platform.defaultCategory }?.1 ?? fonts[0].1

        // Sizes are compared as they look: before normalisation, which only makes a face look
        // as large as the system font at that size.
        if atDefault.clampedPointSize < minimum {
          add(
            .error, .minimumSize, path,
            "\(NumberText.points(atDefault.clampedPointSize)) at \(platform.defaultCategory) is below \(platform.displayName)'s minimum of \(NumberText.points(minimum))",
            style: style, category: platform.defaultCategory)
        }
        for (previous, next) in zip(fonts, fonts.dropFirst())
        where next.1.clampedPointSize < previous.1.clampedPointSize {
          add(
            .error, .shrinkingSize, path,
            "shrinks from \(NumberText.points(previous.1.clampedPointSize)) at \(previous.0) to \(NumberText.points(next.1.clampedPointSize)) at \(next.0)",
            style: style, category: next.0)
        }
        if style == .textStyle(.body), let largest = fonts.last,
          largest.1.clampedPointSize < 2 * atDefault.clampedPointSize
        {
          let percent = Int(
            (largest.1.clampedPointSize / atDefault.clampedPointSize * 100).rounded())
          add(
            .error, .textResize, path,
            "reaches \(NumberText.points(largest.1.clampedPointSize)) at \(largest.0), \(percent) % of \(NumberText.points(atDefault.clampedPointSize)); WCAG 1.4.4 asks for 200 %",
            style: style, category: largest.0)
        }
        checkClipping(style, fonts: fonts, path: path)
        checkStrings(style, fonts: fonts, boldFonts: boldFonts, path: path)
      }
    }

    mutating func checkClipping(
      _ style: StyleName, fonts: [(ContentSizeCategory, ResolvedFont)], path: String
    ) {
      for (category, font) in fonts {
        guard
          let face = try? typography.openFace(for: font),
          face.unitsPerEm > 0
        else { continue }
        let extent = face.lineExtent(atPointSize: font.pointSize)
        if font.lineHeight + 0.01 < extent {
          add(
            .warning, .clippedLines, path,
            "line height \(NumberText.points(font.lineHeight)) at \(category) is less than \(font.face.postScriptName)'s ascender + descender (\(NumberText.points(extent))): tall glyphs are clipped",
            style: style, category: category)
          return
        }
      }
    }

    mutating func checkStrings(
      _ style: StyleName, fonts: [(ContentSizeCategory, ResolvedFont)], boldFonts: [ResolvedFont],
      path: String
    ) {
      guard !options.strings.isEmpty else { return }
      // Coverage: every face the style may use, with and without Bold Text.
      var seenFaces: Set<String> = []
      for font in fonts.map(\.1) + boldFonts {
        let key = font.face.resolvedPath + "\u{0}" + font.face.postScriptName
        guard !unreadable.contains(key), seenFaces.insert(key).inserted,
          let measurer = try? TextMeasurer(font: font, library: typography.fonts)
        else { continue }
        for string in options.strings {
          let missing = measurer.missingCharacters(in: string.text)
          guard !missing.isEmpty else { continue }
          let listed = missing.prefix(8).map {
            "\(Character($0)) (U+\(String($0.value, radix: 16, uppercase: true).leftPadding(toLength: 4, with: "0")))"
          }
          add(
            .error, .missingGlyphs, path,
            "\(font.face.postScriptName) has no glyph for \(listed.joined(separator: ", "))\(missing.count > 8 ? " and \(missing.count - 8) more" : "") in \"\(string.text.prefix(40))\"",
            string: string, style: style)
        }
      }
      // Truncation: the first category at which each string needs more lines.
      for string in options.strings {
        for (category, font) in fonts {
          guard let measurer = try? TextMeasurer(font: font, library: typography.fonts) else {
            break
          }
          let lines = measurer.lines(of: string.text, width: options.width).count
          if lines > options.lines {
            add(
              .error, .truncation, path,
              "\"\(string.text.prefix(40))\" needs \(lines) lines of \(NumberText.points(options.width)) at \(category) (\(NumberText.points(font.pointSize))); \(options.lines) allowed",
              string: string, style: style, category: category)
            break
          }
        }
      }
    }
  }
}
