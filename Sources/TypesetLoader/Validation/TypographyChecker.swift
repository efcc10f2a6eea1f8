import DynamicType
import Typeset

/// Checks a decoded typography as a whole: references between its parts, limits, and that
/// every style resolves at every category; adds warnings for what works but probably not as
/// meant.
///
/// The resolutions it makes are returned as a ``ResolutionTable`` for the typography to keep.
enum TypographyChecker {
  /// Checks `typography`, adding what it finds to `collector`; returns the iOS resolutions
  /// when the typography got far enough to resolve its styles.
  @discardableResult
  static func check(
    _ typography: Typography, locations: [String: SourceLocation] = [:],
    into collector: inout DiagnosticCollector
  ) -> ResolutionTable? {
    var context = Context(typography: typography, locations: locations, collector: collector)
    context.checkFamilies()
    context.checkRanges()
    context.checkStyles()
    let table = context.checkResolution()
    if let table { context.checkNormalizationOnOtherPlatforms(table) }
    context.checkPlatformEntries()
    collector = context.collector
    return table
  }

  private struct Context {
    let typography: Typography
    let locations: [String: SourceLocation]
    var collector: DiagnosticCollector

    mutating func error(
      _ code: DiagnosticCode, _ path: FieldPath, _ message: String, found: String? = nil,
      allowed: String? = nil, hint: String? = nil
    ) {
      collector.error(
        code, path, message, found: found, allowed: allowed, hint: hint, at: location(path))
    }

    mutating func warning(_ code: DiagnosticCode, _ path: FieldPath, _ message: String) {
      collector.warning(code, path, message, at: location(path))
    }

    /// The location of a path, or of its nearest parent that has one.
    func location(_ path: FieldPath) -> SourceLocation? {
      SourceLocation.nearest(to: path.description, in: locations)
    }

    /// `styles.<name>`.
    static func stylePath(_ name: StyleName) -> FieldPath {
      FieldPath.key("styles")[name.description]
    }

    /// `families.<name>`.
    static func familyPath(_ name: String) -> FieldPath {
      FieldPath.key("families")[name]
    }

    var familyNames: [String] { typography.families.map(\.name) }

    mutating func checkFamilies() {
      // The decoder has said so already for a file without families (`{}`: a missing key of
      // the top level, which `families` is the only required one of) or with an empty one.
      if typography.families.isEmpty,
        !collector.diagnostics.contains(where: {
          $0.severity == .error
            && ($0.field == .key("families") || ($0.code == .missingKey && $0.field.isRoot))
        })
      {
        error(.emptyValue, .key("families"), "must name at least one family")
      }
      for family in typography.families {
        // A file's family names were checked as they were decoded (and such families left
        // out); these are the names of a typography made in code.
        if let problem = TypographyDecoder.familyNameProblem(family.name) {
          error(.invalidName, .key("families"), problem)
        }
        var seen: [String: Int] = [:]
        for (index, face) in family.faces.enumerated() {
          let path = Self.familyPath(family.name)["faces"][index]
          if let first = seen[face.postScriptName] {
            error(
              .duplicateFace, path["postScriptName"],
              "\"\(face.postScriptName)\" is already faces[\(first)]")
          }
          seen[face.postScriptName] = index
        }
        checkUnreachableFaces(family)
      }
    }

    /// A face that no weight can choose: an earlier face of the same slant whose weight (or
    /// weight-axis range) covers all of its weights wins every match (``FaceMatcher`` keeps the
    /// first of equal candidates, and a covering range is never farther from a desired weight),
    /// such as the 8 pt and 12 pt optical cuts of one family, both upright 400.
    mutating func checkUnreachableFaces(_ family: FontFamily) {
      func weights(_ range: ClosedRange<Double>) -> String {
        range.lowerBound == range.upperBound
          ? NumberText.points(range.lowerBound, unit: false)
          : "\(NumberText.points(range.lowerBound, unit: false))–\(NumberText.points(range.upperBound, unit: false))"
      }
      for (index, face) in family.faces.enumerated() {
        let range = face.weightRange
        guard
          let earlier = family.faces.prefix(index).firstIndex(where: {
            $0.isItalic == face.isItalic && $0.weightRange.lowerBound <= range.lowerBound
              && $0.weightRange.upperBound >= range.upperBound
          })
        else { continue }
        let winner = family.faces[earlier]
        warning(
          .unreachableFace, Self.familyPath(family.name)["faces"][index],
          "\(face.postScriptName) can never be chosen: faces[\(earlier)] (\(winner.postScriptName), "
            + "\(winner.isItalic ? "italic" : "upright") \(weights(winner.weightRange))) comes first "
            + "and covers its weight (\(weights(range))); put an optical size or width in a family "
            + "of its own, or remove the face")
      }
    }

