/// Font-wide metrics at a location of a variable font's design space, in font units.
///
/// The values of 'hhea', 'OS/2' and 'post' with the 'MVAR' deltas of that location added (not
/// rounded). Like HarfBuzz, the `hasc`, `hdsc` and `hlgp` deltas apply to the 'hhea' values as
/// well as to the 'OS/2' typographic ones, since 'MVAR' has no separate tags for 'hhea'. Values
/// whose table the face lacks are `nil`.
public struct VariationMetrics: Hashable, Sendable {
  /// 'hhea' ascender plus the `hasc` delta.
  public var ascender: Double
  /// 'hhea' descender (negative below the baseline) plus the `hdsc` delta.
  public var descender: Double
  /// 'hhea' line gap plus the `hlgp` delta.
  public var lineGap: Double
  /// 'OS/2' sTypoAscender plus the `hasc` delta.
  public var typographicAscender: Double?
  /// 'OS/2' sTypoDescender plus the `hdsc` delta.
  public var typographicDescender: Double?
  /// 'OS/2' sTypoLineGap plus the `hlgp` delta.
  public var typographicLineGap: Double?
  /// 'OS/2' usWinAscent plus the `hcla` delta.
  public var windowsAscent: Double?
  /// 'OS/2' usWinDescent plus the `hcld` delta.
  public var windowsDescent: Double?
  /// 'OS/2' sxHeight plus the `xhgt` delta.
  public var xHeight: Double?
  /// 'OS/2' sCapHeight plus the `cpht` delta.
  public var capHeight: Double?
  /// 'post' underlinePosition plus the `undo` delta.
  public var underlinePosition: Double?
  /// 'post' underlineThickness plus the `unds` delta.
  public var underlineThickness: Double?
  /// 'OS/2' yStrikeoutPosition plus the `stro` delta.
  public var strikeoutPosition: Double?
  /// 'OS/2' yStrikeoutSize plus the `strs` delta.
  public var strikeoutThickness: Double?
}

extension Face {
  /// The 'fvar' table, or `nil` for a face that is not variable or whose 'fvar' is malformed.
  public var fontVariations: FontVariations? {
    storage.cache.value(\.fontVariations) {
      tableReader(for: FontVariations.tag).flatMap { try? FontVariations($0) }
    }
  }

  /// The 'avar' table, or `nil` when absent or malformed.
  var axisVariations: AxisVariations? {
    storage.cache.value(\.axisVariations) {
      tableReader(for: AxisVariations.tag).flatMap { try? AxisVariations($0) }
    }
  }

  /// The 'HVAR' table, or `nil` when absent or malformed (kept in the cache's box, which callers
  /// read through without copying the table).
  var horizontalMetricsVariations: FaceTableCache.Boxed<HorizontalMetricsVariations>? {
    storage.cache.value(\.horizontalMetricsVariations) {
      tableReader(for: HorizontalMetricsVariations.tag).flatMap {
        (try? HorizontalMetricsVariations($0)).map(FaceTableCache.Boxed.init)
      }
    }
  }

  /// The 'MVAR' table, or `nil` when absent or malformed (kept in the cache's box, which callers
  /// read through without copying the table).
  var metricsVariations: FaceTableCache.Boxed<MetricsVariations>? {
    storage.cache.value(\.metricsVariations) {
      tableReader(for: MetricsVariations.tag).flatMap {
        (try? MetricsVariations($0)).map(FaceTableCache.Boxed.init)
      }
    }
  }

  /// Whether the face has variation axes.
  public var isVariable: Bool { !variationAxes.isEmpty }

  /// The variation axes, in 'fvar' order (the order of normalised coordinates); empty for a
  /// static face.
  public var variationAxes: [VariationAxis] { fontVariations?.axes ?? [] }

  /// The named instances ('fvar'), such as Bold or Condensed.
  public var namedInstances: [NamedInstance] { fontVariations?.namedInstances ?? [] }

  /// The 'STAT' table's design axes and axis values, or `nil` when absent or malformed.
  public var styleAttributes: StyleAttributes? {
    storage.cache.value(\.styleAttributes) {
      tableReader(for: StyleAttributes.tag).flatMap { try? StyleAttributes($0) }
    }
  }

