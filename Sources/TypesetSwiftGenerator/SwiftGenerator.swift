import DynamicType
import Typeset

/// Swift source with a type-safe accessor for every style of a typography, the typography
/// embedded so that nothing is read at run time, and thin UIKit and SwiftUI conveniences.
///
/// For a typography with a custom `price` style, the generated file reads:
///
/// ```swift
/// public enum BrandTypography {
///   public enum Style: String, CaseIterable, Hashable, Sendable { case largeTitle, …, price }
///   public static let typography: Typography
///   public static func font(_ style: Style, in environment: TypeEnvironment = …) throws(ResolutionError) -> ResolvedFont
///   public static func body(in environment: TypeEnvironment = …) throws(ResolutionError) -> ResolvedFont
///   public static func price(in environment: TypeEnvironment = …) throws(ResolutionError) -> ResolvedFont
/// }
/// ```
///
/// The accessors resolve with the platform the code runs on (`platform`: macOS, tvOS, watchOS,
/// iOS, and on visionOS ``visionOSPlatform(of:)``'s choice), and the
/// embedded typography keeps its `platforms` entries, so sizes follow the engine's per-platform
/// rule: a style's iOS size scaled by Apple's ratio, or the file's own value for the platform.
/// The style summaries in the generated comments give the iOS values.
///
/// The file imports only `Typeset` (and `UIKit` or `SwiftUI` inside `#if canImport`), calls only
/// public API, and compiles in the Swift 6 language mode.
public enum SwiftGenerator {
  /// What the source is generated with.
  public struct Options: Sendable {
    /// The name of the generated type, such as `BrandTypography`; see
    /// ``SwiftGenerator/defaultTypeName(forFile:)``.
    public var typeName: String
    /// `public` or `internal`.
    public var accessLevel: String
    /// The typography file's name, for the header comment.
    public var source: String?
    /// The bundle the app finds the typography's font files in at run time.
    public var fontBundle: FontBundle

    /// Where the generated code finds the typography's font files at run time: in the bundle
    /// they were built into, by file name, never at a path of the build machine.
    public enum FontBundle: String, CaseIterable, Sendable {
      /// `Bundle.main`: the app's own bundle (an Xcode app target's resources).
      case main
      /// `Bundle.module`: the resource bundle of the Swift package target the file is
      /// generated for (its `resources:` in Package.swift).
      case module
    }

    /// Options for a public type, by default ``SwiftGenerator/fallbackTypeName``.
    public init(
      typeName: String = SwiftGenerator.fallbackTypeName, accessLevel: String = "public",
      source: String? = nil, fontBundle: FontBundle = .main
    ) {
      self.fontBundle = fontBundle
      self.typeName = typeName
      self.accessLevel = accessLevel
      self.source = source
    }
  }

  /// The Swift identifier for a style: its key when that is an identifier, else the words of
  /// the key in lower camel case (`Price Tag` → `priceTag`, `2xl` → `style2xl`), with keywords
  /// in backticks.
  public static func identifier(for style: StyleName) -> String {
    switch style {
    case .textStyle(let textStyle): return textStyle.uiKitName
    case .custom(let name):
      // One word of ASCII letters, digits and `_` that starts lower-case or with `_` is its own
      // identifier (most names): no words to find.
      if let first = name.utf8.first, (0x61...0x7A).contains(first) || first == 0x5F,
        name.allBytesAreASCII(where: { $0.isASCIILetterOrDigit || $0 == 0x5F })
      {
        return name
      }
      var words: [String] = []
      var current = ""
      for character in name {
        if character.isLetter || character.isNumber || character == "_" {
          current.append(character)
        } else if !current.isEmpty {
          words.append(current)
          current = ""
        }
      }
      if !current.isEmpty { words.append(current) }
      var identifier = ""
      for (index, word) in words.enumerated() {
        if index == 0 {
          identifier += word.prefix(1).lowercased() + word.dropFirst()
        } else {
          identifier += word.prefix(1).uppercased() + word.dropFirst()
        }
      }
      if identifier.isEmpty { identifier = "style" }
      if let first = identifier.first, first.isNumber { identifier = "style" + identifier }
      return identifier
    }
  }

