import Typeset

extension Specimen {
  /// One style at one column (a category, or an Android font scale): what drawing it needs.
  public struct Cell: Sendable {
    /// The column the cell is in.
    public let column: SpecimenColumn
    /// The engine's resolution.
    public let resolution: Resolution
    /// The sample text laid out in it.
    public let line: TextLine
    /// The caption: face, size / line height (points, or `sp` → `dp` on Android).
    public let caption: String
    /// How many glyphs of the sample are `.notdef` in this face (the caption says so, and
    /// the outputs mark it): characters the face has no glyph for.
    public let missingGlyphs: Int
    /// The system font's width for the sample at this size, in points (Apple's system font;
    /// 0 on Android).
    public let systemWidth: Double
    /// The system font's x-height at this size, in points (0 on Android).
    public let systemXHeight: Double

    /// The Apple resolution, or `nil` in an Android column.
    public var font: ResolvedFont? {
      if case .apple(let font) = resolution { return font }
      return nil
    }

    /// The Android resolution, or `nil` in an Apple column.
    public var androidFont: AndroidResolvedFont? {
      if case .android(let font) = resolution { return font }
      return nil
    }

    /// The face and the variation location it is drawn at.
    public var face: ResolvedFace {
      switch resolution {
      case .apple(let font): font.face
      case .android(let font): font.face
      }
    }

    /// The size the text is drawn at: points, or `dp` drawn as points.
    public var pointSize: Double {
      switch resolution {
      case .apple(let font): font.pointSize
      case .android(let font): Double(font.pointSize)
      }
    }

    /// The line height: points, or `dp` drawn as points.
    public var lineHeight: Double {
      switch resolution {
      case .apple(let font): font.lineHeight
      case .android(let font): Double(font.lineHeight)
      }
    }

    /// The space after every character: points, or `dp` drawn as points.
    public var tracking: Double {
      switch resolution {
      case .apple(let font): font.tracking
      case .android(let font): font.tracking
      }
    }
  }
}
