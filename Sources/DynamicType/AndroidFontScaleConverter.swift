/// Android's nonlinear font scaling (Android 14, API 34, and later): how a text size in `sp`
/// becomes a size in `dp` at the user's font scale, emulated in `Float` as Android computes it.
///
/// Android scales text linearly (`dp = sp × fontScale`) up to a threshold; from there it maps
/// sizes through lookup tables, so that large text grows less than small text. Source: AOSP
/// frameworks/base, `core/java/android/content/res/FontScaleConverterFactory.java` (the
/// tables, the threshold, the choice and interpolation of tables),
/// `FontScaleConverterImpl.java` (the lookup within a table) and
/// `core/java/android/util/MathUtils.java` (`lerp`, `constrainedMap`); the unit tests port the
/// cases of `core/tests/coretests/src/android/content/res/FontScaleConverterFactoryTest.kt`.
///
/// ```swift
/// let converter = AndroidFontScaleConverter.forScale(1.5)!
/// converter.dp(forSp: 14)   // 22: small text grows by the full 1.5
/// converter.dp(forSp: 30)   // 30: large text does not grow
/// AndroidFontScaleConverter.dp(forSp: 14, fontScale: 1.0)  // 14, linear
/// ```
public struct AndroidFontScaleConverter: Hashable, Sendable {
  /// The table's text sizes in `sp`, ascending.
  public let fromSp: [Float]
  /// The size in `dp` of each of ``fromSp``.
  public let toDp: [Float]

  /// A table, or `nil` when the arrays differ in length or are empty (Android throws then).
  public init?(fromSp: [Float], toDp: [Float]) {
    guard fromSp.count == toDp.count, !fromSp.isEmpty else { return nil }
    self.fromSp = fromSp
    self.toDp = toDp
  }

  /// The size in `dp` of a size in `sp` (`convertSpToDp`): a size in the table maps to its
  /// value; between two sizes, linearly between their values; below the first size, linearly
  /// from (0, 0); past the last size, by the last pair's ratio. Negative sizes map as their
  /// magnitude, negated.
  public func dp(forSp sp: Float) -> Float {
    Self.lookUp(sp, in: fromSp, mapTo: toDp)
  }

  /// The size in `sp` of a size in `dp` (`convertDpToSp`), the inverse lookup.
  public func sp(forDp dp: Float) -> Float {
    Self.lookUp(dp, in: toDp, mapTo: fromSp)
  }

  /// `FontScaleConverterImpl.lookupAndInterpolate`.
  private static func lookUp(_ value: Float, in source: [Float], mapTo target: [Float]) -> Float {
    let magnitude = abs(value)
    let sign = Self.signum(value)
    let index = binarySearch(source, magnitude)
    if index >= 0 { return sign * target[index] }
    let lowerIndex = -(index + 1) - 1
    let startSource: Float
    let endSource: Float
    let startTarget: Float
    let endTarget: Float
    if lowerIndex >= source.count - 1 {
      // Past the table: the last pair's ratio.
      let lastSource = source[source.count - 1]
      if lastSource == 0 { return 0 }
      return value * (target[source.count - 1] / lastSource)
    } else if lowerIndex == -1 {
      // Below the table: from (0, 0) to the first pair.
      (startSource, startTarget) = (0, 0)
      (endSource, endTarget) = (source[0], target[0])
    } else {
      (startSource, endSource) = (source[lowerIndex], source[lowerIndex + 1])
      (startTarget, endTarget) = (target[lowerIndex], target[lowerIndex + 1])
    }
    return sign
      * constrainedMap(startTarget, endTarget, startSource, endSource, magnitude)
  }

  /// Java's `Math.signum(float)`: -1, 0 (keeping the zero's sign), 1, or NaN.
  private static func signum(_ value: Float) -> Float {
    if value.isNaN || value == 0 { return value }
    return value > 0 ? 1 : -1
  }

  /// Java's `Arrays.binarySearch(float[], float)`: the index of `key`, or
  /// `-(insertion point) - 1`; equal values compare by their bits, so NaN sorts last.
  private static func binarySearch(_ values: [Float], _ key: Float) -> Int {
    var low = 0
    var high = values.count - 1
    while low <= high {
      let middle = (low + high) >> 1
      let middleValue = values[middle]
      if middleValue < key {
        low = middle + 1
      } else if middleValue > key {
        high = middle - 1
      } else {
        let middleBits = Int32(bitPattern: javaBits(middleValue))
        let keyBits = Int32(bitPattern: javaBits(key))
        if middleBits == keyBits { return middle }
        if middleBits < keyBits { low = middle + 1 } else { high = middle - 1 }
      }
    }
    return -(low + 1)
  }

  /// Java's `Float.floatToIntBits`: every NaN as the canonical 0x7fc00000.
  private static func javaBits(_ value: Float) -> UInt32 {
    value.isNaN ? 0x7fc0_0000 : value.bitPattern
  }

  /// `MathUtils.lerp`.
  static func lerp(_ start: Float, _ stop: Float, _ amount: Float) -> Float {
    start + (stop - start) * amount
  }

