extension Type2CharstringInterpreter {
  /// Path construction, hint and end operators (TN 5177, appendix A; CFF2 adds 15 and 16).
  mutating func executeOperator(_ op: Int) throws(OpenTypeError) {
    // Operators that read the stack in place.
    switch op {
    case 1, 3, 18, 23:  // hstem, vstem, hstemhm, vstemhm
      try countStems()
      return
    case 15:  // vsindex (CFF2)
      guard context.isCFF2, let value = stack.popLast() else { throw malformed("vsindex") }
      guard value >= 0, value < 65536 else { throw malformed("vsindex \(value)") }
      variationIndex = Int(value)
      regionScalars = nil
      return
    case 16:  // blend (CFF2)
      guard context.isCFF2 else { throw malformed("blend in a CFF charstring") }
      try blend()
      return
    case 21:  // rmoveto
      takeWidth(hasExtraOperand: stack.count > 2)
    case 4, 22:  // vmoveto, hmoveto
      takeWidth(hasExtraOperand: stack.count > 1)
    case 14:  // endchar
      guard !context.isCFF2 else { throw malformed("endchar in a CFF2 charstring") }
      takeWidth(hasExtraOperand: stack.count == 1 || stack.count == 5)
    default:
      break
    }
    // The others consume the whole stack: read it in place, then clear it. Every read below is
    // of `args[0..<count]`, as the guards on `count` show, so the pointer needs no checks.
    let args = UnsafePointer(stack.base)
    let count = stack.count
    defer { stack.removeAll() }
    switch op {
    case 21:  // rmoveto
      guard count >= 2 else { throw malformed("rmoveto lacks operands") }
      try moveBy(args[count - 2], args[count - 1])
    case 22:  // hmoveto
      guard count >= 1 else { throw malformed("hmoveto lacks operands") }
      try moveBy(args[count - 1], 0)
    case 4:  // vmoveto
      guard count >= 1 else { throw malformed("vmoveto lacks operands") }
      try moveBy(0, args[count - 1])
    case 5:  // rlineto
      guard count >= 2, count % 2 == 0 else { throw malformed("rlineto operands") }
      for i in stride(from: 0, to: count, by: 2) { try lineBy(args[i], args[i + 1]) }
    case 6, 7:  // hlineto, vlineto: alternating horizontal and vertical lines
      guard count > 0 else { throw malformed("line without operands") }
      var horizontal = op == 6
      for i in 0..<count {
        try horizontal ? lineBy(args[i], 0) : lineBy(0, args[i])
        horizontal.toggle()
      }
    case 8:  // rrcurveto
      guard count > 0, count % 6 == 0 else { throw malformed("rrcurveto operands") }
      try curves(args, from: 0, to: count)
    case 24:  // rcurveline
      guard count >= 8, (count - 2) % 6 == 0 else { throw malformed("rcurveline operands") }
      try curves(args, from: 0, to: count - 2)
      try lineBy(args[count - 2], args[count - 1])
    case 25:  // rlinecurve
      guard count >= 8, count % 2 == 0 else { throw malformed("rlinecurve operands") }
      for i in stride(from: 0, to: count - 6, by: 2) { try lineBy(args[i], args[i + 1]) }
      try curves(args, from: count - 6, to: count)
    case 26:  // vvcurveto: dx1? {dya dxb dyb dyc}+
      var i = count % 4 == 1 ? 1 : 0
      var dx1 = i == 1 ? args[0] : 0
      guard count - i >= 4, (count - i) % 4 == 0 else { throw malformed("vvcurveto operands") }
      while i + 4 <= count {
        try curveBy(dx1, args[i], args[i + 1], args[i + 2], 0, args[i + 3])
        dx1 = 0
        i += 4
      }
    case 27:  // hhcurveto: dy1? {dxa dxb dyb dxc}+
      var i = count % 4 == 1 ? 1 : 0
      var dy1 = i == 1 ? args[0] : 0
      guard count - i >= 4, (count - i) % 4 == 0 else { throw malformed("hhcurveto operands") }
      while i + 4 <= count {
        try curveBy(args[i], dy1, args[i + 1], args[i + 2], args[i + 3], 0)
        dy1 = 0
        i += 4
      }
    case 30, 31:  // vhcurveto, hvcurveto: alternating tangents, optional last delta
      guard count >= 4, count % 4 == 0 || count % 4 == 1 else { throw malformed("curve operands") }
      var horizontal = op == 31
      var i = 0
      while i + 4 <= count {
        let last = count - (i + 4) == 1 ? args[i + 4] : 0
        if horizontal {
          try curveBy(args[i], 0, args[i + 1], args[i + 2], last, args[i + 3])
        } else {
          try curveBy(0, args[i], args[i + 1], args[i + 2], args[i + 3], last)
        }
        horizontal.toggle()
        i += 4
      }
    case 14:  // endchar
      if count == 4 {
        accentComposition = AccentComposition(
          accentOffset: OutlinePoint(x: args[0], y: args[1]),
          baseCode: Self.characterCode(args[2]), accentCode: Self.characterCode(args[3]))
      }
      finished = true
    default:
      throw malformed("unknown charstring operator \(op)")
    }
  }

