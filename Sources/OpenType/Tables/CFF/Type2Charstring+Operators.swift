extension Type2CharstringInterpreter {
  /// Path construction, hint and end operators (TN 5177, appendix A; CFF2 adds 15 and 16).
  mutating func executeOperator(_ op: Int) throws(OpenTypeError) {
    let args = stack
    switch op {
    case 1, 3, 18, 23:  // hstem, vstem, hstemhm, vstemhm
      try countStems()
      return
    case 21:  // rmoveto
      takeWidth(hasExtraOperand: stack.count > 2)
      let a = try operands(2)
      try moveBy(a[0], a[1])
    case 22:  // hmoveto
      takeWidth(hasExtraOperand: stack.count > 1)
      try moveBy(try operands(1)[0], 0)
    case 4:  // vmoveto
      takeWidth(hasExtraOperand: stack.count > 1)
      try moveBy(0, try operands(1)[0])
    case 5:  // rlineto
      try requirePairs(args, remainder: 0)
      for i in stride(from: 0, to: args.count - 1, by: 2) { try lineBy(args[i], args[i + 1]) }
    case 6, 7:  // hlineto, vlineto: alternating horizontal and vertical lines
      guard !args.isEmpty else { throw malformed("line without operands") }
      var horizontal = op == 6
      for value in args {
        try horizontal ? lineBy(value, 0) : lineBy(0, value)
        horizontal.toggle()
      }
    case 8:  // rrcurveto
      try curves(args[...])
    case 24:  // rcurveline
      guard args.count >= 8, (args.count - 2) % 6 == 0 else {
        throw malformed("rcurveline operands")
      }
      try curves(args.dropLast(2))
      try lineBy(args[args.count - 2], args[args.count - 1])
    case 25:  // rlinecurve
      guard args.count >= 8, (args.count - 6) % 2 == 0 else {
        throw malformed("rlinecurve operands")
      }
      for i in stride(from: 0, to: args.count - 6, by: 2) { try lineBy(args[i], args[i + 1]) }
      try curves(args.suffix(6))
    case 26:  // vvcurveto: dx1? {dya dxb dyb dyc}+
      var rest = args[...]
      var dx1 = 0.0
      if rest.count % 4 == 1, let first = rest.popFirst() { dx1 = first }
      guard !rest.isEmpty, rest.count % 4 == 0 else { throw malformed("vvcurveto operands") }
      while rest.count >= 4 {
        let a = Array(rest.prefix(4))
        rest = rest.dropFirst(4)
        try curveBy(dx1, a[0], a[1], a[2], 0, a[3])
        dx1 = 0
      }
    case 27:  // hhcurveto: dy1? {dxa dxb dyb dxc}+
      var rest = args[...]
      var dy1 = 0.0
      if rest.count % 4 == 1, let first = rest.popFirst() { dy1 = first }
      guard !rest.isEmpty, rest.count % 4 == 0 else { throw malformed("hhcurveto operands") }
      while rest.count >= 4 {
        let a = Array(rest.prefix(4))
        rest = rest.dropFirst(4)
        try curveBy(a[0], dy1, a[1], a[2], a[3], 0)
        dy1 = 0
      }
    case 30, 31:  // vhcurveto, hvcurveto: alternating tangents, optional last delta
      guard args.count >= 4, args.count % 4 == 0 || args.count % 4 == 1 else {
        throw malformed("curve operands")
      }
      var horizontal = op == 31
      var index = 0
      while index + 4 <= args.count {
        let a = Array(args[index..<(index + 4)])
        index += 4
        let last = args.count - index == 1 ? args[index] : 0
        if horizontal {
          try curveBy(a[0], 0, a[1], a[2], last, a[3])
        } else {
          try curveBy(0, a[0], a[1], a[2], a[3], last)
        }
        horizontal.toggle()
      }
    case 14:  // endchar
      guard !context.isCFF2 else { throw malformed("endchar in a CFF2 charstring") }
      takeWidth(hasExtraOperand: stack.count == 1 || stack.count == 5)
      if stack.count == 4 {
        accentComposition = AccentComposition(
          accentOffset: OutlinePoint(x: stack[0], y: stack[1]),
          baseCode: Int(stack[2]), accentCode: Int(stack[3]))
      }
      finished = true
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
    default:
      throw malformed("unknown charstring operator \(op)")
    }
    stack.removeAll(keepingCapacity: true)
  }

  /// Flex operators, and the arithmetic and storage operators of CFF (not CFF2).
  mutating func executeEscaped(_ op: Int) throws(OpenTypeError) {
    if !context.isCFF2, try executeArithmetic(op) { return }
    let a = stack
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
    stack.removeAll(keepingCapacity: true)
  }

  /// The last `count` operands, which must be all there is (after the width).
  private func operands(_ count: Int) throws(OpenTypeError) -> [Double] {
    guard stack.count >= count else { throw malformed("operator lacks operands") }
    return Array(stack.suffix(count))
  }

  private func requirePairs(_ args: [Double], remainder: Int) throws(OpenTypeError) {
    guard args.count >= 2, args.count % 2 == remainder else { throw malformed("odd operand count") }
  }

  private mutating func curves(_ args: ArraySlice<Double>) throws(OpenTypeError) {
    guard !args.isEmpty, args.count % 6 == 0 else { throw malformed("rrcurveto operands") }
    let values = Array(args)
    for i in stride(from: 0, to: values.count, by: 6) {
      try curveBy(
        values[i], values[i + 1], values[i + 2], values[i + 3], values[i + 4], values[i + 5])
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
    let operandCount = valueCount * (regionCount + 1)
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
    stack.removeSubrange(base...)
    stack.append(contentsOf: results)
  }

  private mutating func currentRegionScalars() throws(OpenTypeError) -> [Double] {
    if let regionScalars { return regionScalars }
    guard let store = context.variations else {
      throw malformed("blend without a variation store")
    }
    let scalars = try store.regionScalars(
      dataIndex: variationIndex, coordinates: context.coordinates)
    regionScalars = scalars
    return scalars
  }
}
