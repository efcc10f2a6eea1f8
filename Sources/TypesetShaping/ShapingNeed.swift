import OpenType

/// Why a text's width needs a shaper that the built-in measurement (advances and pair
/// kerning) is not.
///
/// ```swift
/// ShapingNeed.reasons(for: "مرحبا", face: face)   // [.joiningScript]
/// ```
public enum ShapingNeed: String, Sendable, CaseIterable, Comparable {
  /// Letters that join (Arabic, Syriac, N'Ko, Mongolian: `Joining_Type` D, R, L or C) take
  /// contextual forms of other widths.
  case joiningScript
  /// Non-spacing and enclosing marks (`Bidi_Class` NSM) are positioned on their base by
  /// `GPOS` mark attachment instead of advancing.
  case combiningMarks
  /// Indic and South East Asian scripts with reordering and conjuncts (the scripts of
  /// HarfBuzz's Indic, Khmer, Myanmar and Universal shapers).
  case complexScript
  /// The face's default `liga`, `clig` or `rlig` ligatures apply to the text.
  case ligatures
  /// The text has kerning pairs and the location is not the variable face's default: the
  /// built-in kerning is the default instance's, without the `GPOS` variation deltas.
  case variableKerning

  /// A short description for notices.
  public var summary: String {
    switch self {
    case .joiningScript: return "joining script"
    case .combiningMarks: return "combining marks"
    case .complexScript: return "Indic or complex script"
    case .ligatures: return "ligatures"
    case .variableKerning: return "kerning at a variation location"
    }
  }

  /// The order of the cases' declaration.
  public static func < (left: ShapingNeed, right: ShapingNeed) -> Bool {
    allCases.firstIndex(of: left)! < allCases.firstIndex(of: right)!
  }

  /// ISO 15924 codes of the scripts shaped by reordering shapers.
  static let complexScripts: Set<String> = [
    "Deva", "Beng", "Guru", "Gujr", "Orya", "Taml", "Telu", "Knda", "Mlym", "Sinh", "Khmr",
    "Mymr", "Tibt", "Bali", "Java", "Sund", "Tglg", "Lana", "Tale", "Talu", "Cham", "Lepc",
    "Limb", "Bugi", "Batk", "Brah", "Gran", "Khoj", "Sind", "Shrd", "Takr", "Tirh", "Modi",
    "Saur", "Kthi", "Ahom", "Dogr", "Gonm", "Gong", "Nand", "Soyo", "Zanb", "Mtei", "Newa",
    "Mahj", "Sidd", "Lao", "Thai",
  ]

  /// The reasons the width of `text` set in `face` at the variation `location` needs shaping;
  /// empty when advances and kerning give it exactly (as far as these rules tell).
  public static func reasons(
    for text: String, face: Face, location: [String: Double] = [:]
  ) -> Set<ShapingNeed> {
    var reasons: Set<ShapingNeed> = []
    var glyphs: [GlyphID] = []
    for scalar in text.unicodeScalars {
      if UnicodeProperties.isJoining(scalar) { reasons.insert(.joiningScript) }
      if UnicodeProperties.bidiClass(of: scalar) == .nonspacingMark {
        reasons.insert(.combiningMarks)
      }
      if complexScripts.contains(UnicodeProperties.script(of: scalar).code) {
        reasons.insert(.complexScript)
      }
      glyphs.append(face.glyph(for: scalar) ?? GlyphID(rawValue: 0))
    }
    if let ligatures = LigatureTable(face: face), ligatures.applies(to: glyphs) {
      reasons.insert(.ligatures)
    }
    let moved = face.variationAxes.contains { axis in
      location[axis.tag.description].map { $0 != axis.defaultValue } ?? false
    }
    if moved,
      zip(glyphs, glyphs.dropFirst()).contains(where: { face.kerning(between: $0, and: $1) != 0 })
    {
      reasons.insert(.variableKerning)
    }
    return reasons
  }
}
