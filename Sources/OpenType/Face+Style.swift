extension Face {
  /// The weight class: `'OS/2'` usWeightClass, or, without `'OS/2'`, bold (700) or regular
  /// (400) from the `'head'` macStyle bold bit.
  public var weightClass: WeightClass {
    if let os2 { return os2.weightClass }
    return fontHeader.isBold ? .bold : .regular
  }

  /// The width class: `'OS/2'` usWidthClass, or normal (5) without `'OS/2'`.
  public var widthClass: WidthClass {
    os2?.widthClass ?? .normal
  }

  /// Whether the face is italic: `'OS/2'` fsSelection ITALIC (bit 0), or, without `'OS/2'`,
  /// the `'head'` macStyle italic bit.
  public var isItalic: Bool {
    if let os2 { return os2.selection.contains(.italic) }
    return fontHeader.isItalic
  }

  /// Whether the face is oblique: `'OS/2'` fsSelection OBLIQUE (bit 9, version 4 and later).
  public var isOblique: Bool {
    guard let os2, os2.version >= 4 else { return false }
    return os2.selection.contains(.oblique)
  }

  /// Whether the face is bold: `'OS/2'` fsSelection BOLD (bit 5), or the `'head'` macStyle
  /// bold bit without `'OS/2'`.
  public var isBold: Bool {
    if let os2 { return os2.selection.contains(.bold) }
    return fontHeader.isBold
  }

  /// The italic angle in degrees counter-clockwise from vertical (`'post'`), 0 without
  /// `'post'`; negative for fonts that lean right.
  public var italicAngle: Double { postScript?.italicAngle ?? 0 }

  /// Whether every glyph has the same advance (`'post'` isFixedPitch).
  public var isMonospaced: Bool { postScript?.isFixedPitch ?? false }

  /// The top of the underline relative to the baseline (`'post'`), in font units.
  public var underlinePosition: Int? { postScript?.underlinePosition }

  /// The underline thickness (`'post'`), in font units.
  public var underlineThickness: Int? { postScript?.underlineThickness }

  /// The top of the strikeout stroke above the baseline (`'OS/2'` yStrikeoutPosition), in font
  /// units.
  public var strikeoutPosition: Int? { os2?.strikeoutPosition }

  /// The strikeout stroke's thickness (`'OS/2'` yStrikeoutSize), in font units.
  public var strikeoutThickness: Int? { os2?.strikeoutSize }
}
