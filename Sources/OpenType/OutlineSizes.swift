/// Checked arithmetic for sizes computed from counts in a font file.
///
/// A count times a record size can exceed `Int.max` where `Int` has 32 bits (watchOS on
/// arm64_32), and Swift traps on overflow; these helpers throw instead, so the outline and
/// variation parsers stay trap-free on every platform.
enum CheckedSize {
  /// The product of `values`, or an error naming `tag` when it does not fit in an `Int`.
  static func product(_ values: Int..., tag: Tag) throws(OpenTypeError) -> Int {
    var result = 1
    for value in values {
      let (product, overflow) = result.multipliedReportingOverflow(by: value)
      guard !overflow, value >= 0 else {
        throw .malformedTable(tag, reason: "a size computed from its counts is too large")
      }
      result = product
    }
    return result
  }
}