  /// `MathUtils.constrainedMap`: `value` mapped from `valueMin…valueMax` to
  /// `rangeMin…rangeMax`, clamped to that range.
  static func constrainedMap(
    _ rangeMin: Float, _ rangeMax: Float, _ valueMin: Float, _ valueMax: Float, _ value: Float
  ) -> Float {
    let inverse = valueMin != valueMax ? (value - valueMin) / (valueMax - valueMin) : 0
    let saturated = inverse < 0 ? 0 : (inverse > 1 ? 1 : inverse)
    return lerp(rangeMin, rangeMax, saturated)
  }
}

extension AndroidFontScaleConverter {
  /// The sizes every lookup table maps, in `sp`.
  public static let commonSp: [Float] = [8, 10, 12, 14, 18, 20, 24, 30, 100]

  /// Android's lookup tables by font scale, in the order of their keys:
  /// `FontScaleConverterFactory`'s static tables for 1.15, 1.3, 1.5, 1.8 and 2.
  public static let lookupTables: [(scale: Float, converter: AndroidFontScaleConverter)] = [
    (1.15, table([9.2, 11.5, 13.8, 16.4, 19.8, 21.8, 25.2, 30, 100])),
    (1.3, table([10.4, 13, 15.6, 18.8, 21.6, 23.6, 26.4, 30, 100])),
    (1.5, table([12, 15, 18, 22, 24, 26, 28, 30, 100])),
    (1.8, table([14.4, 18, 21.6, 24.4, 27.6, 30.8, 32.8, 34.8, 100])),
    (2, table([16, 20, 24, 26, 30, 34, 36, 38, 100])),
  ]

  private static func table(_ toDp: [Float]) -> AndroidFontScaleConverter {
    // The arrays are the same length, so the table exists.
    AndroidFontScaleConverter(fromSp: commonSp, toDp: toDp)
      ?? AndroidFontScaleConverter(fromSp: [1], toDp: [1])!
  }

  /// The smallest font scale that Android scales nonlinearly: the first table's scale less
  /// 0.02 (1.13), computed in `Float` from the table's key as Android does.
  public static let minimumNonlinearScale: Float = scale(ofKey: key(of: 1.15)) - 0.02

  /// Whether text is scaled through a table at a font scale
  /// (`isNonLinearFontScalingActive`); below it, `dp = sp × fontScale`.
  public static func isNonlinear(atFontScale fontScale: Float) -> Bool {
    fontScale >= minimumNonlinearScale
  }

  /// The table Android uses at a font scale (`FontScaleConverterFactory.forScale`), or `nil`
  /// where scaling is linear: a scale whose key (hundredths, truncated) is a table's uses that
  /// table; a scale between two tables' keys uses a table interpolated between them at the
  /// common sizes; past the last table (or between the threshold and the first), a straight
  /// linear table. Android caches an interpolated table under its key, so a later scale with
  /// the same key reuses the first one's table; this returns what a fresh process computes.
  public static func forScale(_ fontScale: Float) -> AndroidFontScaleConverter? {
    guard isNonlinear(atFontScale: fontScale) else { return nil }
    let key = key(of: fontScale)
    let keys = lookupTables.map { Self.key(of: $0.scale) }
    if let exact = keys.firstIndex(of: key) { return lookupTables[exact].converter }
    let higherIndex = keys.firstIndex { $0 > key } ?? keys.count
    let lowerIndex = higherIndex - 1
    guard lowerIndex >= 0, higherIndex < keys.count else {
      return AndroidFontScaleConverter(fromSp: [1], toDp: [fontScale])
    }
    let startScale = scale(ofKey: keys[lowerIndex])
    let endScale = scale(ofKey: keys[higherIndex])
    let point = constrainedMap(0, 1, startScale, endScale, fontScale)
    let start = lookupTables[lowerIndex].converter
    let end = lookupTables[higherIndex].converter
    let interpolated = commonSp.map { sp in
      lerp(start.dp(forSp: sp), end.dp(forSp: sp), point)
    }
    return AndroidFontScaleConverter(fromSp: commonSp, toDp: interpolated)
  }

  /// A text size in `sp` as `dp` at a font scale, as `TypedValue.applyDimension` computes it
  /// for `COMPLEX_UNIT_SP` before the display density: through the scale's table where
  /// scaling is nonlinear, `sp × fontScale` otherwise.
  public static func dp(forSp sp: Float, fontScale: Float) -> Float {
    if let converter = forScale(fontScale) { return converter.dp(forSp: sp) }
    return sp * fontScale
  }

  /// `FontScaleConverterFactory.getKey`: the scale in hundredths, truncated, in `Float`.
  static func key(of fontScale: Float) -> Int {
    let hundredths = fontScale * 100
    guard hundredths.isFinite, abs(hundredths) < Float(Int32.max) else {
      return hundredths.isNaN ? 0 : (hundredths < 0 ? Int(Int32.min) : Int(Int32.max))
    }
    return Int(hundredths)
  }

  /// `FontScaleConverterFactory.getScaleFromKey`.
  static func scale(ofKey key: Int) -> Float {
    Float(key) / 100
  }
}
