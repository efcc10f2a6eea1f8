import OpenType

/// Runs a font file's bytes through the whole `Face` API, for the fuzzer and for replaying the
/// files it found.
///
/// Every call's result is folded into a checksum that the caller keeps, so that the optimiser
/// cannot remove calls whose results are otherwise unused. Counts are capped (faces, glyphs,
/// characters) so that one input runs in milliseconds whatever its header claims; the reader
/// itself must still never trap, hang or allocate without bound on any input.
///
/// ```swift
/// let checksum = FontExerciser.exercise(bytes)
/// ```
public enum FontExerciser {
  /// At most this many faces of a collection are read.
  public static let maximumFaces = 4
  /// At most this many glyphs per face are outlined and measured.
  public static let maximumGlyphs = 48

  /// Reads every face of `bytes` through the `Face` API and returns a checksum of the results.
  public static func exercise(_ bytes: [UInt8]) -> UInt64 {
    var checksum = Checksum()
    let file: FontFile
    do {
      file = try FontFile(bytes: bytes)
    } catch {
      checksum.add(error.description)
      return checksum.value
    }
    checksum.add(file.faceCount)
    for index in 0..<min(file.faceCount, maximumFaces) {
      do {
        exercise(try file.face(at: index), into: &checksum)
      } catch {
        checksum.add(error.description)
      }
    }
    // A face index past the end must throw, not trap.
    checksum.add((try? file.face(at: file.faceCount)) == nil)
    return checksum.value
  }

  /// The invariant of issue 34 (item 4): a table the face lists but the reader ignores is in
  /// ``Face/tableProblems``, so that tools can say so instead of showing a face without
  /// characters, advances or outlines.
  private static func checkDamageIsReported(_ face: Face, into checksum: inout Checksum) {
    let problems = face.tableProblems
    for problem in problems { checksum.add(problem.description) }
    let reported = Set(problems.map(\.tag))
    let directory = face.tableDirectory
    if directory.record(for: "cmap") != nil, face.characterMap == nil, !reported.contains("cmap") {
      fatalError("'cmap' is listed but unreadable, and tableProblems does not say so")
    }
    if directory.record(for: "hmtx") != nil, face.horizontalMetrics == nil,
      !reported.contains("hmtx")
    {
      fatalError("'hmtx' is listed but unreadable, and tableProblems does not say so")
    }
    if directory.record(for: "glyf") != nil || directory.record(for: "loca") != nil,
      face.outlineFormat == nil, reported.isDisjoint(with: ["glyf", "loca"])
    {
      fatalError("'glyf' or 'loca' is listed but unusable, and tableProblems does not say so")
    }
  }

