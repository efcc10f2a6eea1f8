extension Type2CharstringInterpreter {
  /// The size of the transient array of `put` and `get` (TN 5177, appendix B).
  static let transientArraySize = 32

  /// Runs an arithmetic, conditional or stack operator (TN 5177, section 4.5), or returns
  /// `false` for any other escaped operator.
  ///
  /// These operators are deprecated and rare in fonts; they are implemented so that an old
  /// charstring that uses them still draws. `random` returns a fixed value so that outlines are
  /// reproducible.
  mutating func executeArithmetic(_ op: Int) throws(OpenTypeError) -> Bool {
    switch op {
    case 3, 4, 10, 11, 12, 15, 24:  // and, or, add, sub, div, eq, mul
      let b = try pop()
      let a = try pop()
      let result: Double
      switch op {
      case 3: result = a != 0 && b != 0 ? 1 : 0
      case 4: result = a != 0 || b != 0 ? 1 : 0
      case 10: result = a + b
      case 11: result = a - b
      case 12: result = b == 0 ? 0 : a / b
      case 15: result = a == b ? 1 : 0
      default: result = a * b
      }
      try pushResult(result)
    case 5, 9, 14, 26:  // not, abs, neg, sqrt
      let a = try pop()
      switch op {
      case 5: try pushResult(a == 0 ? 1 : 0)
      case 9: try pushResult(abs(a))
      case 14: try pushResult(-a)
      default: try pushResult(CurveExtremes.squareRoot(a))
      }
    case 18:  // drop
      _ = try pop()
    case 20:  // put: value index
      let index = try transientIndex(try pop())
      let value = try pop()
      if transientArray.isEmpty {
        transientArray = [Double](repeating: 0, count: Self.transientArraySize)
      }
      transientArray[index] = value
    case 21:  // get: index
      let index = try transientIndex(try pop())
      try pushResult(transientArray.isEmpty ? 0 : transientArray[index])
    case 22:  // ifelse: s1 s2 v1 v2 → v1 <= v2 ? s1 : s2
      let v2 = try pop()
      let v1 = try pop()
      let s2 = try pop()
      let s1 = try pop()
      try pushResult(v1 <= v2 ? s1 : s2)
    case 23:  // random
      try pushResult(0.5)
    case 27:  // dup
      try pushResult(try peek(0))
    case 28:  // exch
      let b = try pop()
      let a = try pop()
      try pushResult(b)
      try pushResult(a)
    case 29:  // index: a copy of the element `i` below the top (the top itself when negative)
      let i = try pop()
      guard i.isFinite, i < Double(stack.count) else { throw malformed("index past the stack") }
      try pushResult(try peek(i < 0 ? 0 : Int(i)))
    case 30:  // roll: n j → the top n elements rotated j places up
      let shift = try pop()
      let count = try pop()
      guard count >= 0, count <= Double(stack.count), shift.isFinite, abs(shift) < 1e9 else {
        throw malformed("roll past the stack")
      }
      let n = Int(count)
      guard n > 0 else { return true }
      let j = ((Int(shift) % n) + n) % n
      let top = Array(stack.suffix(n))
      stack.removeLast(n)
      stack.append(contentsOf: top.suffix(j) + top.prefix(n - j))
    default:
      return false
    }
    return true
  }

  private mutating func pop() throws(OpenTypeError) -> Double {
    guard let value = stack.popLast() else { throw malformed("operator lacks operands") }
    return value
  }

  private func peek(_ depth: Int) throws(OpenTypeError) -> Double {
    guard depth >= 0, depth < stack.count else { throw malformed("operator lacks operands") }
    return stack[stack.count - 1 - depth]
  }

  private mutating func pushResult(_ value: Double) throws(OpenTypeError) {
    guard !stack.isFull else {
      throw .limitExceeded(context.tag, reason: "charstring stack exceeds \(maximumStack)")
    }
    stack.append(value.isFinite ? value : 0)
  }

  private func transientIndex(_ value: Double) throws(OpenTypeError) -> Int {
    guard value >= 0, value < Double(Self.transientArraySize) else {
      throw malformed("transient array index \(value)")
    }
    return Int(value)
  }
}
