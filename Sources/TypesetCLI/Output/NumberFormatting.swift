import TypesetTools

/// How numbers are printed: exactly in JSON and CSV, rounded for people in tables.
enum NumberFormatting {
  /// The shortest text that reads back as the same Double; integral values without `.0`.
  static func json(_ value: Double) -> String {
    JSONText.number(value)
  }

  /// A value rounded to at most `decimals` places, without trailing zeros (`16.3`, `17`).
  static func compact(_ value: Double, decimals: Int = 1) -> String {
    guard value.isFinite else { return "—" }
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let rounded = (value * scale).rounded() / scale
    return json(rounded == 0 ? 0 : rounded)
  }
}
