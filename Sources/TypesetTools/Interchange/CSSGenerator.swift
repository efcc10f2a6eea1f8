import DynamicType
import Typeset
import TypesetSwiftGenerator

/// A stylesheet for web content shown inside an app (a `WKWebView`), whose text follows the
/// user's Dynamic Type size along the typography's own curves.
///
/// The root element's font size is the body size at the user's text size, and every style's
/// size, line height, letter spacing and weight is a function of it:
///
/// - In WebKit, `font: -apple-system-body` sets the root to the system body size at the user's
///   category (17 px at large, 53 px at AX5 on iOS).
/// - Elsewhere the root is `17px × env(preferred-text-scale)` (the operating system's text scale,
///   where the browser exposes it), or `17px × --typeset-text-scale` when the page sets that
///   custom property (an in-app text size setting).
/// - Each class computes its values from `1rem` with a piecewise-linear `calc()` through the
///   engine's values at the twelve categories, keyed by iOS's body sizes (14 … 53 px): at each
///   category the result is exactly what `Typography.resolve(_:in:)` gives on
///   iOS; between them it interpolates.
/// - For an in-app text size, the page sets the root element's `font-size` to the body size of
///   the chosen category (an inline style wins over the stylesheet).
/// - Bold Text is not visible to web content; the app adds the class `typeset-bold-text` to the
///   root element when `UIAccessibility.isBoldTextEnabled`, and the weights follow the engine's
///   Bold Text faces.
///
/// ```css
/// .typeset-body {
///   font-family: "Serif"; font-style: normal;
///   font-size: calc(15px + clamp(0px, 1rem - 14px, 1px) * 1 / 1 + …);
///   line-height: calc(…); letter-spacing: calc(…); font-weight: 400;
/// }
/// ```
public enum CSSGenerator {
  /// What the stylesheet is generated with.
  public struct Options: Sendable {
    /// The prefix of the class names: `typeset-` gives `.typeset-body`.
    public var classPrefix: String
    /// A URL prefix for the font files in `@font-face` rules: with `fonts/`, a face whose file
    /// is `Fonts/Serif-Bold.ttf` loads from `fonts/Serif-Bold.ttf`. `nil` uses the path written
    /// in the typography file.
    public var fontBaseURL: String?
    /// The typography file's name, for the header comment.
    public var source: String?

    /// Options with the `typeset-` prefix and font paths as written in the typography file.
    public init(classPrefix: String = "typeset-", fontBaseURL: String? = nil, source: String? = nil)
    {
      self.classPrefix = classPrefix
      self.fontBaseURL = fontBaseURL
      self.source = source
    }
  }

  /// The class name of a style on its own: the prefix and the style's key, with ASCII
  /// characters a class name cannot hold (spaces, punctuation) replaced by `-`. Letters and
  /// digits of other scripts are kept (`価格` → `typeset-価格`; CSS identifiers take any
  /// character from U+0080 up, and the stylesheet escapes them in selectors); a key with no
  /// letter or digit at all becomes `style`. ``classNames(for:prefix:)`` makes the names of a
  /// typography unique.
  public static func className(for style: StyleName, prefix: String = "typeset-") -> String {
    let key = style.description
    // Most keys are ASCII letters, digits, `-` and `_` already: used as they are.
    if key.allBytesAreASCII(where: { $0.isASCIILetterOrDigit || $0 == 0x2D || $0 == 0x5F }),
      !key.allBytesAreASCII(where: { $0 == 0x2D || $0 == 0x5F })
    {
      return prefix + key
    }
    guard key.contains(where: { $0.isLetter || $0.isNumber }) else { return prefix + "style" }
    return prefix
      + String(
        key.map {
          guard $0.isASCII else { return $0.isLetter || $0.isNumber ? $0 : "-" }
          return $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "-"
        })
  }

  /// The class names of every style of a typography, unique by `GeneratedNames`' rule
  /// (`"a b"` and `"a-b"` both give `typeset-a-b`; the later style in the typography's order
  /// becomes `typeset-a-b-2`, with a warning).
  public static func classNames(for typography: Typography, prefix: String = "typeset-")
    -> GeneratedNames<StyleName>
  {
    GeneratedNames(
      styles: typography, kind: "CSS class", base: { className(for: $0, prefix: prefix) },
      numbered: { "\($0)-\($1)" })
  }