    /// Every number against its ``ValueRange``.
    mutating func checkRanges() {
      var ranges = RangeCheck()
      for family in typography.families { ranges.check(family) }
      ranges.check(typography.defaults, path: .key("defaults"))
      for name in typography.definedStyleNames {
        guard let definition = typography.styles[name] else { continue }
        ranges.check(definition, path: Self.stylePath(name))
      }
      for problem in ranges.problems {
        collector.add(problem.located(at: location(problem.field)))
      }
    }

    mutating func checkStyles() {
      let defaults = typography.defaults
      if let family = defaults.family, typography.family(named: family) == nil {
        error(
          .unknownFamily, FieldPath.key("defaults")["family"], unknownFamily(family), found: family,
          allowed: familyNames.joined(separator: ", "))
      }
      checkLimits(defaults, path: .key("defaults"))
      for name in typography.definedStyleNames {
        guard let definition = typography.styles[name] else { continue }
        let path = Self.stylePath(name)
        if case .custom(let custom) = name, custom.allSatisfy(\.isWhitespace) {
          error(
            .invalidName, .key("styles"), "a style's name must not be empty (found \"\(custom)\")")
          continue
        }
        if case .custom(let custom) = name, definition.relativeTo == nil,
          locations[path["relativeTo"].description] == nil
        {
          error(
            .missingKey, path,
            "unknown text style \"\(custom)\""
              + SpellingSuggestion.didYouMean(custom, among: TextStyle.allCases.map(\.uiKitName))
              + " (a custom style needs \"relativeTo\": the Apple style it scales with)")
        }
        if let family = definition.family, typography.family(named: family) == nil {
          error(
            .unknownFamily, path["family"], unknownFamily(family), found: family,
            allowed: familyNames.joined(separator: ", "))
        }
        checkLimits(definition, path: path)
        let minimum = definition.minimumSize ?? defaults.minimumSize
        let maximum = definition.maximumSize ?? defaults.maximumSize
        if let minimum, let maximum, minimum > maximum,
          (definition.minimumSize == nil) != (definition.maximumSize == nil)
        {
          // One limit from the style, the other from the defaults: they cross for this style.
          let own = definition.maximumSize != nil ? "maximumSize" : "minimumSize"
          error(
            .inconsistentValues, path[own],
            "\(NumberText.points(definition.maximumSize ?? definition.minimumSize ?? 0)) crosses "
              + "the defaults' \(own == "maximumSize" ? "minimumSize" : "maximumSize") "
              + "(minimum \(NumberText.points(minimum)), maximum \(NumberText.points(maximum)))")
        }
        for (category, override) in definition.categoryOverrides {
          guard let size = override.size else { continue }
          if let minimum, size < minimum {
            warning(
              .ignoredValue, path["categories"]["\(category)"]["size"],
              "\(NumberText.points(size)) is below the minimum \(NumberText.points(minimum)), which wins"
            )
          }
          if let maximum, size > maximum {
            warning(
              .ignoredValue, path["categories"]["\(category)"]["size"],
              "\(NumberText.points(size)) is above the maximum \(NumberText.points(maximum)), which wins"
            )
          }
        }
      }
      if typography.defaultFamilyName == nil, typography.families.count > 1 {
        let unassigned = typography.styleNames.filter {
          typography.definition(of: $0)?.family == nil
        }
        if !unassigned.isEmpty {
          error(
            .missingKey, FieldPath.key("defaults")["family"],
            "missing: the typography has \(typography.families.count) families "
              + "(\(familyNames.joined(separator: ", "))); say which one \(unassigned.map(\.description).prefix(3).joined(separator: ", "))"
              + (unassigned.count > 3 ? " and the other styles" : "") + " use")
        }
      }
      let used = Set(
        typography.styleNames.compactMap {
          typography.definition(of: $0)?.family ?? typography.defaultFamilyName
        })
      // A few unused families are named one by one, at their own lines; more (a starter file
      // for a whole font folder) in one grouped warning.
      let unused = typography.families.filter { !used.contains($0.name) }.map(\.name)
      if unused.count <= 3 {
        for family in unused {
          warning(.unusedFamily, Self.familyPath(family), "no style uses this family")
        }
      } else {
        let shown = unused.prefix(5).map { "\"\($0)\"" }.joined(separator: ", ")
        warning(
          .unusedFamily, .key("families"),
          "\(unused.count) families that no style uses: \(shown)"
            + (unused.count > 5 ? " and \(unused.count - 5) more" : ""))
      }
    }