  /// Design-space coordinates converted to normalised coordinates in 'fvar' axis order.
  ///
  /// OpenType spec, "Coordinate scales and normalization": each value is clamped to its axis's
  /// range and mapped to [-1, 0, 1] around the default, rounded to F2DOT14, remapped by 'avar'
  /// when present, and rounded to F2DOT14 again. Axes missing from `location` take their
  /// default; tags that are not axes are ignored.
  ///
  /// ```swift
  /// face.normalizedCoordinates(for: ["wght": 700])  // [0.5] for a 100…900 axis at 400, no avar
  /// ```
  public func normalizedCoordinates(for location: [Tag: Double]) -> [Double] {
    let axes = variationAxes
    guard !axes.isEmpty else { return [] }
    let avar = axisVariations
    return axes.enumerated().map { index, axis in
      var value = Self.f2Dot14(axis.defaultNormalizedValue(location[axis.tag] ?? axis.defaultValue))
      if let avar { value = Self.f2Dot14(avar.map(value, axis: index)) }
      return min(max(value, -1), 1)
    }
  }

  /// Rounds to the nearest multiple of 1/16384 (halves up, as fontTools' `otRound`), without the
  /// C math library.
  static func f2Dot14(_ value: Double) -> Double {
    let scaled = value * 16384 + 0.5
    guard scaled.isFinite, abs(scaled) < 1e9 else { return 0 }
    var whole = Int(scaled)
    if Double(whole) > scaled { whole -= 1 }
    return Double(whole) / 16384
  }

  /// A glyph's advance width at a design-space location: the 'hmtx' advance plus its 'HVAR'
  /// delta (not rounded).
  ///
  /// Returns `nil` when the face has no horizontal metrics for the glyph. A TrueType face
  /// without a readable 'HVAR' takes the delta from the 'gvar' phantom points instead; a face
  /// with neither returns the 'hmtx' advance.
  public func advance(of glyph: GlyphID, at location: [Tag: Double]) -> Double? {
    advance(of: glyph, normalizedCoordinates: normalizedCoordinates(for: location))
  }

  /// A glyph's advance width at normalised coordinates in 'fvar' axis order.
  ///
  /// See ``advance(of:at:)``.
  public func advance(of glyph: GlyphID, normalizedCoordinates coordinates: [Double]) -> Double? {
    guard let base = advance(of: glyph) else { return nil }
    guard !coordinates.isEmpty else { return Double(base) }
    if let hvar = horizontalMetricsVariations {
      let delta = try? hvar.value.advanceDelta(of: glyph.index, coordinates: coordinates)
      return Double(base) + (delta ?? 0)
    }
    guard let gvar = glyphVariations,
      case .success(.trueType(let box)) = outlineTable,
      let delta = try? box.value.glyphs.advanceDelta(
        of: glyph.index, variations: gvar, coordinates: coordinates)
    else { return Double(base) }
    return Double(base) + delta
  }

  /// Font-wide metrics at a design-space location, with 'MVAR' deltas applied.
  public func variationMetrics(at location: [Tag: Double]) -> VariationMetrics {
    variationMetrics(normalizedCoordinates: normalizedCoordinates(for: location))
  }

  /// Font-wide metrics at normalised coordinates in 'fvar' axis order.
  ///
  /// See ``VariationMetrics``. A face without a readable 'MVAR' returns its static metrics.
  public func variationMetrics(normalizedCoordinates coordinates: [Double]) -> VariationMetrics {
    let mvar = metricsVariations
    func delta(_ tag: Tag) -> Double {
      guard let mvar, !coordinates.isEmpty else { return 0 }
      return (try? mvar.value.delta(for: tag, coordinates: coordinates)) ?? 0
    }
    func adjusted(_ value: Int?, _ tag: Tag) -> Double? {
      value.map { Double($0) + delta(tag) }
    }
    typealias Tags = MetricsVariations
    return VariationMetrics(
      ascender: Double(ascender) + delta(Tags.horizontalAscender),
      descender: Double(descender) + delta(Tags.horizontalDescender),
      lineGap: Double(lineGap) + delta(Tags.horizontalLineGap),
      typographicAscender: adjusted(typographicAscender, Tags.horizontalAscender),
      typographicDescender: adjusted(typographicDescender, Tags.horizontalDescender),
      typographicLineGap: adjusted(typographicLineGap, Tags.horizontalLineGap),
      windowsAscent: adjusted(windowsAscent, Tags.horizontalClippingAscent),
      windowsDescent: adjusted(windowsDescent, Tags.horizontalClippingDescent),
      xHeight: adjusted(xHeight, Tags.xHeight),
      capHeight: adjusted(capHeight, Tags.capHeight),
      underlinePosition: adjusted(underlinePosition, Tags.underlineOffset),
      underlineThickness: adjusted(underlineThickness, Tags.underlineSize),
      strikeoutPosition: adjusted(strikeoutPosition, Tags.strikeoutOffset),
      strikeoutThickness: adjusted(strikeoutThickness, Tags.strikeoutSize))
  }
}
