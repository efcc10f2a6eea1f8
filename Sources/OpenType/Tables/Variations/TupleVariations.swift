/// The tuple variations of one glyph in 'gvar' (the "GlyphVariationData" of the spec).
///
/// OpenType spec, "Tuple variation store": a header per tuple, then serialized data with packed
/// point numbers and packed deltas.
struct TupleVariations {
  private static let sharedPointNumbers: UInt16 = 0x8000
  private static let embeddedPeak: UInt16 = 0x8000
  private static let intermediateRegion: UInt16 = 0x4000
  private static let privatePointNumbers: UInt16 = 0x2000

  private let reader: ByteReader
  private let axisCount: Int
  private let sharedTuples: ByteReader
  private let sharedTupleCount: Int

  init(_ reader: ByteReader, axisCount: Int, sharedTuples: ByteReader, sharedTupleCount: Int) {
    self.reader = reader
    self.axisCount = axisCount
    self.sharedTuples = sharedTuples
    self.sharedTupleCount = sharedTupleCount
  }

  func deltas(
    original: [(x: Double, y: Double)], contourEnds: [Int]?, coordinates: [Double]
  ) throws(OpenTypeError) -> [(x: Double, y: Double)]? {
    var header = reader
    let countAndFlags = try header.readUInt16()
    let tupleCount = Int(countAndFlags & 0x0FFF)
    let dataOffset = Int(try header.readUInt16())
    var serialized = try reader.skipping(dataOffset)
    let pointCount = original.count
    var sharedPoints: [Int]?
    if countAndFlags & Self.sharedPointNumbers != 0 {
      sharedPoints = try Self.readPointNumbers(&serialized, pointCount: pointCount)
    }
    var total = [(x: Double, y: Double)](repeating: (0, 0), count: pointCount)
    var varies = false
    for _ in 0..<tupleCount {
      let dataSize = Int(try header.readUInt16())
      let tupleIndex = try header.readUInt16()
      var tupleData = try serialized.subReader(length: dataSize)
      let scalar = try self.scalar(tupleIndex, header: &header, coordinates: coordinates)
      guard scalar != 0 else { continue }
      var points = sharedPoints
      if tupleIndex & Self.privatePointNumbers != 0 {
        points = try Self.readPointNumbers(&tupleData, pointCount: pointCount)
      }
      let count = points?.count ?? pointCount
      let xs = try Self.readDeltas(&tupleData, count: count)
      let ys = try Self.readDeltas(&tupleData, count: count)
      var tuple = [(x: Double, y: Double)](repeating: (0, 0), count: pointCount)
      var touched = [Bool](repeating: points == nil, count: pointCount)
      for index in 0..<count {
        let point = points?[index] ?? index
        guard point < pointCount else { continue }  // extra point numbers are ignored
        tuple[point].x += Double(xs[index])
        tuple[point].y += Double(ys[index])
        touched[point] = true
      }
      if points != nil, let contourEnds {
        InferredDeltas.interpolate(
          &tuple, touched: touched, original: original, contourEnds: contourEnds)
      }
      for index in 0..<pointCount {
        total[index].x += tuple[index].x * scalar
        total[index].y += tuple[index].y * scalar
      }
      varies = true
    }
    return varies ? total : nil
  }

  /// The tuple's weight at the location; reads the rest of its header (embedded peak and
  /// intermediate region).
  private func scalar(
    _ tupleIndex: UInt16, header: inout ByteReader, coordinates: [Double]
  ) throws(OpenTypeError) -> Double {
    var peak: [Double] = []
    if tupleIndex & Self.embeddedPeak != 0 {
      peak = try Self.readTuple(&header, count: axisCount)
    } else {
      let index = Int(tupleIndex & 0x0FFF)
      guard index < sharedTupleCount else {
        throw .malformedTable("gvar", reason: "shared tuple \(index) of \(sharedTupleCount)")
      }
      var shared = try sharedTuples.skipping(index * axisCount * 2)
      peak = try Self.readTuple(&shared, count: axisCount)
    }
    var start: [Double]?
    var end: [Double]?
    if tupleIndex & Self.intermediateRegion != 0 {
      start = try Self.readTuple(&header, count: axisCount)
      end = try Self.readTuple(&header, count: axisCount)
    }
    var scalar = 1.0
    for axis in 0..<axisCount {
      let peakValue = peak[axis]
      let value = axis < coordinates.count ? coordinates[axis] : 0
      guard peakValue != 0, value != peakValue else { continue }
      if let start, let end {
        let low = start[axis]
        let high = end[axis]
        if low > peakValue || peakValue > high || (low < 0 && high > 0) { continue }
        if value < low || value > high { return 0 }
        scalar *=
          value < peakValue
          ? (value - low) / (peakValue - low) : (high - value) / (high - peakValue)
      } else {
        if value < min(0, peakValue) || value > max(0, peakValue) { return 0 }
        scalar *= value / peakValue
      }
    }
    return scalar
  }

