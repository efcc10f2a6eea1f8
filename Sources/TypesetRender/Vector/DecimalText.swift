/// Short decimal text for coordinates in SVG, CSS and captions, without Foundation and the
/// same on every platform (golden files compare it byte for byte).
enum DecimalText {
  /// `value` rounded half away from zero to at most `decimals` places, without trailing
  /// zeros: `12.5`, `3`, `-0.25`; never `-0`.
  static func format(_ value: Double, decimals: Int = 2) -> String {
    guard value.isFinite else { return "0" }
    var factor = 1.0
    for _ in 0..<decimals { factor *= 10 }
    let scaled = (abs(value) * factor).rounded(.toNearestOrAwayFromZero)
    guard scaled < 9e15 else { return String(Int(value)) }
    let units = Int(scaled)
    if units == 0 { return "0" }
    let divisor = Int(factor)
    var text = value < 0 ? "-" : ""
    text += String(units / divisor)
    var fraction = units % divisor
    if fraction != 0 {
      var digits = decimals
      while fraction % 10 == 0 {
        fraction /= 10
        digits -= 1
      }
      let fractionText = String(fraction)
      text += "." + String(repeating: "0", count: digits - fractionText.count) + fractionText
    }
    return text
  }
}
