// The UIKit adapter in a UIKit process: the method exchanges of the app-wide install, the
// appearance proxies, and fonts at other categories and with Bold Text, each compared with
// what the engine resolves for the same request. Runs only on an Apple simulator
// (.github/workflows/apple.yml); Linux checks the same code against fakes
// (Tests/TypesetUIKitHarnessTests) and against stub frameworks (Scripts/typecheck-adapters.sh).

#if canImport(UIKit) && !os(watchOS)
  import DynamicType
  import Testing
  import Typeset
  import TypesetUIKit
  import UIKit

  /// One serialized suite: the install and the appearance proxies are process-wide.
  @MainActor @Suite(.serialized) struct UIKitSmokeTests {
    /// Georgia (regular, bold, italic): a family every iOS, tvOS and visionOS simulator has, so
    /// the test registers no font file.
    static let typography = Typography(
      compiledFamilies: [
        FontFamily(
          name: "Georgia",
          faces: [
            FontFace(file: "Georgia.ttf", postScriptName: "Georgia", weight: .regular),
            FontFace(file: "Georgia Bold.ttf", postScriptName: "Georgia-Bold", weight: .bold),
            FontFace(
              file: "Georgia Italic.ttf", postScriptName: "Georgia-Italic", weight: .regular,
              isItalic: true),
          ])
      ],
      defaults: StyleDefinition(family: "Georgia"),
      styles: [:],
      faceMetrics: [:])

    init() {
      AppTypography.uninstall()
    }

    static func traits(_ category: UIContentSizeCategory, bold: Bool = false)
      -> UITraitCollection
    {
      UITraitCollection(traitsFrom: [
        UITraitCollection(preferredContentSizeCategory: category),
        UITraitCollection(legibilityWeight: bold ? .bold : .regular),
      ])
    }

    /// What the engine resolves for a text style in a trait collection.
    static func expected(_ style: TextStyle, _ traits: UITraitCollection) throws -> ResolvedFont {
      try typography.resolve(.textStyle(style), in: TypeEnvironment(traitCollection: traits))
    }

    @Test func typographyFontsAreTheBrandFaceAtTheEngineSize() throws {
      for category in [UIContentSizeCategory.large, .accessibilityExtraExtraExtraLarge] {
        for bold in [false, true] {
          let traits = Self.traits(category, bold: bold)
          let font = try Self.typography.uiFont(for: .body, compatibleWith: traits)
          let expected = try Self.expected(.body, traits)
          #expect(font.fontName == expected.face.postScriptName, "\(category) bold \(bold)")
          #expect(abs(Double(font.pointSize) - expected.pointSize) < 0.01)
        }
      }
    }

    @Test func installReplacesPreferredAndSystemFonts() throws {
      AppTypography.install(Self.typography)
      defer { AppTypography.uninstall() }
      let traits = Self.traits(.accessibilityMedium)
      let preferred = UIFont.preferredFont(forTextStyle: .headline, compatibleWith: traits)
      let expected = try Self.expected(.headline, traits)
      #expect(preferred.fontName == expected.face.postScriptName)
      #expect(abs(Double(preferred.pointSize) - expected.pointSize) < 0.01)
      #expect(UIFont.systemFont(ofSize: 15).familyName == "Georgia")
      #expect(UIFont.boldSystemFont(ofSize: 15).fontName == "Georgia-Bold")
      // Monospaced system fonts are never replaced.
      let monospaced = UIFont.monospacedSystemFont(ofSize: 15, weight: .regular)
      #expect(monospaced.familyName != "Georgia")
    }

    @Test func uninstallRestoresTheSystemFont() {
      AppTypography.install(Self.typography)
      AppTypography.uninstall()
      #expect(UIFont.preferredFont(forTextStyle: .body).familyName != "Georgia")
      #expect(UIFont.systemFont(ofSize: 15).familyName != "Georgia")
    }

    @Test func labelsFromCodeGetTheBrandFont() {
      AppTypography.install(Self.typography)
      defer { AppTypography.uninstall() }
      let label = UILabel()
      label.font = .preferredFont(forTextStyle: .body)
      label.adjustsFontForContentSizeCategory = true
      #expect(label.font.familyName == "Georgia")
    }

    /// A storyboard label's attributed text: each run's system font becomes the typography's
    /// face for its usage, not one font for all of the text.
    @Test func attributedRunsKeepTheirWeightAndSlant() throws {
      // UIKit's own system fonts, as a xib decodes them (made before the install).
      let regular = UIFont.systemFont(ofSize: 17)
      let bold = UIFont.boldSystemFont(ofSize: 17)
      let italic = UIFont.italicSystemFont(ofSize: 17)
      AppTypography.install(Self.typography)
      defer { AppTypography.uninstall() }
      let text = NSMutableAttributedString(string: "Plain ", attributes: [.font: regular])
      text.append(NSAttributedString(string: "bold ", attributes: [.font: bold]))
      text.append(NSAttributedString(string: "italic", attributes: [.font: italic]))
      let label = UILabel()
      label.font = regular
      label.attributedText = text
      label.awakeFromNib()
      func font(at index: Int) -> UIFont? {
        label.attributedText?.attribute(.font, at: index, effectiveRange: nil) as? UIFont
      }
      #expect(font(at: 0)?.fontName == "Georgia")
      #expect(font(at: 6)?.fontName == "Georgia-Bold")
      #expect(font(at: 11)?.fontName == "Georgia-Italic")
    }

    /// The app's own standard navigation bar appearance keeps its attributes under the install.
    @Test func navigationBarKeepsTheAppsStandardAppearance() throws {
      let key = NSAttributedString.Key(rawValue: "TypesetSmokeAttribute")
      let own = UINavigationBarAppearance()
      own.titleTextAttributes = [key: "brand"]
      let proxy = UINavigationBar.appearance()
      proxy.standardAppearance = own
      defer { proxy.standardAppearance = UINavigationBarAppearance() }
      AppTypography.install(Self.typography)
      defer { AppTypography.uninstall() }
      let attributes = proxy.standardAppearance.titleTextAttributes
      #expect(attributes[key] as? String == "brand")
      #expect((attributes[.font] as? UIFont)?.familyName == "Georgia")
    }

    /// Replaced preferred fonts that apps handle further (issue 35): scaled again by
    /// `UIFontMetrics` (UIKit raises for a font it scaled, which the replacement is; the
    /// install's exchanged `scaledFont(for:…)` hands UIKit a fresh copy), and the bold variant
    /// of a replaced descriptor (UIFontDescriptor.h: nil "if none found in the system"; the
    /// install answers with the family's bold face).
    @Test func replacedPreferredFontsCanBeScaledAndMadeBold() throws {
      AppTypography.install(Self.typography)
      defer { AppTypography.uninstall() }
      let preferred = UIFont.preferredFont(forTextStyle: .body)
      let rescaled = UIFontMetrics(forTextStyle: .body).scaledFont(
        for: preferred, compatibleWith: nil)
      #expect(rescaled.familyName == "Georgia")
      let boldDescriptor = preferred.fontDescriptor.withSymbolicTraits(.traitBold)
      #expect(boldDescriptor != nil)
      if let boldDescriptor {
        #expect(UIFont(descriptor: boldDescriptor, size: 0).fontName == "Georgia-Bold")
      }
    }

    @Test func appearanceProxiesGetTheBrandFont() throws {
      AppTypography.install(Self.typography)
      defer { AppTypography.uninstall() }
      let bar = UINavigationBar.appearance()
      let title = try #require(bar.titleTextAttributes?[.font] as? UIFont)
      #expect(title.familyName == "Georgia")
      let standard = try #require(bar.standardAppearance.titleTextAttributes[.font] as? UIFont)
      #expect(standard.familyName == "Georgia")
    }
  }
#endif
