import DynamicType
import OpenType
import Typeset

/// What `typeset-cli init` decided about a folder of fonts, before it is written as a typography:
/// the families, the faces left out, the family of every Apple style, and why.
///
/// ``StarterTypography/plan(for:)`` makes a plan in five steps:
///
/// 1. **One face per PostScript name.** An app registers fonts by PostScript name, so of the
///    files that share one (Debian's `Inter.var.ttf`, `Inter-roman.var.ttf` and
///    `Inter-italic.var.ttf` are all "Inter") only one can be used. The plan keeps the face
///    with the most variation axes, then the first in path order, and leaves the others out.
/// 2. **Families by typographic family name** (name ID 16, else 1).
/// 3. **Faces that could never be chosen are kept apart.** A face is unreachable when an
///    earlier face of the family with the same slant covers its weight (the rule of the
///    checker's "can never be chosen" warning). While a family has such faces, it is split by
///    optical size (the `'size'` feature or `OS/2` v5), then by width class, then into static
///    and variable faces, then by legacy family name (ID 1). A part is named by its legacy
///    family name when that tells the parts apart ("EB Garamond 08", "DejaVu Sans
///    Condensed"), else by the family and what sets it apart.
/// 4. **Faces still unreachable are left out**, one at a time: the hidden face, unless the
///    face hiding it has a style name that contradicts its weight class ("Bold" at weight
///    class 400, as Noto Nastaliq Urdu Bold has), which is then left out instead.
/// 5. **The default family** is the one that covers a–z (so that `normalize: width` can
///    compare it with the system font), at normal width, not monospaced, with the most upright
///    faces. When it has optical sizes, each style takes the size nearest to Apple's size for
///    it at Large; otherwise a family whose name contains "Display" takes the titles. When no
///    family covers a–z, sizes are not normalised.
public struct StarterPlan: Sendable {
  /// One family of the typography.
  public struct Family: Sendable {
    /// The family's name in the typography.
    public let name: String
    /// Its faces, in path order.
    public let faces: [StarterTypography.FoundFace]
    /// The typographic family name the faces share (the name before any split).
    public let typographicName: String
    /// The optical size the family was split by, if any.
    public let opticalSize: Double?

    /// Whether an upright face has glyphs for most of a–z.
    var coversLatin: Bool {
      faces.contains { !$0.description.isItalic && $0.coversLatinLetters }
    }
    var uprightCount: Int { faces.filter { !$0.description.isItalic }.count }
    var isMonospaced: Bool { faces.allSatisfy(\.isMonospaced) }
    var hasNormalWidth: Bool { faces.contains { $0.description.widthClass == 5 } }
  }

  /// The families, in the order of their first face.
  public let families: [Family]
  /// The default family's name, or `nil` when no face was found.
  public let defaultFamily: String?
  /// The family of each Apple style that does not use the default family.
  public let styleFamilies: [TextStyle: String]
  /// Whether sizes are normalised against the system font (`normalize: width`).
  public let normalizesWidth: Bool
  /// The faces left out, each with the reason.
  public let leftOut: [(face: StarterTypography.FoundFace, reason: String)]
  /// Every decision, one sentence each, in the order they were made: what `typeset-cli init`
  /// prints on standard error.
  public let notes: [String]
}