  /// Names the generated type already uses for its own members.
  static let reservedMembers: Set<String> = [
    "font", "typography", "json", "platform", "environment", "uiFont", "swiftUIFont", "Style",
    "fontBundle",
    "init", "self", "Type", "Protocol", "allCases", "rawValue", "name",
  ]

  static let keywords: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
    "init", "inout", "internal", "let", "open", "operator", "private", "precedencegroup",
    "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
    "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for",
    "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as",
    "await", "false", "is", "nil", "super", "throws", "true", "try", "some", "any",
  ]

  /// The identifiers of every style, unique (by ``GeneratedNames``' rule: the later style gets
  /// a number, with a warning) and clear of the generated type's own members (`font` becomes
  /// `fontStyle`).
  public static func identifiers(for typography: Typography) -> GeneratedNames<StyleName> {
    GeneratedNames(
      styles: typography, kind: "Swift case", reserved: reservedMembers,
      base: { name in
        let identifier = identifier(for: name)
        return reservedMembers.contains(identifier) ? identifier + "Style" : identifier
      },
      numbered: { "\($0)\($1)" })
  }

  /// The source file.
  ///
  /// - Throws: `ResolutionError` when a style does not resolve on iOS (for its documentation).
  public static func source(for typography: Typography, options: Options = Options())
    throws(ResolutionError) -> String
  {
    let names = typography.styleNames
    let identifiers = identifiers(for: typography).names
    func escaped(_ identifier: String) -> String {
      keywords.contains(identifier) ? "`\(identifier)`" : identifier
    }
    let access = options.accessLevel == "internal" ? "" : options.accessLevel + " "
    let type = options.typeName
    var s = "// Generated by typeset-cli \(TypesetPackage.version)"
    if let source = options.source { s += " from \(source)" }
    s +=
      ". Do not edit: change the\n// typography file and run `typeset-cli generate … --swift` again.\n\n"
    s += """
      import DynamicType
      import Typeset

      /// The app's typography: a type-safe accessor for every style, resolved by the Typeset engine
      /// from the typography embedded below (no file is read at run time).
      ///
      /// ```swift
      /// let body = try \(type).body(in: TypeEnvironment(category: .accessibility3))
      /// body.face.postScriptName  // the face to draw with
      /// body.pointSize             // the size at AX3
      /// ```
      \(access)enum \(type) {
        /// A style of the typography; the raw value is its key in the typography file.
        \(access)enum Style: String, CaseIterable, Hashable, Sendable {

      """
    for name in names {
      let font = try typography.resolve(name, in: TypeEnvironment())
      s += "    /// \(summary(name, font))\n"
      s += documentationComment(typography.styles[name], indent: "    ")
      let identifier = identifiers[name]!
      if identifier == name.description {
        s += "    case \(escaped(identifier))\n"
      } else {
        s += "    case \(escaped(identifier)) = \(swiftString(name.description))\n"
      }
    }
    s += "\n    /// The style's name in the typography.\n"
    s += "    \(access)var name: StyleName {\n      switch self {\n"
    for name in names {
      let value: String
      switch name {
      case .textStyle(let style): value = ".textStyle(.\(style.rawValue))"
      case .custom(let custom): value = ".custom(\(swiftString(custom)))"
      }
      s += "      case .\(escaped(identifiers[name]!)): \(value)\n"
    }
    s += "      }\n    }\n  }\n\n"

    s +=
      "  /// The typography, compiled from the typography file and its fonts when this file was\n"
    s += "  /// generated: constructing it reads no file and runs no check, and it cannot fail.\n"
    s +=
      "  \(access)static let typography = \(try compiledTypography(typography, indent: "  "))\n\n"

    let visionOS = visionOSPlatform(of: typography)
    for line in commentLines(
      "The platform whose tables apply where the code runs. \(visionOS.comment)", width: 94)
    {
      s += "  /// \(line)\n"
    }
    s += """
        \(access)static var platform: Platform {
          #if os(watchOS)
            .watchOS
          #elseif os(tvOS)
            .tvOS
          #elseif os(macOS)
            .macOS
          #elseif os(visionOS)
            .\(visionOS.platform)
          #else
            .iOS
          #endif
        }

        /// Resolves a style: the face, point size, line height and tracking in an environment.
        ///
        /// - Throws: ``ResolutionError`` when the platform's table lacks a value the style needs.
        \(access)static func font(
          _ style: Style, in environment: TypeEnvironment = TypeEnvironment(platform: platform)
        ) throws(ResolutionError) -> ResolvedFont {
          try typography.resolve(style.name, in: environment)
        }

      """
    for name in names {
      let identifier = escaped(identifiers[name]!)
      let font = try typography.resolve(name, in: TypeEnvironment())
      s += "\n  /// \(summary(name, font))\n"
      s += documentationComment(typography.styles[name], indent: "  ")
      s += """
          ///
          /// - Throws: ``ResolutionError`` when the platform's table lacks a value the style needs.
          \(access)static func \(identifier)(
            in environment: TypeEnvironment = TypeEnvironment(platform: platform)
          ) throws(ResolutionError) -> ResolvedFont {
            try font(.\(identifier), in: environment)
          }

        """
    }
    s += "}\n"
    s += bundleExtras(type: type, access: access, fontBundle: options.fontBundle)
    s += uiKitExtras(type: type, access: access)
    s += swiftUIExtras(type: type, access: access)
    return s
  }

  static func summary(_ name: StyleName, _ font: ResolvedFont) -> String {
    var text = "`\(name)`"
    if case .custom = name { text += " (relative to \(font.relativeTo.uiKitName))" }
    text +=
      ": \(font.face.postScriptName), \(NumberText.points(font.pointSize)) on \(NumberText.points(font.lineHeight)) at large"
    text += " on iOS, \(font.scaling.name) scaling."
    return text
  }

  /// The style's `description` as a paragraph of a documentation comment (after an empty
  /// comment line), or nothing. Control characters are shown escaped, so that a line break in
  /// the text cannot end the comment and put the rest into the code.
  static func documentationComment(_ definition: StyleDefinition?, indent: String) -> String {
    guard let documentation = definition?.documentation else { return "" }
    let lines = commentLines(ShownText.line(documentation), width: 94 - indent.count)
    return "\(indent)///\n" + lines.map { "\(indent)/// \($0)\n" }.joined()
  }

  static func swiftString(_ text: String) -> String {
    ScalarEscaping.escape(text, quote: "\"") { scalar in
      ScalarEscaping.backslashEscape(scalar)
        ?? (scalar.value < 0x20 ? ScalarEscaping.swiftEscape(scalar, uppercase: false) : nil)
    }
  }

  static func bundleExtras(type: String, access: String, fontBundle: Options.FontBundle)
    -> String
  {
    let bundle = fontBundle == .module ? "Bundle.module" : "Bundle.main"
    let where_ =
      fontBundle == .module
      ? "the resources of the Swift package target this file was generated for"
      : "the app's own bundle"
    return """

      #if canImport(Foundation)
        import Foundation

        extension \(type) {
          /// The bundle the typography's font files were built into: `\(bundle)`, \(where_).
          /// The fonts are found there by file name (`Fonts/Brand-Regular.ttf` in its `Fonts`
          /// folder or at its top level), never at a path of the build machine. Register them
          /// once at launch, before any font is created (TypesetCoreText):
          ///
          /// ```swift
          /// try FontRegistration.register(\(type).typography, in: \(type).fontBundle)
          /// ```
          \(access)static var fontBundle: Bundle { \(bundle) }
        }
      #endif

      """
  }

  static func uiKitExtras(type: String, access: String) -> String {
    """

    #if canImport(UIKit) && !os(watchOS)
      import UIKit

      extension \(type) {
        /// The environment of a trait collection: its text size, Bold Text and display scale.
        @MainActor
        \(access)static func environment(for traits: UITraitCollection) -> TypeEnvironment {
          var environment = TypeEnvironment(platform: platform)
          environment.category =
            ContentSizeCategory(parsing: traits.preferredContentSizeCategory.rawValue) ?? .large
          environment.isBoldTextEnabled = traits.legibilityWeight == .bold
          if traits.displayScale > 0 { environment.displayScale = Double(traits.displayScale) }
          return environment
        }

        /// A `UIFont` for a style at a trait collection's text size, or `nil` when the style does
        /// not resolve or its face is not registered with the app. The font does not follow later
        /// changes by itself; TypesetUIKit does that.
        @MainActor
        \(access)static func uiFont(
          _ style: Style, compatibleWith traits: UITraitCollection = .current
        ) -> UIFont? {
          guard let resolved = try? font(style, in: environment(for: traits)) else { return nil }
          return UIFont(name: resolved.face.postScriptName, size: CGFloat(resolved.pointSize))
        }
      }
    #endif

    """
  }

  static func swiftUIExtras(type: String, access: String) -> String {
    """

    #if canImport(SwiftUI)
      import SwiftUI

      extension \(type) {
        /// A SwiftUI font for a style at a Dynamic Type size, or `nil` when the style does not
        /// resolve. The size is already scaled, so the font is `Font.custom(_:fixedSize:)`.
        @available(iOS 15, macOS 12, tvOS 15, watchOS 8, *)
        \(access)static func swiftUIFont(
          _ style: Style, dynamicTypeSize: DynamicTypeSize, boldText: Bool = false
        ) -> Font? {
          var environment = TypeEnvironment(platform: platform, isBoldTextEnabled: boldText)
          switch dynamicTypeSize {
          case .xSmall: environment.category = .xSmall
          case .small: environment.category = .small
          case .medium: environment.category = .medium
          case .large: environment.category = .large
          case .xLarge: environment.category = .xLarge
          case .xxLarge: environment.category = .xxLarge
          case .xxxLarge: environment.category = .xxxLarge
          case .accessibility1: environment.category = .accessibility1
          case .accessibility2: environment.category = .accessibility2
          case .accessibility3: environment.category = .accessibility3
          case .accessibility4: environment.category = .accessibility4
          case .accessibility5: environment.category = .accessibility5
          @unknown default: environment.category = .large
          }
          guard let resolved = try? font(style, in: environment) else { return nil }
          return Font.custom(resolved.face.postScriptName, fixedSize: CGFloat(resolved.pointSize))
        }

        /// Sets the font of a view to a style at the environment's Dynamic Type size and Bold
        /// Text setting.
        @available(iOS 15, macOS 12, tvOS 15, watchOS 8, *)
        \(access)struct StyleModifier: ViewModifier {
          let style: Style
          @Environment(\\.dynamicTypeSize) private var dynamicTypeSize
          @Environment(\\.legibilityWeight) private var legibilityWeight

          /// The view with the style's font.
          \(access)func body(content: Content) -> some View {
            content.font(
              \(type).swiftUIFont(
                style, dynamicTypeSize: dynamicTypeSize, boldText: legibilityWeight == .bold))
          }
        }
      }

      @available(iOS 15, macOS 12, tvOS 15, watchOS 8, *)
      extension View {
        /// Sets the font to a style of ``\(type)``.
        \(access)func typesetStyle(_ style: \(type).Style) -> some View {
          modifier(\(type).StyleModifier(style: style))
        }
      }
    #endif

    """
  }
  /// A sentence cut at spaces into lines of at most `width` characters (a word longer than
  /// that stays whole on its own line).
  static func commentLines(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      if !line.isEmpty && line.count + 1 + word.count > width {
        lines.append(line)
        line = ""
      }
      line += line.isEmpty ? String(word) : " " + word
    }
    if !line.isEmpty { lines.append(line) }
    return lines
  }

  /// The platform the generated code resolves with on visionOS: `visionOS` when every style
  /// resolves there at every category, with and without Bold Text (Apple has published no
  /// visionOS table, so that takes the file's `platforms.visionOS` values or scalings that need
  /// no table); `iOS` otherwise, whose table the visionOS text sizes follow. Decided when the
  /// file is generated, so that the app never meets a style that does not resolve.
  ///
  /// - Returns: The platform, and a sentence for the generated comment saying why.
  public static func visionOSPlatform(of typography: Typography) -> (
    platform: Platform, comment: String
  ) {
    for style in typography.styleNames {
      for category in Platform.visionOS.categories {
        for boldText in [false, true] {
          let environment = TypeEnvironment(
            platform: .visionOS, category: category, isBoldTextEnabled: boldText)
          if (try? typography.resolve(style, in: environment)) == nil {
            return (
              .iOS,
              "On visionOS, iOS's: `\(style)` does not resolve with visionOS's own values"
                + " (Apple has published no visionOS table)."
            )
          }
        }
      }
    }
    return (
      .visionOS,
      "On visionOS, visionOS's: every style resolves with the values the file gives for it."
    )
  }
}