    mutating func checkLimits(_ definition: StyleDefinition, path: FieldPath) {
      checkLimits(definition.minimumSize, definition.maximumSize, path: path)
      for platform in PlatformValues.platforms {
        guard let values = definition.platforms[platform] else { continue }
        checkLimits(
          values.minimumSize, values.maximumSize,
          path: path["platforms"][PlatformValues.key(for: platform)])
      }
    }

    mutating func checkLimits(_ minimum: Double?, _ maximum: Double?, path: FieldPath) {
      if let minimum, let maximum, minimum > maximum {
        error(
          .inconsistentValues, path["maximumSize"],
          "must be at least minimumSize (\(NumberText.points(minimum))) (found \(NumberText.points(maximum)))"
        )
      }
    }

    /// Every style with its own `platforms` entry resolves on that platform at every category
    /// the platform has; a `defaults` entry must not make a style fail there that resolves
    /// without it. The iOS check cannot see those values. (A style that fails on the platform
    /// whatever the defaults say, such as callout on watchOS, whose table lacks it, is not a
    /// fault of the defaults' entry: it needs values of its own there.)
    mutating func checkPlatformEntries() {
      guard !collector.hasErrors else { return }
      let content = typography.content
      for platform in PlatformValues.platforms {
        let key = PlatformValues.key(for: platform)
        var withoutDefaultsEntry: TypographyContent?
        if content.defaults.platforms[platform] != nil {
          var defaults = content.defaults
          defaults.platforms[platform] = nil
          withoutDefaultsEntry = TypographyContent(
            families: content.families, defaults: defaults, styles: content.styles,
            faceSource: content.faceSource)
        }
        for name in content.styleNames {
          guard let definition = content.definition(of: name) else { continue }
          let ownEntry = definition.platforms[platform] != nil
          guard ownEntry || withoutDefaultsEntry != nil else { continue }
          let path =
            ownEntry
            ? Self.stylePath(name)["platforms"][key] : FieldPath.key("defaults")["platforms"][key]
          for category in platform.categories {
            let problem = Self.problem(name, in: content, on: platform, at: category)
            guard let problem else { continue }
            if !ownEntry, let withoutDefaultsEntry,
              Self.problem(name, in: withoutDefaultsEntry, on: platform, at: category) != nil
            {
              break
            }
            error(
              problem.code, path, "\(name) on \(platform.displayName): \(problem.problem)",
              hint: problem.hint)
            break
          }
        }
      }
    }

    /// Why a style does not resolve to a point size on a platform at a category, or `nil`.
    static func problem(
      _ name: StyleName, in content: TypographyContent, on platform: Platform,
      at category: ContentSizeCategory
    ) -> Failure? {
      var resolver = Resolver(
        content: content, style: name,
        environment: TypeEnvironment(platform: platform, category: category), recordsSteps: false)
      do {
        let font = try resolver.resolve()
        guard ValueRange.pointSize.contains(font.pointSize) else {
          return Failure(
            code: .scaledSizeOutOfRange,
            problem: "gives \(NumberText.points(font.pointSize)) at \(category.swiftUIName); "
              + "every size must be \(ValueRange.pointSize.description)")
        }
        return nil
      } catch {
        return failure(error)
      }
    }

    func unknownFamily(_ name: String) -> String {
      "unknown family \"\(name)\"" + SpellingSuggestion.didYouMean(name, among: familyNames)
        + (familyNames.isEmpty ? "" : " (families: \(familyNames.joined(separator: ", ")))")
    }