  /// A class name as a selector: `.` and the name, with every character outside ASCII written
  /// as a CSS escape (`\4FA1 `), so the stylesheet matches whatever encoding it is read in.
  static func selector(forClass name: String) -> String {
    var selector = "."
    for scalar in name.unicodeScalars {
      if scalar.isASCII {
        selector.unicodeScalars.append(scalar)
      } else {
        selector += "\\" + String(scalar.value, radix: 16, uppercase: true) + " "
      }
    }
    return selector
  }

  /// The stylesheet.
  ///
  /// - Throws: `ResolutionError` when a style does not resolve on iOS.
  public static func stylesheet(for typography: Typography, options: Options = Options())
    throws(ResolutionError) -> String
  {
    let categories = Platform.iOS.categories
    let bodySizes = categories.map { Platform.iOS.metrics(for: .body, at: $0)?.pointSize ?? 17 }
    var css = "/* Generated by typeset-cli \(TypesetPackage.version)"
    if let source = options.source { css += " from \(source)" }
    css += ". Do not edit: change the typography\n"
    css += "   file and run `typeset-cli generate … --css`.\n\n"
    css += "   Sizes follow the user's Dynamic Type size: WebKit sets the root font size to the\n"
    css += "   system body size (font: -apple-system-body); other browsers use 17px times\n"
    css += "   env(preferred-text-scale), or --typeset-text-scale when the page sets it. Each\n"
    css +=
      "   class is exact at iOS's twelve body sizes (\(bodySizes.map { JSONText.number($0) }.joined(separator: ", ")) px)\n"
    css += "   and interpolates between them. Add the class typeset-bold-text to the root element\n"
    css += "   when Bold Text is on. For an in-app text size, set the root element's font-size\n"
    css += "   to the body size of the chosen category (an inline style wins). */\n\n"

    for family in typography.families {
      for face in family.faces {
        css += fontFace(face, family: family.name, options: options)
      }
    }
    css += """
      :root {
        font-size: calc(17px * var(--typeset-text-scale, env(preferred-text-scale, 1)));
        font: -apple-system-body;
      }


      """
    let classes = classNames(for: typography, prefix: options.classPrefix).names
    let largeIndex = categories.firstIndex(of: .large) ?? 0
    let knots = Knots(bodySizes)
    // The values at the twelve categories, in arrays reused from style to style, filled by
    // plain loops (a key path's `map` costs several times as much in a debug build, and
    // 20,000 styles have 120,000 of them).
    var weights: [Double] = []
    var sizes: [Double] = []
    var lineHeights: [Double] = []
    var trackings: [Double] = []
    var boldWeights: [Double] = []
    for name in typography.styleNames {
      weights.removeAll(keepingCapacity: true)
      sizes.removeAll(keepingCapacity: true)
      lineHeights.removeAll(keepingCapacity: true)
      trackings.removeAll(keepingCapacity: true)
      boldWeights.removeAll(keepingCapacity: true)
      var large: ResolvedFont?
      for index in categories.indices {
        let category = categories[index]
        let regular = try typography.resolve(name, in: TypeEnvironment(category: category))
        let bold = try typography.resolve(
          name, in: TypeEnvironment(category: category, isBoldTextEnabled: true))
        if index == largeIndex { large = regular }
        weights.append(regular.face.weight)
        sizes.append(regular.pointSize)
        lineHeights.append(regular.lineHeight)
        trackings.append(regular.tracking)
        boldWeights.append(bold.face.weight)
      }
      guard let large else { continue }
      let selector = Self.selector(forClass: classes[name] ?? className(for: name))
      css +=
        "/* "
        + commentText(
          "\(name): \(large.face.family) \(NumberText.points(large.pointSize)) on \(NumberText.points(large.lineHeight)) at large, "
            + "\(large.scaling.name) relative to \(large.relativeTo.uiKitName)."
            + (typography.styles[name]?.documentation.map { " " + ShownText.line($0) } ?? ""))
        + " */\n"
      css += selector
      css += " {\n  font-family: "
      css += quoted(large.face.family)
      css += ";\n  font-style: "
      css += large.face.isItalic ? "italic" : "normal"
      css += ";\n  font-weight: "
      appendPiecewise(knots, weights, unit: "", to: &css)
      css += ";\n  font-size: "
      appendPiecewise(knots, sizes, unit: "px", to: &css)
      css += ";\n  line-height: "
      appendPiecewise(knots, lineHeights, unit: "px", to: &css)
      css += ";\n  letter-spacing: "
      appendPiecewise(knots, trackings, unit: "px", to: &css)
      css += ";\n}\n"
      if boldWeights != weights {
        css += ":root.typeset-bold-text "
        css += selector
        css += " {\n  font-weight: "
        appendPiecewise(knots, boldWeights, unit: "", to: &css)
        css += ";\n}\n"
      }
      css += "\n"
    }
    return css
  }

