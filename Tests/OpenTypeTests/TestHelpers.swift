import OpenType
import OpenTypeTestSupport

extension FontBuilder {
  /// The built font, read back as a face.
  func face() throws -> Face {
    try Face(bytes: build())
  }
}

/// Calls every public lookup of `face` with a spread of arguments, so that a malformed font gets
/// the chance to crash any of them. Returns a number that depends on the results so the calls
/// are not optimised away.
@discardableResult
func exerciseEveryAPI(_ face: Face) -> Int {
  var sink = face.numberOfGlyphs &+ face.unitsPerEm
  let names = [
    face.familyName, face.subfamilyName, face.typographicFamilyName,
    face.typographicSubfamilyName, face.fullName, face.postScriptName,
    face.preferredFamilyName, face.preferredSubfamilyName, face.name(.copyright),
  ]
  sink &+= names.compactMap { $0?.count }.reduce(0, &+)
  for record in face.naming?.records ?? [] { sink &+= record.string?.count ?? 0 }
  sink &+= face.weightClass.rawValue &+ face.widthClass.rawValue
  sink &+= (face.isItalic ? 1 : 0) &+ (face.isBold ? 2 : 0) &+ (face.isOblique ? 4 : 0)
  sink &+= Int(face.italicAngle) &+ (face.isMonospaced ? 1 : 0)
  sink &+= (face.underlinePosition ?? 0) &+ (face.underlineThickness ?? 0)
  sink &+= (face.strikeoutPosition ?? 0) &+ (face.strikeoutThickness ?? 0)
  sink &+= face.ascender &+ face.descender &+ face.lineGap
  let optionalMetrics = [
    face.typographicAscender, face.typographicDescender, face.typographicLineGap,
    face.windowsAscent, face.windowsDescent, face.xHeight, face.capHeight,
    face.averageCharacterWidth,
  ]
  sink &+= optionalMetrics.compactMap { $0 }.reduce(0, &+)
  sink &+= face.usesTypographicMetrics ? 1 : 0
  sink &+= face.kerningSources.rawValue &+ face.unreadableTables.count
  let scalars: [Unicode.Scalar] = [
    "\u{0}", " ", "A", "V", "a", "é", "€", "\u{F020}", "\u{FFFD}", "\u{FFFF}", "\u{1F600}",
    "\u{10FFFF}", "\u{8FBB}",
  ]
  var glyphs: [GlyphID] = [
    0, 1, 2, 3, GlyphID(rawValue: UInt16(min(face.numberOfGlyphs, 65535))), 0xFFFF,
  ]
  for scalar in scalars {
    if let glyph = face.glyph(for: scalar) { glyphs.append(glyph) }
    for selector: Unicode.Scalar in ["\u{FE00}", "\u{FE0F}", "\u{E0100}"] {
      sink &+= face.glyph(for: scalar, variationSelector: selector)?.index ?? 0
    }
  }
  for glyph in glyphs {
    sink &+= face.advance(of: glyph) ?? 0
    sink &+= face.leftSideBearing(of: glyph) ?? 0
    for other in glyphs.prefix(8) {
      sink &+= face.kerning(between: glyph, and: other)
    }
  }
  for record in face.tableDirectory.records {
    sink &+= face.tableReader(for: record.tag)?.remaining ?? 0
  }
  return sink
}