    /// Every style resolves on iOS at every category, with and without Bold Text; the face
    /// chosen at large tells whether the weights asked for exist.
    mutating func checkResolution() -> ResolutionTable? {
      guard !collector.hasErrors else { return nil }
      let table = ResolutionTable(content: typography.content)
      var groups = WarningGroups()
      for name in typography.styleNames {
        let path = Self.stylePath(name)
        if let failure = table.failures[name] {
          let described = Self.failure(failure)
          self.error(described.code, path, described.problem, hint: described.hint)
          continue
        }
        let definition = typography.definition(of: name)
        if let size = sizeOutOfRange(of: name, in: table) {
          let scaled = definition?.scaling != nil || typography.defaults.scaling == nil
          let scalingPath = scaled ? path["scaling"] : FieldPath.key("defaults")["scaling"]
          // Too large: the size the style scales from is the usual cause, and a maximumSize
          // the cure; too small (or not a number): the scaling that steps or crosses below 0.
          let tooLarge = size.pointSize > ValueRange.pointSize.upperBound
          self.error(
            .scaledSizeOutOfRange, tooLarge && definition?.size != nil ? path["size"] : scalingPath,
            "gives \(NumberText.points(size.pointSize)) at \(size.category.swiftUIName) for \(name); "
              + "every size must be \(ValueRange.pointSize.description)"
              + (tooLarge ? " (a smaller size or a maximumSize keeps it within the range)" : ""))
          continue
        }
        guard let regular = table.font(for: name, category: .large, boldText: false),
          let bold = table.font(for: name, category: .large, boldText: true)
        else { continue }
        let wanted = regular.face.requestedWeight
        let family = regular.face.family
        let faceWeight = NumberText.points(regular.face.weight, unit: false)
        if Double(wanted.rawValue) != regular.face.weight {
          let nearest = "the nearest face is \(regular.face.postScriptName) (\(faceWeight))"
          groups.add(
            key: "weight \(family) \(wanted.rawValue) \(regular.face.postScriptName)",
            code: .nearestWeight, family: family, style: name,
            path: definition?.weight != nil ? path["weight"] : path,
            single: "asks for weight \(wanted.rawValue), \(nearest)",
            grouped: "ask for weight \(wanted.rawValue), \(nearest)")
        }
        if bold.face.weight <= regular.face.weight, bold.face.requestedWeight > wanted {
          // An italic style keeps to italic faces: say so when only upright ones are heavier.
          let heavierUpright =
            regular.face.isItalic
            && (typography.family(named: family)?.faces.contains {
              !$0.isItalic && $0.weightRange.upperBound > regular.face.weight
            } ?? false)
          let lacking =
            heavierUpright
            ? "\(family) has no italic face heavier than \(faceWeight) (its heavier faces are upright)"
            : "\(family) has no \(regular.face.isItalic ? "italic " : "")face heavier than \(faceWeight)"
          groups.add(
            key: "bold \(family) \(regular.face.isItalic) \(faceWeight)",
            code: .boldTextWithoutEffect, family: family, style: name, path: path,
            single:
              "with Bold Text it asks for \(bold.face.requestedWeight.rawValue) but \(lacking): "
              + "Bold Text will change nothing",
            grouped:
              "ask for a heavier face with Bold Text, but \(lacking): Bold Text will change "
              + "nothing for them")
        }
        if (definition?.italic ?? false), !regular.face.isItalic {
          groups.add(
            key: "italic \(family)", code: .noItalicFace, family: family, style: name,
            path: path["italic"],
            single: "\(family) has no italic face; the upright face is used",
            grouped: "are italic, but \(family) has no italic face; the upright face is used")
        }
      }
      for warning in groups.warnings() { self.warning(warning.code, warning.path, warning.message) }
      return table
    }

    /// Warnings that would repeat for many styles, collected so that each is said once: for
    /// one style at the style's path, for several at the family's, naming how many and which
    /// (`12 styles (largeTitle, title1, title2, title3, headline …) ask for …`).
    struct WarningGroups {
      struct Group {
        let code: DiagnosticCode
        let family: String
        var styles: [(name: StyleName, path: FieldPath)]
        let single: String
        let grouped: String
      }
      private var order: [String] = []
      private var groups: [String: Group] = [:]

