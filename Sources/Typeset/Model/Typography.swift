import DynamicType

/// A complete typography: font families and how every text style uses them.
///
/// Everything not given falls back to Apple's table for the platform, so one family and a
/// default is a complete typography:
///
/// ```json
/// { "families": { "Merriweather": { "faces": [
///     { "file": "Fonts/Merriweather-Regular.ttf", "postScriptName": "Merriweather-Regular",
///       "weight": 400 },
///     { "file": "Fonts/Merriweather-Bold.ttf", "postScriptName": "Merriweather-Bold",
///       "weight": 700 } ] } },
///   "defaults": { "family": "Merriweather" } }
/// ```
///
/// A `Typography` is immutable and `Sendable`. Copies share one resolution cache, so resolving a
/// style twice in the same environment computes it once; the resolutions made while checking
/// it (every style at every iOS category, with and without Bold Text) are kept in a table that
/// is read without a lock.
///
/// An app gets one from the Swift code that `typeset-cli generate --swift` and the
/// TypesetGenerate plugin write (``init(compiledFamilies:defaults:styles:faceMetrics:)``),
/// which reads no file. Tools, and apps that load a typography file at run time, read one
/// with `TypographyDocument.load(contentsOf:)` or build one in code with
/// `Typography(families:defaults:styles:sourcePath:fonts:)`, both in the TypesetLoader
/// module, which reads font files.
public struct Typography: Sendable {
  /// The families, defaults and styles, shared by every copy and by the fonts resolved from
  /// them.
  package let content: TypographyContent
  /// Resolved fonts, shared by every copy.
  let cache: ResolutionCache
  /// A compiled typography's resolutions, made on first use and read without a lock; `nil`
  /// for a checked typography, whose ``resolutionTable`` holds its iOS resolutions.
  @usableFromInline let compiledTable: CompiledResolutionTable?
  /// The iOS resolutions made while checking, read without a lock; empty before the check.
  @usableFromInline package var resolutionTable = ResolutionTable.empty

  /// The families, in the order of the file.
  public var families: [FontFamily] { content.families }
  /// Values every style falls back to: `family`, `scaling`, `tracking`, `minimumSize`,
  /// `maximumSize`.
  public var defaults: StyleDefinition { content.defaults }
  /// The styles the file defines, Apple's and custom ones.
  public var styles: [StyleName: StyleDefinition] { content.styles }
  /// The file the typography was read from, if any.
  public let sourcePath: String?
  /// Warnings found when the typography was checked.
  public package(set) var warnings: [Diagnostic]
  /// Where each path's value is in the typography file (JSON only), for findings that point
  /// into it.
  public package(set) var sourceLocations: [String: SourceLocation]

  /// A typography compiled on the build machine, which an app constructs without reading or
  /// checking anything: what `typeset-cli generate --swift` and the TypesetGenerate plugin
  /// write.
  ///
  /// The generator reads the typography file and its fonts, checks them, and passes here the
  /// checked families (every face with the PostScript name, weight, italic flag and axes read
  /// from its file), the defaults and styles as the file defines them, and what
  /// normalisation measures of each face at every axis value the typography can reach. This
  /// initialiser runs no check and opens no file, so it cannot fail; giving it values that
  /// were not checked is a programming error whose resolutions may throw ``ResolutionError``.
  ///
  /// A face's `file` is the path as written in the typography file, such as
  /// `Fonts/Brand-Regular.ttf`: in an app it names a resource of the bundle the fonts were
  /// built into, never a path on the build machine.
  ///
  /// ```swift
  /// let typography = Typography(
  ///   compiledFamilies: [
  ///     FontFamily(name: "Brand", faces: [
  ///       FontFace(file: "Fonts/Brand-Regular.ttf", postScriptName: "Brand-Regular",
  ///                weight: .regular)])],
  ///   defaults: StyleDefinition(family: "Brand"), styles: [:], faceMetrics: [:])
  /// ```
  ///
  /// - Parameters:
  ///   - families: The families, with every face described.
  ///   - defaults: The file's `defaults`.
  ///   - styles: The file's styles.
  ///   - faceMetrics: What normalisation measures of each face at each axis value the
  ///     typography's styles resolve to; empty when no style normalises.
  public init(
    compiledFamilies families: [FontFamily], defaults: StyleDefinition,
    styles: [StyleName: StyleDefinition], faceMetrics: [FaceMetrics.Key: FaceMetrics]
  ) {
    content = TypographyContent(
      families: families, defaults: defaults, styles: styles, faceSource: nil,
      compiledMetrics: faceMetrics)
    cache = ResolutionCache()
    compiledTable = CompiledResolutionTable(styleNames: content.styleNames)
    sourcePath = nil
    warnings = []
    sourceLocations = [:]
  }

