/// The index of a glyph in a font, `0..<numberOfGlyphs`.
///
/// Glyph 0 is `.notdef`, the glyph shown for characters the font lacks; the character map
/// lookups return `nil` rather than ``notDefined`` for an unmapped character.
///
/// ```swift
/// if let glyph = face.glyph(for: "A") { print(face.advance(of: glyph) ?? 0) }
/// ```
public struct GlyphID: RawRepresentable, Hashable, Sendable, Comparable, CustomStringConvertible,
  ExpressibleByIntegerLiteral
{
  /// The glyph index.
  public let rawValue: UInt16

  /// A glyph ID from its index.
  public init(rawValue: UInt16) {
    self.rawValue = rawValue
  }

  /// A glyph ID from an integer literal, as in `let glyph: GlyphID = 3`.
  public init(integerLiteral value: UInt16) {
    self.rawValue = value
  }

  /// Glyph 0, `.notdef`.
  public static let notDefined = GlyphID(rawValue: 0)

  /// The glyph index as an `Int`, for indexing.
  public var index: Int { Int(rawValue) }

  /// `gid` followed by the index, as in `gid36`.
  public var description: String { "gid\(rawValue)" }

  /// Orders glyph IDs by index.
  public static func < (lhs: GlyphID, rhs: GlyphID) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}
