import DynamicType

/// Chooses a face of a family for a weight and slant, the way browsers do.
///
/// The order follows CSS Fonts Level 4, §5.2 "Matching font styles", step 4: first the slant
/// (italic faces for italic text, upright faces otherwise, the other kind only when there is
/// none), then the weight:
///
/// - a face whose weight (or weight-axis range) contains the desired weight;
/// - desired 400–500: heavier faces up to 500, nearest first; then lighter faces, nearest
///   first; then faces heavier than 500, nearest first;
/// - desired below 400: lighter faces, nearest first; then heavier faces, nearest first;
/// - desired above 500: heavier faces, nearest first; then lighter faces, nearest first.
///
/// A variable face whose weight axis contains the desired weight is drawn at exactly that
/// weight.
public enum FaceMatcher {
  /// The result of matching: the face and the weight to draw it at.
  public struct Match: Hashable, Sendable {
    /// The chosen face.
    public let face: FontFace
    /// The weight drawn: the face's weight, or the weight-axis value for a variable face.
    public let weight: Double
    /// Whether the face's slant is the one asked for.
    public let slantMatches: Bool
  }

  /// The best face of `faces` for `weight` and `italic`, or `nil` when `faces` is empty.
  public static func match(_ faces: [FontFace], weight: FontWeight, italic: Bool) -> Match? {
    // The faces are compared in place, by index: only the chosen one is copied.
    let hasSameSlant = faces.contains { $0.isItalic == italic }
    let desired = Double(weight.rawValue)
    var best: (index: Int, rank: Int, distance: Double, weight: Double)?
    for index in faces.indices where !hasSameSlant || faces[index].isItalic == italic {
      let (rank, distance, drawn) = Self.rank(faces[index].weightRange, desired: desired)
      if let current = best, (current.rank, current.distance) <= (rank, distance) { continue }
      best = (index, rank, distance, drawn)
    }
    guard let best else { return nil }
    return Match(face: faces[best.index], weight: best.weight, slantMatches: hasSameSlant)
  }

  /// The CSS search order as (group, distance), lower first, and the weight that would be drawn.
  static func rank(_ range: ClosedRange<Double>, desired: Double) -> (Int, Double, Double) {
    if range.contains(desired) { return (0, 0, desired) }
    let above = range.lowerBound > desired
    let aboveResult = (range.lowerBound - desired, range.lowerBound)
    let belowResult = (desired - range.upperBound, range.upperBound)
    if desired >= 400, desired <= 500 {
      if above, range.lowerBound <= 500 { return (1, aboveResult.0, aboveResult.1) }
      if !above { return (2, belowResult.0, belowResult.1) }
      return (3, aboveResult.0, aboveResult.1)
    }
    if desired < 400 {
      return above ? (2, aboveResult.0, aboveResult.1) : (1, belowResult.0, belowResult.1)
    }
    return above ? (1, aboveResult.0, aboveResult.1) : (2, belowResult.0, belowResult.1)
  }

  /// The face for a base weight and, with Bold Text, for the bolder weight Apple's rule gives,
  /// never lighter than the base face.
  ///
  /// - Returns: The match for the text, and the base match it was derived from.
  public static func match(
    _ faces: [FontFace], weight: FontWeight, italic: Bool, boldText: Bool
  ) -> (match: Match, base: Match)? {
    match(faces, weight: weight, italic: italic, boldWeight: boldText ? weight.boldTextWeight : nil)
  }

  /// The face for a base weight and for a bolder weight, never lighter than the base face:
  /// the rule of ``match(_:weight:italic:boldText:)`` for a bolder weight chosen by another
  /// rule (Android's weight adjustment).
  ///
  /// - Parameter boldWeight: The weight Bold Text asks for, or `nil` when it is off.
  /// - Returns: The match for the text, and the base match it was derived from.
  public static func match(
    _ faces: [FontFace], weight: FontWeight, italic: Bool, boldWeight: FontWeight?
  ) -> (match: Match, base: Match)? {
    guard let base = match(faces, weight: weight, italic: italic) else { return nil }
    guard let boldWeight else { return (base, base) }
    guard let bold = match(faces, weight: boldWeight, italic: italic),
      bold.weight >= base.weight
    else { return (base, base) }
    return (bold, base)
  }
}
