import TypesetTools

/// How numbers are printed: exactly in JSON and CSV, rounded for people in tables.
package enum NumberFormatting {
  /// The shortest text that reads back as the same Double; integral values without `.0`.
  package static func json(_ value: Double) -> String {
    JSONText.number(value)
  }

  /// A value rounded to at most `decimals` places, without trailing zeros (`16.3`, `17`).
  package static func compact(_ value: Double, decimals: Int = 1) -> String {
    guard value.isFinite else { return "—" }
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let rounded = (value * scale).rounded() / scale
    return json(rounded == 0 ? 0 : rounded)
  }

  /// A `Float` as a JSON number in its shortest form (26.8, not 26.799999237060547): the
  /// decimal that reads back as exactly that `Float`, as Java's `Float.toString` prints it.
  package static func number(_ value: Float) -> Double {
    Double("\(value)") ?? Double(value)
  }

  /// `1 error`, `2 errors`: a count with its noun.
  package static func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
  }
}