  /// Flex operators, and the arithmetic and storage operators of CFF (not CFF2).
  mutating func executeEscaped(_ op: Int) throws(OpenTypeError) {
    if !context.isCFF2, try executeArithmetic(op) { return }
    let a = stack
    defer { stack.removeAll() }
    switch op {
    case 35:  // flex: two curves and a depth, drawn as curves
      guard a.count == 13 else { throw malformed("flex operands") }
      try curveBy(a[0], a[1], a[2], a[3], a[4], a[5])
      try curveBy(a[6], a[7], a[8], a[9], a[10], a[11])
    case 34:  // hflex
      guard a.count == 7 else { throw malformed("hflex operands") }
      try curveBy(a[0], 0, a[1], a[2], a[3], 0)
      try curveBy(a[4], 0, a[5], -a[2], a[6], 0)
    case 36:  // hflex1
      guard a.count == 9 else { throw malformed("hflex1 operands") }
      try curveBy(a[0], a[1], a[2], a[3], a[4], 0)
      try curveBy(a[5], 0, a[6], a[7], a[8], -(a[1] + a[3] + a[7]))
    case 37:  // flex1: the last point moves along the dominant direction only
      guard a.count == 11 else { throw malformed("flex1 operands") }
      let dx = a[0] + a[2] + a[4] + a[6] + a[8]
      let dy = a[1] + a[3] + a[5] + a[7] + a[9]
      let (dx6, dy6) = abs(dx) > abs(dy) ? (a[10], -dy) : (-dx, a[10])
      try curveBy(a[0], a[1], a[2], a[3], a[4], a[5])
      try curveBy(a[6], a[7], a[8], a[9], dx6, dy6)
    default:
      throw malformed("unsupported charstring operator 12 \(op)")
    }
  }

  /// A Standard Encoding code from an operand; anything else reads as 0 (`.notdef`).
  private static func characterCode(_ value: Double) -> Int {
    value >= 0 && value < 256 ? Int(value) : 0
  }

  /// rrcurveto's operand groups of six in `args[start..<end]`, where `end - start` is a
  /// multiple of 6 and `args[start..<end]` are operands on the stack.
  @inline(__always)
  private mutating func curves(
    _ args: UnsafePointer<Double>, from start: Int, to end: Int
  ) throws(OpenTypeError) {
    for i in stride(from: start, to: end, by: 6) {
      try curveBy(args[i], args[i + 1], args[i + 2], args[i + 3], args[i + 4], args[i + 5])
    }
  }

  /// CFF2 `blend`: `n` default values followed by `n × k` deltas become `n` values at the
  /// location, where `k` is the region count of the current item variation data.
  private mutating func blend() throws(OpenTypeError) {
    guard let last = stack.popLast(), last >= 0, last < 65536 else {
      throw malformed("blend count")
    }
    let valueCount = Int(last)
    let scalars = try currentRegionScalars()
    let regionCount = scalars.count
    let operandCount = try CheckedSize.product(valueCount, regionCount + 1, tag: context.tag)
    guard operandCount <= stack.count else { throw malformed("blend lacks operands") }
    let base = stack.count - operandCount
    var results: [Double] = []
    results.reserveCapacity(valueCount)
    for value in 0..<valueCount {
      var blended = stack[base + value]
      let deltaStart = base + valueCount + value * regionCount
      for region in 0..<regionCount {
        blended += stack[deltaStart + region] * scalars[region]
      }
      results.append(blended)
    }
    stack.removeLast(stack.count - base)
    stack.append(contentsOf: results)
  }

  private mutating func currentRegionScalars() throws(OpenTypeError) -> [Double] {
    if let regionScalars { return regionScalars }
    guard let store = context.variations else {
      throw malformed("blend without a variation store")
    }
    let scalars = try store.regionScalars(
      dataIndex: variationIndex, coordinates: coordinates)
    regionScalars = scalars
    return scalars
  }
}
