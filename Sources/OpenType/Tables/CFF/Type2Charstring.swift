/// What a charstring can see besides its own bytes: subroutines and, in CFF2, variations.
///
/// One context exists per Font DICT and is shared by every glyph that uses it (a class, so that
/// an interpreter holds it with one reference instead of copying its INDEXes).
final class CharstringContext: Sendable {
  /// 'CFF ' or 'CFF2', for errors.
  let tag: Tag
  /// CFF2 charstrings have no width, no `endchar`, and may `blend`.
  let isCFF2: Bool
  /// The Global Subrs INDEX.
  let globalSubroutines: CompactFontIndex
  /// The Subrs INDEX of the glyph's Private DICT (empty when there is none).
  let localSubroutines: CompactFontIndex
  /// Where the two INDEXes lie, for the interpreter's inner loop.
  let globalLayout: CompactFontIndex.Layout
  let localLayout: CompactFontIndex.Layout
  /// CFF2: the variation store `blend` reads.
  let variations: ItemVariationStore?
  /// CFF2: the Private DICT's `vsindex`, the item variation data used until a `vsindex` operator.
  let defaultVariationIndex: Int

  init(
    tag: Tag, isCFF2: Bool, globalSubroutines: CompactFontIndex,
    localSubroutines: CompactFontIndex, variations: ItemVariationStore?,
    defaultVariationIndex: Int
  ) {
    self.tag = tag
    self.isCFF2 = isCFF2
    self.globalSubroutines = globalSubroutines
    self.localSubroutines = localSubroutines
    self.globalLayout = globalSubroutines.layout
    self.localLayout = localSubroutines.layout
    self.variations = variations
    self.defaultVariationIndex = defaultVariationIndex
  }
}

/// The accented-character composition requested by `endchar` with four arguments (seac).
struct AccentComposition: Sendable, Equatable {
  /// The accent's offset from the base glyph's origin.
  let accentOffset: OutlinePoint
  /// Standard-encoding code of the base character.
  let baseCode: Int
  /// Standard-encoding code of the accent.
  let accentCode: Int
}

/// Runs a Type 2 (CFF) or CFF2 charstring and records its outline.
///
/// Adobe TN 5177 (Type 2 Charstring Format) and the OpenType CFF2 chapter. Hints are parsed only
/// to count stems, which `hintmask` and `cntrmask` need to know how many mask bytes follow.
/// Subroutines nest at most ``maximumSubroutineDepth`` levels (the Type 2 limit), and one glyph
/// may execute at most ``maximumOperations`` operators and operands, so no charstring hangs.
struct Type2CharstringInterpreter {
  static let maximumSubroutineDepth = 10
  static let maximumOperations = 200_000

  let context: CharstringContext
  /// CFF2: normalised coordinates in 'fvar' axis order to blend at; empty means the default.
  let coordinates: [Double]
  var builder: OutlineBuilder
  /// Added to every point; the accent offset when drawing the accent of a seac glyph.
  var origin = OutlinePoint(x: 0, y: 0)
  /// The argument stack, backed by a buffer while ``execute(item:of:)`` runs.
  var stack = OperandStack()
  var x = 0.0
  var y = 0.0
  var stemCount = 0
  var widthHandled = false
  var finished = false
  var operationsLeft = maximumOperations
  /// Set when the charstring ended with a seac-style `endchar`.
  var accentComposition: AccentComposition?
  var variationIndex: Int
  var regionScalars: [Double]?
  /// The whole file's bytes while ``execute(item:of:)`` runs (empty otherwise); charstrings and
  /// subroutines are ranges of it.
  private var file = UnsafeRawBufferPointer(start: nil, count: 0)
  /// Storage of the deprecated `put` and `get` operators: empty (all zeros) until the first
  /// `put`, as almost no font uses them.
  var transientArray: [Double] = []

  init(context: CharstringContext, coordinates: [Double] = [], builder: OutlineBuilder) {
    self.context = context
    self.coordinates = coordinates
    self.builder = builder
    self.variationIndex = context.defaultVariationIndex
    // CFF2 has no width operand.
    self.widthHandled = context.isCFF2
  }

  var maximumStack: Int { context.isCFF2 ? 513 : 48 }

  func malformed(_ reason: String) -> OpenTypeError {
    .malformedTable(context.tag, reason: reason)
  }

