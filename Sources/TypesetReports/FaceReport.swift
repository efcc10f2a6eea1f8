import OpenType
import TypesetTools

/// What `inspect` reports about one face: names, style, metrics, coverage, kerning, axes and,
/// on request, the glyphs of a text and a full dump.
package struct FaceReport {
  /// One character of `--text`: its glyph, advance and kerning with the next character.
  package struct TextEntry {
    var scalar: Unicode.Scalar
    var glyph: GlyphID?
    /// The advance in font units, at `--location` when given (HVAR).
    var advance: Double?
    /// Kerning with the next character's glyph; 0 for the last one or an unmapped pair.
    var kerning: Int
  }

  package let face: Face
  /// The face's index in its file (0 for a single font).
  package let index: Int
  /// The characters of `--text`, empty without it.
  package let textEntries: [TextEntry]
  /// The `--location`, or `nil` for the default location.
  package let location: [Tag: Double]?
  /// Whether ``json()`` adds ``FaceDump``'s members.
  package let includesDump: Bool

  /// Why `location` cannot be used on `face`: a static face, an axis it does not have, or a
  /// value outside the axis's range; `nil` when every coordinate is on one of its axes.
  package static func problem(with location: [Tag: Double], on face: Face) -> String? {
    let axes = face.variationAxes
    let given = location.sorted { $0.key < $1.key }
      .map { "\($0.key)=\(NumberFormatting.compact($0.value, decimals: 3))" }
      .joined(separator: ",")
    func range(_ axis: VariationAxis) -> String {
      "\(NumberFormatting.compact(axis.minimumValue, decimals: 3)) to "
        + "\(NumberFormatting.compact(axis.maximumValue, decimals: 3))"
    }
    guard !axes.isEmpty else {
      return "--location \(given): the face is static (it has no variation axes)"
    }
    for (tag, value) in location.sorted(by: { $0.key < $1.key }) {
      guard let axis = axes.first(where: { $0.tag == tag }) else {
        let list = axes.map { "\($0.tag) \(range($0))" }.joined(separator: ", ")
        return "--location: the face has no axis '\(tag)' (its axes: \(list))"
      }
      guard value >= axis.minimumValue, value <= axis.maximumValue else {
        return "--location: \(tag)=\(NumberFormatting.compact(value, decimals: 3)) is outside "
          + "the axis's range, \(range(axis))"
      }
    }
    return nil
  }

  package init(face: Face, index: Int, text: String?, location: [Tag: Double]?, includesDump: Bool)
  {
    self.face = face
    self.index = index
    self.location = location
    self.includesDump = includesDump
    let scalars = Array((text ?? "").unicodeScalars)
    let glyphs = scalars.map { face.glyph(for: $0) }
    var entries: [TextEntry] = []
    entries.reserveCapacity(scalars.count)
    for position in scalars.indices {
      let glyph = glyphs[position]
      var kerning = 0
      if let glyph, position + 1 < glyphs.count, let next = glyphs[position + 1] {
        kerning = face.kerning(between: glyph, and: next)
      }
      let advance = glyph.flatMap { glyph in
        location.map { face.advance(of: glyph, at: $0) } ?? face.advance(of: glyph).map(Double.init)
      }
      entries.append(
        TextEntry(scalar: scalars[position], glyph: glyph, advance: advance, kerning: kerning))
    }
    textEntries = entries
  }

  /// The name of the outline format as it appears in JSON and text.
  package var outlineFormatName: String? {
    switch face.outlineFormat {
    case .trueType: "TrueType"
    case .compactFontFormat: "CFF"
    case .compactFontFormat2: "CFF2"
    case nil: nil
    }
  }

  /// The kerning sources as they appear in JSON and text: `GPOS`, `kern`.
  package var kerningSourceNames: [String] {
    var names: [String] = []
    if face.kerningSources.contains(.glyphPositioning) { names.append("GPOS") }
    if face.kerningSources.contains(.kerningTable) { names.append("kern") }
    return names
  }

  /// The face as a JSON object with stable keys (documented in the README).
  package func json() -> JSONValue {
    func string(_ value: String?) -> JSONValue { value.map(JSONValue.string) ?? .null }
    func number(_ value: Int?) -> JSONValue { .optional(value.map(Double.init)) }
    var members: [(String, JSONValue)] = [
      ("index", number(index)),
      ("postScriptName", string(face.postScriptName)),
      ("familyName", string(face.familyName)),
      ("subfamilyName", string(face.subfamilyName)),
      ("typographicFamilyName", string(face.typographicFamilyName)),
      ("typographicSubfamilyName", string(face.typographicSubfamilyName)),
      ("fullName", string(face.fullName)),
      ("weightClass", number(face.weightClass.rawValue)),
      ("widthClass", number(face.widthClass.rawValue)),
      ("italic", .bool(face.isItalic)),
      ("oblique", .bool(face.isOblique)),
      ("bold", .bool(face.isBold)),
      ("italicAngle", .number(face.italicAngle)),
      ("monospaced", .bool(face.isMonospaced)),
      ("unitsPerEm", number(face.unitsPerEm)),
      ("ascender", number(face.ascender)),
      ("descender", number(face.descender)),
      ("lineGap", number(face.lineGap)),
      ("typoAscender", number(face.typographicAscender)),
      ("typoDescender", number(face.typographicDescender)),
      ("typoLineGap", number(face.typographicLineGap)),
      ("winAscent", number(face.windowsAscent)),
      ("winDescent", number(face.windowsDescent)),
      ("useTypoMetrics", .bool(face.usesTypographicMetrics)),
      ("capHeight", number(face.capHeight)),
      ("xHeight", number(face.xHeight)),
      ("underlinePosition", number(face.underlinePosition)),
      ("underlineThickness", number(face.underlineThickness)),
      ("numGlyphs", number(face.numberOfGlyphs)),
      ("outlineFormat", string(outlineFormatName)),
      ("kerning", .array(kerningSourceNames.map(JSONValue.string))),
      ("axes", .array(face.variationAxes.map(axisJSON))),
      ("namedInstances", .array(face.namedInstances.map(instanceJSON))),
    ]
    if let location {
      members.append(("location", locationJSON(location)))
      members.append(("metricsAtLocation", metricsJSON(face.variationMetrics(at: location))))
    }
    if !textEntries.isEmpty {
      members.append(("text", .array(textEntries.map(textJSON))))
    }
    if includesDump {
      members += FaceDump(face: face, location: location).members()
    }
    return .object(members)
  }

  private func locationJSON(_ location: [Tag: Double]) -> JSONValue {
    .object(location.sorted { $0.key < $1.key }.map { ($0.key.description, .number($0.value)) })
  }

  private func metricsJSON(_ metrics: VariationMetrics) -> JSONValue {
    .object([
      ("ascender", .number(metrics.ascender)),
      ("descender", .number(metrics.descender)),
      ("lineGap", .number(metrics.lineGap)),
      ("typoAscender", .optional(metrics.typographicAscender)),
      ("typoDescender", .optional(metrics.typographicDescender)),
      ("typoLineGap", .optional(metrics.typographicLineGap)),
      ("winAscent", .optional(metrics.windowsAscent)),
      ("winDescent", .optional(metrics.windowsDescent)),
      ("capHeight", .optional(metrics.capHeight)),
      ("xHeight", .optional(metrics.xHeight)),
      ("underlinePosition", .optional(metrics.underlinePosition)),
      ("underlineThickness", .optional(metrics.underlineThickness)),
    ])
  }

  private func axisJSON(_ axis: VariationAxis) -> JSONValue {
    .object([
      ("tag", .string(axis.tag.description)),
      ("name", face.name(axis.nameID).map(JSONValue.string) ?? .null),
      ("minimum", .number(axis.minimumValue)),
      ("default", .number(axis.defaultValue)),
      ("maximum", .number(axis.maximumValue)),
      ("hidden", .bool(axis.isHidden)),
    ])
  }

  private func instanceJSON(_ instance: NamedInstance) -> JSONValue {
    let coordinates = face.variationAxes.compactMap { axis in
      instance.coordinates[axis.tag].map { (axis.tag.description, JSONValue.number($0)) }
    }
    return .object([
      ("subfamilyName", face.name(instance.subfamilyNameID).map(JSONValue.string) ?? .null),
      (
        "postScriptName",
        instance.postScriptNameID.flatMap(face.name).map(JSONValue.string) ?? .null
      ),
      ("coordinates", .object(coordinates)),
    ])
  }

  private func textJSON(_ entry: TextEntry) -> JSONValue {
    .object([
      ("character", .string(String(entry.scalar))),
      ("codePoint", .number(Double(entry.scalar.value))),
      ("glyph", .optional(entry.glyph.map { Double($0.rawValue) })),
      ("advance", .optional(entry.advance)),
      ("kerning", .number(Double(entry.kerning))),
    ])
  }
}
