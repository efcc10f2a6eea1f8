/// One component record of a composite glyph: which glyph, where, and how transformed.
///
/// OpenType spec, 'glyf', "Composite glyph description", component flags.
struct CompositeComponent {
  static let argumentsAreWords: UInt16 = 0x0001
  static let argumentsAreXYValues: UInt16 = 0x0002
  static let hasScale: UInt16 = 0x0008
  static let moreComponents: UInt16 = 0x0020
  static let hasXYScale: UInt16 = 0x0040
  static let hasTwoByTwo: UInt16 = 0x0080
  static let scaledComponentOffset: UInt16 = 0x0800
  static let unscaledComponentOffset: UInt16 = 0x1000

  let flags: UInt16
  let glyphIndex: Int
  let argument1: Int
  let argument2: Int
  // x' = xx·x + yx·y, y' = xy·x + yy·y (file order: xscale, scale01, scale10, yscale).
  var xx = 1.0
  var xy = 0.0
  var yx = 0.0
  var yy = 1.0
  /// The 'gvar' delta of the offset at the current location.
  var offsetDelta = (x: 0.0, y: 0.0)

  /// Reads a component record from the file's bytes.
  init(_ cursor: inout RawCursor) throws(OpenTypeError) {
    func int16() throws(OpenTypeError) -> Int { Int(Int16(truncatingIfNeeded: try cursor.word())) }
    func f2Dot14() throws(OpenTypeError) -> Double { Double(try int16()) / 16384 }
    flags = UInt16(try cursor.word())
    glyphIndex = try cursor.word()
    let signed = flags & Self.argumentsAreXYValues != 0
    switch (flags & Self.argumentsAreWords != 0, signed) {
    case (true, true):
      argument1 = try int16()
      argument2 = try int16()
    case (true, false):
      argument1 = try cursor.word()
      argument2 = try cursor.word()
    case (false, true):
      argument1 = Int(Int8(truncatingIfNeeded: try cursor.byte()))
      argument2 = Int(Int8(truncatingIfNeeded: try cursor.byte()))
    case (false, false):
      argument1 = try cursor.byte()
      argument2 = try cursor.byte()
    }
    if flags & Self.hasScale != 0 {
      xx = try f2Dot14()
      yy = xx
    } else if flags & Self.hasXYScale != 0 {
      xx = try f2Dot14()
      yy = try f2Dot14()
    } else if flags & Self.hasTwoByTwo != 0 {
      xx = try f2Dot14()
      xy = try f2Dot14()
      yx = try f2Dot14()
      yy = try f2Dot14()
    }
  }

  init(_ reader: inout ByteReader) throws(OpenTypeError) {
    flags = try reader.readUInt16()
    glyphIndex = Int(try reader.readUInt16())
    let signed = flags & Self.argumentsAreXYValues != 0
    switch (flags & Self.argumentsAreWords != 0, signed) {
    case (true, true):
      argument1 = Int(try reader.readInt16())
      argument2 = Int(try reader.readInt16())
    case (true, false):
      argument1 = Int(try reader.readUInt16())
      argument2 = Int(try reader.readUInt16())
    case (false, true):
      argument1 = Int(try reader.readInt8())
      argument2 = Int(try reader.readInt8())
    case (false, false):
      argument1 = Int(try reader.readUInt8())
      argument2 = Int(try reader.readUInt8())
    }
    if flags & Self.hasScale != 0 {
      xx = try reader.readF2Dot14()
      yy = xx
    } else if flags & Self.hasXYScale != 0 {
      xx = try reader.readF2Dot14()
      yy = try reader.readF2Dot14()
    } else if flags & Self.hasTwoByTwo != 0 {
      xx = try reader.readF2Dot14()
      xy = try reader.readF2Dot14()
      yx = try reader.readF2Dot14()
      yy = try reader.readF2Dot14()
    }
  }

  var isIdentity: Bool { xx == 1 && xy == 0 && yx == 0 && yy == 1 }

  func transform(_ point: GlyphPoint) -> GlyphPoint {
    if isIdentity { return point }
    return GlyphPoint(
      x: xx * point.x + yx * point.y, y: xy * point.x + yy * point.y, onCurve: point.onCurve)
  }

  /// The translation of the (already transformed) component.
  ///
  /// With `ARGS_ARE_XY_VALUES` the arguments are the offset, scaled by the transform only when
  /// `SCALED_COMPONENT_OFFSET` is set (Microsoft's default, as fontTools does); otherwise they
  /// are point numbers to match, the composite's point first.
  func offset(parent: [GlyphPoint], child: [GlyphPoint]) throws(OpenTypeError) -> (
    x: Double, y: Double
  ) {
    if flags & Self.argumentsAreXYValues != 0 {
      let dx = Double(argument1) + offsetDelta.x
      let dy = Double(argument2) + offsetDelta.y
      if flags & Self.scaledComponentOffset != 0, flags & Self.unscaledComponentOffset == 0 {
        return (xx * dx + yx * dy, xy * dx + yy * dy)
      }
      return (dx, dy)
    }
    guard argument1 < parent.count, argument2 < child.count else {
      throw .malformedTable("glyf", reason: "component matches a point that does not exist")
    }
    return (parent[argument1].x - child[argument2].x, parent[argument1].y - child[argument2].y)
  }
}