  /// Executes item `index` of `charStrings` (a glyph's charstring) from a fresh state
  /// (subroutines and outline kept).
  mutating func execute(
    item index: Int, of charStrings: CompactFontIndex
  ) throws(OpenTypeError) {
    let layout = charStrings.layout
    let tag = context.tag
    try charStrings.file.withBytes { (bytes) throws(OpenTypeError) in
      try execute(try layout.itemRange(index, in: bytes, tag: tag), in: bytes)
    }
  }

  /// Executes the charstring in `range` of `bytes`, the whole file.
  private mutating func execute(
    _ range: Range<Int>, in bytes: UnsafeRawBufferPointer
  ) throws(OpenTypeError) {
    x = 0
    y = 0
    stemCount = 0
    widthHandled = context.isCFF2
    finished = false
    // Room in an array of commands for one per two bytes of the charstring, so that it grows
    // rarely (more often when subroutines draw most of the glyph). On Inter, EB Garamond and
    // Cantarell this cut the instructions of `outline(of:)` by 15–17 %; a sink ignores it.
    builder.reserveCapacity(builder.commandCount + range.count / 2)
    try withUnsafeTemporaryAllocation(of: Double.self, capacity: maximumStack) {
      (buffer) throws(OpenTypeError) in
      file = bytes
      stack = OperandStack(buffer)
      defer {
        file = UnsafeRawBufferPointer(start: nil, count: 0)
        stack = OperandStack()
      }
      try run(range)
    }
    try builder.close()
  }

  /// Runs the charstring in `range` of ``file``, subroutines included, reading it through a
  /// raw pointer: the interpreter's inner loop, kept free of reference counting and of
  /// recursion, with the read position, the operand count and the operation budget in locals.
  private mutating func run(_ range: Range<Int>) throws(OpenTypeError) {
    let bytes = file
    guard range.lowerBound >= 0, range.upperBound <= bytes.count else {
      throw .offsetOutOfBounds(range.upperBound)
    }
    // Only an empty range lies in an empty buffer, which may have no address.
    guard let start = bytes.baseAddress else { return }
    let depthLimit = Self.maximumSubroutineDepth
    try withUnsafeTemporaryAllocation(of: Int.self, capacity: 2 * depthLimit) {
      (returns) throws(OpenTypeError) in
      // Invariants: `0 <= position`, `end <= bytes.count` (so every byte in
      // `position..<end` lies in the file); `0 <= count <= capacity`; `0 <= depth <=
      // depthLimit`, with `returns[2 * d]` and `returns[2 * d + 1]` the caller's position and
      // end of every level `d < depth`.
      let returns = returns.baseAddress!
      let values = stack.base
      let capacity = stack.capacity
      let tag = context.tag
      var position = range.lowerBound
      var end = range.upperBound
      var depth = 0
      var count = stack.count
      var left = operationsLeft
      defer {
        operationsLeft = left
        stack.count = count
      }
      while true {
        guard position < end else {
          // The end of a subroutine without `return`, or of the charstring.
          guard depth > 0 else { return }
          depth -= 1
          position = returns[2 &* depth]
          end = returns[2 &* depth &+ 1]
          continue
        }
        left &-= 1
        guard left >= 0 else {
          throw .limitExceeded(
            tag, reason: "charstring runs more than \(Self.maximumOperations) operations")
        }
        let b0 = Int(start.load(fromByteOffset: position, as: UInt8.self))
        position += 1
        if b0 >= 32 {
          // Numbers (TN 5177, table 3).
          let value: Double
          if b0 <= 246 {
            value = Double(b0 - 139)
          } else if b0 <= 254 {
            guard position < end else { throw .unexpectedEnd(offset: position, needed: 1) }
            let b1 = Int(start.load(fromByteOffset: position, as: UInt8.self))
            position += 1
            value =
              b0 <= 250
              ? Double((b0 - 247) * 256 + b1 + 108) : Double(-(b0 - 251) * 256 - b1 - 108)
          } else {
            // 16.16 fixed; a truncated one fails at its first missing byte.
            guard end - position >= 4 else { throw .unexpectedEnd(offset: end, needed: 1) }
            let bits = UInt32(
              bigEndian: start.loadUnaligned(fromByteOffset: position, as: UInt32.self))
            position += 4
            value = Double(Int32(bitPattern: bits)) / 65536
          }
          guard count < capacity else {
            throw .limitExceeded(tag, reason: "charstring stack exceeds \(maximumStack)")
          }
          values[count] = value
          count += 1
          continue
        }
        switch b0 {
        case 28:
          guard end - position >= 2 else { throw .unexpectedEnd(offset: position, needed: 2) }
          let bits = UInt16(
            bigEndian: start.loadUnaligned(fromByteOffset: position, as: UInt16.self))
          position += 2
          guard count < capacity else {
            throw .limitExceeded(tag, reason: "charstring stack exceeds \(maximumStack)")
          }
          values[count] = Double(Int16(bitPattern: bits))
          count += 1
        case 10, 29:
          guard count > 0 else { throw malformed("subroutine call without index") }
          count -= 1
          let operand = values[count]
          let subroutines = b0 == 10 ? context.localLayout : context.globalLayout
          // Subroutine numbers are biased by the size of the INDEX (TN 5177, section 4.7);
          // anything not finite or beyond ±1e9 is no subroutine.
          let index =
            operand > -1e9 && operand < 1e9 ? Int(operand) + subroutines.subroutineBias : -1
          guard depth < depthLimit else {
            throw .limitExceeded(
              tag, reason: "subroutines nest deeper than \(Self.maximumSubroutineDepth)")
          }
          guard index >= 0, index < subroutines.count else {
            throw malformed("call to missing subroutine \(index)")
          }
          let item = try subroutines.itemRange(index, in: bytes, tag: tag)
          guard item.lowerBound >= 0, item.upperBound <= bytes.count else {
            throw .offsetOutOfBounds(item.upperBound)
          }
          // `depth < depthLimit`: both slots lie in `returns`.
          returns[2 &* depth] = position
          returns[2 &* depth &+ 1] = end
          depth += 1
          position = item.lowerBound
          end = item.upperBound
        case 11:  // return
          guard depth > 0 else { return }
          depth -= 1
          position = returns[2 &* depth]
          end = returns[2 &* depth &+ 1]
        case 12:
          guard position < end else { throw .unexpectedEnd(offset: position, needed: 1) }
          let b1 = Int(start.load(fromByteOffset: position, as: UInt8.self))
          position += 1
          stack.count = count
          try executeEscaped(b1)
          count = stack.count
        case 19, 20:
          // hintmask, cntrmask: operands left on the stack are implicit vstem hints.
          stack.count = count
          try countStems()
          count = stack.count
          let maskLength = (stemCount + 7) / 8
          guard maskLength <= end - position else {
            throw .unexpectedEnd(offset: position, needed: maskLength)
          }
          position += maskLength
        default:
          stack.count = count
          try executeOperator(b0)
          count = stack.count
          // Only `endchar` finishes a glyph, subroutines included.
          if finished { return }
        }
      }
    }
  }