      mutating func add(
        key: String, code: DiagnosticCode, family: String, style: StyleName, path: FieldPath,
        single: String, grouped: String
      ) {
        if groups[key] == nil {
          order.append(key)
          groups[key] = Group(
            code: code, family: family, styles: [], single: single, grouped: grouped)
        }
        groups[key]?.styles.append((style, path))
      }

      func warnings() -> [(code: DiagnosticCode, path: FieldPath, message: String)] {
        order.compactMap { key in
          guard let group = groups[key], let first = group.styles.first else { return nil }
          guard group.styles.count > 1 else { return (group.code, first.path, group.single) }
          let names = group.styles.map(\.name.description)
          let shown = names.prefix(5).joined(separator: ", ") + (names.count > 5 ? " …" : "")
          return (
            group.code, Context.familyPath(group.family),
            "\(names.count) styles (\(shown)) \(group.grouped)"
          )
        }
      }
    }

    /// The first category at which a style resolves to a size outside the point-size range
    /// (`ValueRange.pointSize`): below it, a stepped scaling that steps below 0 or a table or
    /// limits that cross; above it, a large size scaled up at the accessibility sizes (500 pt
    /// body text is 1,091 pt at accessibility3), which no token or typography file could hold.
    func sizeOutOfRange(of name: StyleName, in table: ResolutionTable)
      -> (category: ContentSizeCategory, pointSize: Double)?
    {
      for category in Platform.iOS.categories {
        guard let font = table.font(for: name, category: category, boldText: false) else {
          continue
        }
        if !ValueRange.pointSize.contains(font.pointSize) {
          return (category, font.pointSize)
        }
      }
      return nil
    }

    /// Normalising measures the face a style draws with, and on another platform a style can
    /// draw with a face that iOS never chooses: Apple's weight for the text style it follows
    /// differs (tvOS's caption1 is medium), so another face of the family is nearest. Every
    /// face a normalising style reaches on another platform must be readable and have the
    /// metric, as checking iOS already requires of the faces it reaches there. Such a style is
    /// resolved at every category of every other platform, with and without Bold Text; other
    /// platforms' missing reference values are not errors (their tables lack what iOS has).
    mutating func checkNormalizationOnOtherPlatforms(_ table: ResolutionTable) {
      for name in typography.styleNames where table.failures[name] == nil {
        guard let definition = typography.definition(of: name),
          (definition.normalize ?? typography.defaults.normalize ?? .none) != .none
        else { continue }
        platforms: for platform in Platform.allCases where platform != .iOS {
          var resolver = Resolver(
            content: typography.content, style: name,
            environment: TypeEnvironment(platform: platform), recordsSteps: false)
          for category in platform.categories {
            for boldText in [false, true] {
              let environment = TypeEnvironment(
                platform: platform, category: category, isBoldTextEnabled: boldText)
              do {
                _ = try resolver.resolve(in: environment)
              } catch {
                guard case .normalizationFailed(_, let reason) = error else { continue }
                self.error(
                  .normalizationFailed, Self.stylePath(name),
                  "cannot normalise on \(platform.displayName) (at \(category.swiftUIName)"
                    + "\(boldText ? " with Bold Text" : "")): \(reason)")
                break platforms
              }
            }
          }
        }
      }
    }

    /// Why a style cannot be resolved, as a diagnostic says it.
    struct Failure {
      /// The kind of problem.
      let code: DiagnosticCode
      /// What is wrong.
      let problem: String
      /// What to do, when the problem does not say.
      var hint: String? = nil
    }

    /// A resolution error as a diagnostic says it: Apple's missing reference value with its
    /// hint apart (`give styles.body.size`), so that a caller that sets the value otherwise
    /// (the command line's flags) can leave the hint out.
    static func failure(_ error: ResolutionError) -> Failure {
      let code = error.diagnosticCode
      return switch error {
      case .unknownStyle(let name):
        Failure(code: code, problem: "cannot be resolved (\(name))")
      case .missingReference(_, let reason, let hint):
        Failure(code: code, problem: "\(reason)", hint: hint)
      case .normalizationFailed(_, let reason):
        Failure(code: code, problem: "cannot normalise: \(reason)")
      case .noRelativeStyle, .noFamily, .unknownFamily, .familyWithoutFaces, .metricsNotCompiled:
        Failure(code: code, problem: "cannot be resolved: \(error)")
      }
    }
  }
}