  private static func exercise(_ face: Face, into checksum: inout Checksum) {
    for id in [0, 1, 2, 3, 4, 5, 6, 16, 17, 21, 22, 25, 256, 300] {
      checksum.add(face.name(NameID(rawValue: id)))
    }
    checksum.add(face.preferredFamilyName)
    checksum.add(face.preferredSubfamilyName)
    checksum.add(face.weightClass.rawValue)
    checksum.add(face.widthClass.rawValue)
    checksum.add(face.isItalic)
    checksum.add(face.isOblique)
    checksum.add(face.isBold)
    checksum.add(face.italicAngle)
    checksum.add(face.isMonospaced)
    checksum.add(face.unitsPerEm)
    checksum.add(face.numberOfGlyphs)
    checksum.add([face.ascender, face.descender, face.lineGap])
    checksum.add(face.typographicAscender)
    checksum.add(face.typographicDescender)
    checksum.add(face.typographicLineGap)
    checksum.add(face.windowsAscent)
    checksum.add(face.windowsDescent)
    checksum.add(face.usesTypographicMetrics)
    checksum.add(face.xHeight)
    checksum.add(face.capHeight)
    checksum.add(face.averageCharacterWidth)
    checksum.add(face.underlinePosition)
    checksum.add(face.underlineThickness)
    checksum.add(face.kerningSources.rawValue)
    checkDamageIsReported(face, into: &checksum)

    // Characters: ASCII, Latin-1, a few planes, and variation sequences.
    var glyphs: [GlyphID] = []
    for value in Array(0..<0x100) + [0x391, 0x41F, 0x5D0, 0x627, 0x4E00, 0xFFFD, 0x1F600, 0x10FFFF]
    {
      guard let scalar = Unicode.Scalar(UInt32(value)) else { continue }
      let glyph = face.glyph(for: scalar)
      checksum.add(glyph.map { Int($0.rawValue) })
      if let glyph, glyphs.count < 64 { glyphs.append(glyph) }
      if value < 0x80 || value == 0x4E00 {
        checksum.add(
          face.glyph(for: scalar, variationSelector: "\u{FE00}").map { Int($0.rawValue) })
        checksum.add(
          face.glyph(for: scalar, variationSelector: "\u{E0100}").map { Int($0.rawValue) })
      }
    }
    var sequences = 0
    face.characterMap?.variationSequences?.forEachSequence { sequence in
      sequences &+= Int(sequence.code ^ sequence.selector)
      if case .glyph(let glyph) = sequence.mapping { sequences &+= Int(glyph.rawValue) }
    }
    checksum.add(sequences)

    // Variations: axes, instances, STAT, metrics and advances at the axes' extremes.
    let axes = face.variationAxes
    checksum.add(axes.count)
    for axis in axes {
      checksum.add([axis.minimumValue, axis.defaultValue, axis.maximumValue])
      checksum.add(face.name(axis.nameID))
    }
    for instance in face.namedInstances.prefix(16) {
      checksum.add(face.name(instance.subfamilyNameID))
      checksum.add(instance.coordinates.values.reduce(0, +))
    }
    if let attributes = face.styleAttributes {
      checksum.add(attributes.designAxes.count)
      checksum.add(attributes.axisValues.count)
    }
    var locations: [[Tag: Double]] = [[:]]
    if !axes.isEmpty {
      locations.append(Dictionary(axes.map { ($0.tag, $0.maximumValue) }, uniquingKeysWith: max))
      locations.append(Dictionary(axes.map { ($0.tag, $0.minimumValue) }, uniquingKeysWith: min))
    }
    for location in locations {
      let metrics = face.variationMetrics(at: location)
      checksum.add([metrics.ascender, metrics.descender, metrics.lineGap])
      checksum.add(metrics.xHeight)
      checksum.add(metrics.capHeight)
      checksum.add(face.normalizedCoordinates(for: location).reduce(0, +))
    }

    // Glyphs: the mapped ones and the first ones.
    let count = min(face.numberOfGlyphs, maximumGlyphs)
    let indices = (0..<count).map { GlyphID(rawValue: UInt16($0)) } + glyphs
    checksum.add(face.outlineFormat.map { "\($0)" })
    for (position, glyph) in indices.enumerated() {
      checksum.add(face.advance(of: glyph))
      checksum.add(face.leftSideBearing(of: glyph))
      let next = indices[(position + 1) % indices.count]
      checksum.add(face.kerning(between: glyph, and: next))
      // Variable locations for the first glyphs only: blending is the same code for each.
      for location in position < 8 ? locations : [[:]] {
        checksum.add(face.advance(of: glyph, at: location))
        do {
          let outline = try face.outline(of: glyph, at: location)
          checksum.add(outline.commands.count)
          if let box = outline.boundingBox {
            checksum.add([box.xMin, box.yMin, box.xMax, box.yMax])
          }
        } catch {
          checksum.add(error.description)
        }
      }
      // Streaming must agree with the array: the same commands, or the same error.
      var counter = CommandCounter()
      let streamed = Result { () throws(OpenTypeError) in
        try face.drawOutline(of: glyph, into: &counter)
      }
      let collected = Result { () throws(OpenTypeError) in try face.outline(of: glyph) }
      switch (streamed, collected) {
      case (.success, .success(let outline)):
        precondition(counter.count == outline.commands.count, "streamed outline differs")
        checksum.add(counter.sum)
      case (.failure(let streamError), .failure(let arrayError)):
        precondition(streamError == arrayError, "streaming threw another error")
      default:
        preconditionFailure("streaming and outline(of:) disagree on whether glyph \(glyph) reads")
      }
      do {
        checksum.add((try face.boundingBox(of: glyph)).map { $0.xMax - $0.xMin })
      } catch {
        checksum.add(error.description)
      }
    }
    // Glyph IDs past the end must give nil or an error, never a trap.
    let past = GlyphID(rawValue: UInt16(clamping: face.numberOfGlyphs))
    checksum.add(face.advance(of: past))
    checksum.add((try? face.outline(of: past)) == nil)
    checksum.add(face.kerning(between: past, and: .notDefined))
  }
}

/// Counts the commands streamed into it and sums their coordinates.
struct CommandCounter: OutlineSink {
  var count = 0
  var sum = 0.0

  mutating func move(to point: OutlinePoint) {
    count += 1
    sum += point.x + point.y
  }
  mutating func line(to point: OutlinePoint) {
    count += 1
    sum += point.x + point.y
  }
  mutating func quadratic(control: OutlinePoint, to point: OutlinePoint) {
    count += 1
    sum += control.x + control.y + point.x + point.y
  }
  mutating func cubic(control1: OutlinePoint, control2: OutlinePoint, to point: OutlinePoint) {
    count += 1
    sum += control1.x + control1.y + control2.x + control2.y + point.x + point.y
  }
  mutating func close() { count += 1 }
}

/// FNV-1a over everything added, so that every result the exerciser reads is used.
struct Checksum {
  private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

  mutating func add(_ number: UInt64) {
    value = (value ^ number) &* 0x100_0000_01b3
  }

  mutating func add(_ number: Int) { add(UInt64(bitPattern: Int64(number))) }
  mutating func add(_ number: Double) { add(number.bitPattern) }
  mutating func add(_ flag: Bool) { add(flag ? 1 : 2) }
  mutating func add(_ numbers: [Int]) { for number in numbers { add(number) } }
  mutating func add(_ numbers: [Double]) { for number in numbers { add(number) } }

  mutating func add(_ text: String) {
    for byte in text.utf8 { add(Int(byte)) }
  }

  mutating func add(_ number: Int?) { if let number { add(number) } else { add(UInt64(7)) } }
  mutating func add(_ number: Double?) { if let number { add(number) } else { add(UInt64(7)) } }
  mutating func add(_ text: String?) { if let text { add(text) } else { add(UInt64(7)) } }
}