  /// Drops the width operand if the first stack-clearing operator has one more operand than it
  /// takes (TN 5177, section 4.1).
  mutating func takeWidth(hasExtraOperand: Bool) {
    if !widthHandled {
      widthHandled = true
      if hasExtraOperand, !stack.isEmpty { stack.removeFirst() }
    }
  }

  /// hstem, vstem, hstemhm, vstemhm and the implicit vstem of hintmask: pairs of operands.
  mutating func countStems() throws(OpenTypeError) {
    takeWidth(hasExtraOperand: stack.count % 2 == 1)
    stemCount += stack.count / 2
    guard stemCount <= 96 * 8 else { throw malformed("too many stem hints") }
    stack.removeAll()
  }

  /// Moves the current point and draws to it with the chosen segment.
  @inline(__always)
  mutating func lineBy(_ dx: Double, _ dy: Double) throws(OpenTypeError) {
    x += dx
    y += dy
    try builder.line(to: point())
  }

  @inline(__always)
  mutating func curveBy(
    _ dx1: Double, _ dy1: Double, _ dx2: Double, _ dy2: Double, _ dx3: Double, _ dy3: Double
  ) throws(OpenTypeError) {
    let control1 = OutlinePoint(x: origin.x + x + dx1, y: origin.y + y + dy1)
    let control2 = OutlinePoint(x: control1.x + dx2, y: control1.y + dy2)
    x += dx1 + dx2 + dx3
    y += dy1 + dy2 + dy3
    try builder.cubic(control1, control2, point())
  }

  @inline(__always)
  mutating func moveBy(_ dx: Double, _ dy: Double) throws(OpenTypeError) {
    x += dx
    y += dy
    try builder.move(to: point())
  }

  func point() -> OutlinePoint {
    OutlinePoint(x: origin.x + x, y: origin.y + y)
  }
}