  private static func fontFace(_ face: FontFace, family: String, options: Options) -> String {
    var url = face.file
    if let base = options.fontBaseURL {
      let name = face.file.split(separator: "/").last.map(String.init) ?? face.file
      url = base.isEmpty || base.hasSuffix("/") ? base + name : base + "/" + name
    }
    let lowercased = url.lowercased()
    let format =
      lowercased.hasSuffix(".otf")
      ? " format(\"opentype\")"
      : lowercased.hasSuffix(".ttf")
        ? " format(\"truetype\")"
        : lowercased.hasSuffix(".woff2")
          ? " format(\"woff2\")"
          : lowercased.hasSuffix(".woff") ? " format(\"woff\")" : ""
    var weight = JSONText.number(Double(face.weight.rawValue))
    if let axis = face.weightAxis {
      weight =
        JSONText.number(axis.minimum) + " " + JSONText.number(axis.maximum)
    }
    return """
      @font-face {
        font-family: \(quoted(family));
        src: local(\(quoted(face.postScriptName))), url(\(quoted(url)))\(format);
        font-weight: \(weight);
        font-style: \(face.isItalic ? "italic" : "normal");
      }


      """
  }

  /// The root font sizes at which a piecewise value is exact, with the text of each interval
  /// between two of them, made once for a stylesheet rather than once for every value.
  struct Knots {
    /// The sizes, in px.
    let sizes: [Double]
    /// `clamp(0px, 1rem - 14px, 1px)` for each interval: the length of the root size past
    /// the interval's start, up to the interval's length.
    let clamps: [String]
    /// The length of each interval, as written.
    let runs: [String]

    init(_ sizes: [Double]) {
      self.sizes = sizes
      var clamps: [String] = []
      var runs: [String] = []
      for index in 0..<(sizes.count - 1) {
        let run = JSONText.number(sizes[index + 1] - sizes[index])
        clamps.append("clamp(0px, 1rem - \(JSONText.number(sizes[index]))px, \(run)px)")
        runs.append(run)
      }
      self.clamps = clamps
      self.runs = runs
    }
  }

  /// Appends a CSS value that is `values[i]` when the root font size is `knots.sizes[i]` px,
  /// linear between knots and constant beyond the ends:
  /// `y₀ + Σ clamp(0px, 1rem − xᵢ, xᵢ₊₁ − xᵢ) × Δy / Δx`.
  static func appendPiecewise(
    _ knots: Knots, _ values: [Double], unit: String, to output: inout String
  ) {
    // Four decimals of a pixel are far below what a browser renders, and keep the float noise
    // of the engine's ratios out of the stylesheet.
    func rounded(_ value: Double) -> Double { (value * 10_000).rounded() / 10_000 }
    let first = JSONText.number(rounded(values[0])) + unit
    var hasTerms = false
    var index = 0
    while index < knots.clamps.count {
      defer { index += 1 }
      let rise = ((rounded(values[index + 1]) - rounded(values[index])) * 10_000).rounded() / 10_000
      guard rise != 0 else { continue }
      output += hasTerms ? "\n    + " : "calc(\n    " + first + "\n    + "
      hasTerms = true
      output += knots.clamps[index]
      if rise != knots.sizes[index + 1] - knots.sizes[index] {
        output += " * "
        output += number(rise)
        output += " / "
        output += knots.runs[index]
      }
      // A unitless value (font-weight) divides the length by 1px (CSS Values 4 typed
      // arithmetic); the generator uses it only when a weight changes with the category.
      if unit.isEmpty { output += " / 1px" }
    }
    output += hasTerms ? "\n  )" : first
  }

  private static func number(_ value: Double) -> String {
    let text = JSONText.number(value)
    return value < 0 ? "(\(text))" : text
  }

  /// Text for inside a comment: a name holding `*/` must not end it.
  private static func commentText(_ text: String) -> String {
    text.replacingEvery("*/", with: "* /")
  }

  private static func quoted(_ text: String) -> String {
    "\"" + text.replacingEvery("\\", with: "\\\\").replacingEvery("\"", with: "\\\"") + "\""
  }
}
