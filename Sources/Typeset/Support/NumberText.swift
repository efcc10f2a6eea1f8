/// Numbers as short text, the same on every platform, for explanations, messages, captions and
/// generated files (golden files compare them byte for byte, so nothing here uses Foundation).
///
/// ```swift
/// NumberText.points(17.5)            // "17.5 pt"
/// NumberText.points(48, unit: false) // "48"
/// NumberText.decimal(0.333333, decimals: 3)  // "0.333"
/// ```
package enum NumberText {
  /// A number of points for explanations: at most two decimals, no trailing zeros, `" pt"`
  /// after it unless `unit` is false; `?` for a value that is not finite.
  package static func points(_ value: Double, unit: Bool = true) -> String {
    guard value.isFinite else { return "?" }
    // Past 1e15 a Double has no hundredths to round; past Int64's range it cannot become an
    // integer (a font size of 1e300 in a message trapped here, found by fuzzing).
    let rounded = abs(value) < 1e15 ? (value * 100).rounded() / 100 : value.rounded()
    var text =
      rounded == rounded.rounded() && abs(rounded) < 9e18
      ? String(Int64(rounded)) : String(rounded)
    if text == "-0" { text = "0" }
    return unit ? text + " pt" : text
  }

  /// `value` rounded half away from zero to at most `decimals` places, without trailing
  /// zeros: `12.5`, `3`, `-0.25`; never `-0`; `0` for a value that is not finite.
  package static func decimal(_ value: Double, decimals: Int = 2) -> String {
    guard value.isFinite else { return "0" }
    var factor = 1.0
    for _ in 0..<decimals { factor *= 10 }
    let scaled = (abs(value) * factor).rounded(.toNearestOrAwayFromZero)
    // Past 2^53 a Double has no fraction to show; past Int's range it cannot become an Int.
    guard scaled < 9e15 else {
      return abs(value) < 9e18 ? String(Int64(value.rounded())) : String(value.rounded())
    }
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

  /// `value` rounded to four decimals in Swift's shortest form (`0.9098`, `1.0`), as
  /// normalisation factors are shown.
  package static func fourDecimals(_ value: Double) -> String {
    String((value * 10_000).rounded() / 10_000)
  }
}