  private static func readTuple(_ reader: inout ByteReader, count: Int) throws(OpenTypeError)
    -> [Double]
  {
    try reader.require(count * 2)
    var tuple: [Double] = []
    tuple.reserveCapacity(count)
    for _ in 0..<count { tuple.append(try reader.readF2Dot14()) }
    return tuple
  }

  /// Packed point numbers; `nil` means every point.
  private static func readPointNumbers(
    _ reader: inout ByteReader, pointCount: Int
  ) throws(OpenTypeError) -> [Int]? {
    let first = Int(try reader.readUInt8())
    guard first != 0 else { return nil }
    let count = first & 0x80 != 0 ? (first & 0x7F) << 8 | Int(try reader.readUInt8()) : first
    var points: [Int] = []
    points.reserveCapacity(min(count, reader.remaining))
    var point = 0
    while points.count < count {
      let control = Int(try reader.readUInt8())
      let words = control & 0x80 != 0
      let run = min((control & 0x7F) + 1, count - points.count)
      try reader.require(run * (words ? 2 : 1))
      for _ in 0..<run {
        point += words ? Int(try reader.readUInt16()) : Int(try reader.readUInt8())
        points.append(point)
      }
    }
    return points
  }

  /// Packed deltas: runs of zeros, bytes, words or (0xC0) 32-bit values.
  private static func readDeltas(_ reader: inout ByteReader, count: Int) throws(OpenTypeError)
    -> [Int]
  {
    var deltas: [Int] = []
    deltas.reserveCapacity(count)
    while deltas.count < count {
      let control = try reader.readUInt8()
      let run = min(Int(control & 0x3F) + 1, count - deltas.count)
      switch control & 0xC0 {
      case 0x80:
        deltas.append(contentsOf: repeatElement(0, count: run))
      case 0x40:
        try reader.require(run * 2)
        for _ in 0..<run { deltas.append(Int(try reader.readInt16())) }
      case 0xC0:
        try reader.require(run * 4)
        for _ in 0..<run { deltas.append(Int(try reader.readInt32())) }
      default:
        try reader.require(run)
        for _ in 0..<run { deltas.append(Int(try reader.readInt8())) }
      }
    }
    return deltas
  }
}

/// Interpolation of untouched points (IUP), OpenType spec, 'gvar', "Inferred deltas for
/// un-referenced point numbers".
enum InferredDeltas {
  static func interpolate(
    _ deltas: inout [(x: Double, y: Double)], touched: [Bool], original: [(x: Double, y: Double)],
    contourEnds: [Int]
  ) {
    var start = 0
    for end in contourEnds {
      defer { start = end }
      guard end > start, end <= deltas.count else { continue }
      let touchedPoints = (start..<end).filter { touched[$0] }
      guard let firstTouched = touchedPoints.first, touchedPoints.count < end - start else {
        continue
      }
      if touchedPoints.count == 1 {
        for point in start..<end where point != firstTouched {
          deltas[point] = deltas[firstTouched]
        }
        continue
      }
      // Each untouched run lies between two touched points, wrapping around the contour.
      for (position, previous) in touchedPoints.enumerated() {
        let next = touchedPoints[(position + 1) % touchedPoints.count]
        var point = previous + 1 == end ? start : previous + 1
        while point != next {
          deltas[point].x = infer(
            original[point].x, original[previous].x, original[next].x, deltas[previous].x,
            deltas[next].x)
          deltas[point].y = infer(
            original[point].y, original[previous].y, original[next].y, deltas[previous].y,
            deltas[next].y)
          point = point + 1 == end ? start : point + 1
        }
      }
    }
  }

  private static func infer(
    _ value: Double, _ coordinate1: Double, _ coordinate2: Double, _ delta1: Double,
    _ delta2: Double
  ) -> Double {
    if coordinate1 == coordinate2 { return delta1 == delta2 ? delta1 : 0 }
    let (low, high, lowDelta, highDelta) =
      coordinate1 < coordinate2
      ? (coordinate1, coordinate2, delta1, delta2) : (coordinate2, coordinate1, delta2, delta1)
    if value <= low { return lowDelta }
    if value >= high { return highDelta }
    return lowDelta + (value - low) * (highDelta - lowDelta) / (high - low)
  }
}