  /// Whether the typography was compiled on the build machine
  /// (``init(compiledFamilies:defaults:styles:faceMetrics:)``): its faces are measured by the
  /// numbers it was given, and no font file is read by resolution.
  public var isCompiled: Bool { content.compiledMetrics != nil }

  /// What normalisation measures of the faces, at every axis value the styles resolve to on
  /// every platform, with and without Bold Text: what a compiled copy of this typography needs.
  ///
  /// Only faces of styles that normalise are measured; the others need nothing.
  ///
  /// - Throws: ``ResolutionError`` when a face that a style normalises with cannot be read.
  public func reachableFaceMetrics() throws(ResolutionError) -> [FaceMetrics.Key: FaceMetrics] {
    var result: [FaceMetrics.Key: FaceMetrics] = [:]
    // Only a style that normalises measures its face (the resolver's method is the style's or
    // the defaults' `normalize`): the others are not resolved at all, which kept generating
    // code for 20,000 plain styles resolving each at every category of every platform.
    let normalizing = styleNames.filter {
      (definition(of: $0)?.normalize ?? defaults.normalize ?? .none) != .none
    }
    for platform in Platform.allCases {
      for style in normalizing {
        for category in platform.categories {
          for boldText in [false, true] {
            let environment = TypeEnvironment(
              platform: platform, category: category, isBoldTextEnabled: boldText)
            // A style that does not resolve on a platform has nothing to measure there: the
            // app's resolution throws the same error there.
            guard let font = try? resolve(style, in: environment), font.normalization != nil
            else { continue }
            let key = FaceMetrics.Key(font.face)
            if result[key] != nil { continue }
            do {
              result[key] = try content.metrics(for: font.face)
            } catch {
              throw .normalizationFailed(style, reason: "\(error)")
            }
          }
        }
      }
    }
    return result
  }

  /// A typography that has not been checked yet, whose faces are measured by `faceSource`;
  /// the loader's checker checks it and returns the table of its iOS resolutions, which the
  /// caller keeps in ``resolutionTable``.
  package init(
    unchecked families: [FontFamily], defaults: StyleDefinition,
    styles: [StyleName: StyleDefinition], sourcePath: String?,
    faceSource: any FaceMetricsSource
  ) {
    content = TypographyContent(
      families: families, defaults: defaults, styles: styles, faceSource: faceSource)
    cache = ResolutionCache()
    compiledTable = nil
    self.sourcePath = sourcePath
    warnings = []
    sourceLocations = [:]
  }

  /// The family styles use when they name none: `defaults.family`, or the only family.
  public var defaultFamilyName: String? { content.defaultFamilyName }

  /// The family with a name, if the typography has it.
  public func family(named name: String) -> FontFamily? { content.family(named: name) }

  /// Every style the typography can resolve: Apple's eleven standard styles, any other Apple
  /// style the file defines, and the custom styles, in that order.
  public var styleNames: [StyleName] { content.styleNames }

  /// The styles the file defines (the keys of ``styles``), in `StyleName` order: Apple's in
  /// their order, then custom styles by name. Sorted once, when the typography is made.
  package var definedStyleNames: [StyleName] { content.definedStyleNames }

  /// The definition of a style, or `nil` for a custom style the file does not define.
  ///
  /// An Apple style the file does not mention has an empty definition: everything comes from
  /// the defaults and Apple's table.
  public func definition(of style: StyleName) -> StyleDefinition? {
    content.definition(of: style)
  }
}