extension StarterTypography {
  /// Decides the families, the faces left out and the family of every style (see
  /// ``StarterPlan`` for the rules).
  public static func plan(for faces: [FoundFace]) -> StarterPlan {
    var notes: [String] = []
    var leftOut: [(face: FoundFace, reason: String)] = []

    // 1. One face per PostScript name.
    var kept: [FoundFace] = []
    var byName: [String: [FoundFace]] = [:]
    for face in faces { byName[face.description.postScriptName, default: []].append(face) }
    var decided = Set<String>()
    for face in faces {
      let name = face.description.postScriptName
      guard let sharing = byName[name], sharing.count > 1, !name.isEmpty else {
        kept.append(face)
        continue
      }
      guard decided.insert(name).inserted else { continue }
      // The most axes; on a tie the first (path order).
      let winner = sharing.enumerated().max {
        ($0.element.description.axes.count, -$0.offset) < (
          $1.element.description.axes.count, -$1.offset
        )
      }!.element
      kept.append(winner)
      let others = sharing.filter { $0 != winner }
      let reason =
        "it shares the PostScript name \"\(name)\" with \(fileName(winner.path)), and an app "
        + "can register only one font per PostScript name"
      for other in others { leftOut.append((other, reason)) }
      let axes = winner.description.axes.map(\.tag)
      notes.append(
        "\(others.map { fileName($0.path) }.joined(separator: ", ")) left out: "
          + "\(others.count == 1 ? "it shares" : "they share") the PostScript name \"\(name)\" "
          + "with \(fileName(winner.path)), and an app can register only one font per "
          + "PostScript name; kept \(fileName(winner.path))"
          + (axes.isEmpty ? " (the first)" : " (the most axes: \(axes.joined(separator: ", ")))"))
    }

    // 2. Families by typographic family name.
    var groups: [(name: String, faces: [FoundFace])] = []
    for face in kept {
      let name =
        face.description.familyName.isEmpty ? fileStem(face.path) : face.description.familyName
      if let index = groups.firstIndex(where: { $0.name == name }) {
        groups[index].faces.append(face)
      } else {
        groups.append((name, [face]))
      }
    }

    // 3 and 4. Parts without unreachable faces.
    var families: [StarterPlan.Family] = []
    for group in groups {
      let parts = split(
        group.faces, name: group.name, criteria: SplitCriterion.allCases, opticalSize: nil)
      if parts.count > 1 {
        notes.append(
          "\(group.name): split into \(parts.map { "\"\($0.name)\"" }.joined(separator: ", ")) "
            + "(\(parts.compactMap(\.reason).first ?? "")) so that every face can be chosen")
      }
      for part in parts {
        let (planned, dropped, partNotes) = leavingOutHiddenFaces(part.faces, family: part.name)
        notes += partNotes
        leftOut += dropped
        families.append(
          StarterPlan.Family(
            name: part.name, faces: planned, typographicName: group.name,
            opticalSize: part.opticalSize))
      }
    }
    families = uniquelyNamed(families)

    // 5. The default family and the family of each style.
    let main = families.enumerated().max { lhs, rhs in
      rank(lhs.element, lhs.offset).lexicographicallyPrecedes(rank(rhs.element, rhs.offset))
    }?.element
    var styleFamilies: [TextStyle: String] = [:]
    if let main {
      notes.append(
        "default family \"\(main.name)\": " + mainReason(main, among: families))
      let opticalSiblings = families.filter {
        $0.typographicName == main.typographicName && $0.opticalSize != nil
          && $0.hasNormalWidth == main.hasNormalWidth
      }
      if opticalSiblings.count > 1 {
        for style in TextStyle.standard {
          guard let size = Platform.iOS.metrics(for: style, at: .large)?.pointSize else { continue }
          // Nearest by ratio: 8 pt is as far from 16 pt as 32 pt is.
          let distance = { (family: StarterPlan.Family) -> Double in
            let optical = family.opticalSize ?? size
            return max(optical / size, size / optical)
          }
          let nearest = opticalSiblings.min { distance($0) < distance($1) }
          if let nearest, nearest.name != main.name { styleFamilies[style] = nearest.name }
        }
        let sizes = opticalSiblings.map {
          "\($0.name) \(NumberText.points($0.opticalSize ?? 0))"
        }
        notes.append(
          "optical sizes (\(sizes.joined(separator: ", "))): each style takes the size nearest "
            + "to Apple's size for it at Large"
            + (styleFamilies.isEmpty
              ? "; all take \"\(main.name)\"" : describe(styleFamilies)))
      } else if let display = families.first(where: {
        $0.name.lowercased().includes("display") && $0.name != main.name
          && $0.coversLatin == main.coversLatin
      }) {
        for style in [TextStyle.largeTitle, .title1, .title2, .title3] {
          styleFamilies[style] = display.name
        }
        notes.append("titles use \"\(display.name)\" (a Display family)")
      }
    }
    let normalizes = main?.coversLatin ?? false
    if let main, !normalizes {
      notes.append(
        "\"\(main.name)\" has no glyphs for most of a–z, so sizes are not normalised against "
          + "the system font (normalize: none)")
    }
    return StarterPlan(
      families: families, defaultFamily: main?.name, styleFamilies: styleFamilies,
      normalizesWidth: normalizes, leftOut: leftOut, notes: notes)
  }

  /// What a family is split by, in the order tried.
  enum SplitCriterion: CaseIterable {
    case opticalSize, width, variable, legacyName
  }

  /// One part of a split family.
  struct FamilyPart {
    var name: String
    var faces: [FoundFace]
    var opticalSize: Double?
    var reason: String?
  }

  /// Splits `faces` by the first criterion that separates unreachable faces, recursively.
  static func split(
    _ faces: [FoundFace], name: String, criteria: [SplitCriterion], opticalSize: Double?
  ) -> [FamilyPart] {
    let whole = [FamilyPart(name: name, faces: faces, opticalSize: opticalSize)]
    guard !unreachable(faces.map(matchingFace)).isEmpty, let criterion = criteria.first else {
      return whole
    }
    let rest = Array(criteria.dropFirst())
    let key: (FoundFace) -> String
    switch criterion {
    case .opticalSize:
      key = { $0.opticalSize?.representativeSize.map { NumberText.points($0) } ?? "" }
    case .width: key = { String($0.description.widthClass) }
    case .variable: key = { $0.description.axes.isEmpty ? "static" : "variable" }
    case .legacyName: key = { $0.legacyFamilyName }
    }
    var values: [String] = []
    var buckets: [String: [FoundFace]] = [:]
    for face in faces {
      let value = key(face)
      if buckets[value] == nil { values.append(value) }
      buckets[value, default: []].append(face)
    }
    guard values.count > 1 else {
      return split(faces, name: name, criteria: rest, opticalSize: opticalSize)
    }
    // A part's legacy family name names it when no other part has that name; otherwise the
    // part with the usual value (no optical size, normal width, static) keeps the family's
    // name and the others add what sets them apart.
    let legacyNames = values.map { value -> String? in
      let names = Set(buckets[value, default: []].map(\.legacyFamilyName))
      guard names.count == 1, let only = names.first, !only.isEmpty else { return nil }
      return only
    }
    var parts: [FamilyPart] = []
    for (index, value) in values.enumerated() {
      let bucket = buckets[value, default: []]
      let partName: String
      if let legacy = legacyNames[index], legacyNames.filter({ $0 == legacy }).count == 1 {
        partName = legacy
      } else {
        switch criterion {
        case .opticalSize: partName = value.isEmpty ? name : "\(name) \(value)"
        case .width:
          let width = bucket[0].description.widthClass
          partName = width == 5 ? name : "\(name) \(widthName(width))"
        case .variable: partName = value == "static" ? name : "\(name) Variable"
        case .legacyName: partName = value.isEmpty ? name : value
        }
      }
      let size =
        criterion == .opticalSize ? bucket[0].opticalSize?.representativeSize : opticalSize
      for var part in split(bucket, name: partName, criteria: rest, opticalSize: size) {
        part.reason = part.reason ?? reason(criterion)
        parts.append(part)
      }
    }
    return parts
  }

  static func reason(_ criterion: SplitCriterion) -> String {
    switch criterion {
    case .opticalSize: "by optical size"
    case .width: "by width"
    case .variable: "static and variable faces apart"
    case .legacyName: "by family name (name ID 1)"
    }
  }

  /// Leaves out the faces that remain unreachable, one at a time. Of a hidden face and the
  /// face that hides it, the one left out is the hidden one, unless the other's style name
  /// contradicts its weight class (Noto Nastaliq Urdu Bold says weight 400 and would be drawn
  /// for regular text in place of Regular): that one is left out.
  static func leavingOutHiddenFaces(_ faces: [FoundFace], family: String) -> (
    [FoundFace], [(face: FoundFace, reason: String)], [String]
  ) {
    var kept = faces
    var dropped: [(face: FoundFace, reason: String)] = []
    var notes: [String] = []
    while true {
      let matching = kept.map(matchingFace)
      guard let hidden = unreachable(matching).first,
        let winner = matching.indices.first(where: { covers(matching[$0], matching[hidden]) })
      else { break }
      let reason: String
      let victim: Int
      if isMislabelled(kept[winner]), !isMislabelled(kept[hidden]) {
        victim = winner
        reason =
          "its weight class is \(kept[winner].description.weight.rawValue) though its style "
          + "name says \"\(kept[winner].description.styleName)\", so it would be drawn in place "
          + "of \(displayName(kept[hidden]))"
      } else {
        victim = hidden
        reason =
          "\(family) has \(displayName(kept[winner])) first, with the same slant "
          + "and a weight that covers it, so it could never be chosen"
      }
      dropped.append((kept[victim], reason))
      notes.append("\(fileName(kept[victim].path)) left out: \(reason)")
      kept.remove(at: victim)
    }
    return (kept, dropped, notes)
  }

  /// The PostScript name, else the file name (for fonts without a name table).
  static func displayName(_ face: FoundFace) -> String {
    face.description.postScriptName.isEmpty ? fileName(face.path) : face.description.postScriptName
  }

  /// Whether a static face's style name gives a weight other than its weight class.
  static func isMislabelled(_ face: FoundFace) -> Bool {
    guard face.description.axes.isEmpty, let named = weight(namedIn: face.description.styleName)
    else { return false }
    return named != face.description.weight
  }

  /// The faces of a family (by index) that an earlier face with the same slant covers: the
  /// rule of the checker's "can never be chosen" warning.
  static func unreachable(_ faces: [FontFace]) -> [Int] {
    faces.indices.filter { index in
      faces.prefix(index).contains { covers($0, faces[index]) }
    }
  }

  static func covers(_ earlier: FontFace, _ later: FontFace) -> Bool {
    earlier.isItalic == later.isItalic
      && earlier.weightRange.lowerBound <= later.weightRange.lowerBound
      && earlier.weightRange.upperBound >= later.weightRange.upperBound
  }

  static func matchingFace(_ face: FoundFace) -> FontFace {
    FontFace(
      file: face.path, postScriptName: face.description.postScriptName,
      weight: face.description.weight, isItalic: face.description.isItalic,
      axes: face.description.axes)
  }

  /// The weight a style name says, from its words ("Bold", "SemiBold", "Extra Light", …).
  static func weight(namedIn styleName: String) -> FontWeight? {
    let squashed = styleName.lowercased().filter(\.isLetter)
    let names: [(String, Int)] = [
      ("extralight", 200), ("ultralight", 200), ("semibold", 600), ("demibold", 600),
      ("extrabold", 800), ("ultrabold", 800), ("hairline", 100), ("thin", 100),
      ("light", 300), ("medium", 500), ("bold", 700), ("black", 900), ("heavy", 900),
      ("regular", 400), ("book", 400), ("normal", 400),
    ]
    for (name, value) in names where squashed.includes(name) {
      return FontWeight(rawValue: value)
    }
    return nil
  }

  /// Orders families for the default: covers a–z, not a Display family, normal width, not
  /// monospaced, the most upright faces, then the earliest.
  static func rank(_ family: StarterPlan.Family, _ offset: Int) -> [Int] {
    [
      family.coversLatin ? 1 : 0,
      family.name.lowercased().includes("display") ? 0 : 1,
      family.hasNormalWidth ? 1 : 0,
      family.isMonospaced ? 0 : 1,
      family.uprightCount,
      -offset,
    ]
  }

  static func mainReason(_ main: StarterPlan.Family, among families: [StarterPlan.Family]) -> String
  {
    var parts = ["\(main.uprightCount) upright face\(main.uprightCount == 1 ? "" : "s")"]
    if main.coversLatin, families.contains(where: { !$0.coversLatin }) {
      parts.append("covers a–z")
    }
    if families.count > 1 { parts.append("chosen from \(families.count) families") }
    return parts.joined(separator: ", ")
  }

  static func describe(_ styleFamilies: [TextStyle: String]) -> String {
    var byFamily: [String: [TextStyle]] = [:]
    for style in TextStyle.standard {
      if let family = styleFamilies[style] { byFamily[family, default: []].append(style) }
    }
    return byFamily.keys.sorted().map { family in
      "; \(byFamily[family, default: []].map(\.uiKitName).joined(separator: ", ")) take \"\(family)\""
    }.joined()
  }

  /// Families with unique names, in order. A family whose name an earlier one has joins it
  /// when every face stays reachable (the condensed faces split from "Open Sans" join the
  /// "Open Sans Condensed" family of the file that names itself so); otherwise it is renamed
  /// with " 2", " 3"….
  static func uniquelyNamed(_ families: [StarterPlan.Family]) -> [StarterPlan.Family] {
    var result: [StarterPlan.Family] = []
    for family in families {
      if let index = result.firstIndex(where: { $0.name == family.name }) {
        let joined = result[index].faces + family.faces
        if unreachable(joined.map(matchingFace)).isEmpty {
          result[index] = StarterPlan.Family(
            name: family.name, faces: joined, typographicName: result[index].typographicName,
            opticalSize: result[index].opticalSize)
          continue
        }
      }
      var name = family.name
      var counter = 2
      while result.contains(where: { $0.name == name }) {
        name = "\(family.name) \(counter)"
        counter += 1
      }
      result.append(
        StarterPlan.Family(
          name: name, faces: family.faces, typographicName: family.typographicName,
          opticalSize: family.opticalSize))
    }
    return result
  }

  static func widthName(_ widthClass: Int) -> String {
    let names = [
      1: "Ultra Condensed", 2: "Extra Condensed", 3: "Condensed", 4: "Semi Condensed",
      6: "Semi Expanded", 7: "Expanded", 8: "Extra Expanded", 9: "Ultra Expanded",
    ]
    return names[widthClass] ?? "Width \(widthClass)"
  }

  static func fileName(_ path: String) -> String {
    path.split(separator: "/").last.map(String.init) ?? path
  }

  static func fileStem(_ path: String) -> String {
    let name = fileName(path)
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
    return String(name[..<dot])
  }
}
