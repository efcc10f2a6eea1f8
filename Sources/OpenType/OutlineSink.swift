/// Receives a glyph's outline segment by segment, as the glyph is decoded.
///
/// `Face.drawOutline(of:into:)` streams a glyph into a sink without building an array of
/// ``PathCommand``s, the way ttf-parser's `OutlineBuilder` and FreeType's outline decomposition
/// work: a renderer or a bounds computation can consume the points as they come. The calls
/// follow the rules of ``GlyphOutline/commands``: every contour starts with
/// ``move(to:)`` and ends with ``close()``; TrueType glyphs produce quadratic segments, CFF and
/// CFF2 glyphs cubic ones. Coordinates are in font units, y up.
///
/// ```swift
/// struct PointCounter: OutlineSink {
///   var points = 0
///   mutating func move(to point: OutlinePoint) { points += 1 }
///   mutating func line(to point: OutlinePoint) { points += 1 }
///   mutating func quadratic(control: OutlinePoint, to point: OutlinePoint) { points += 2 }
///   mutating func cubic(control1: OutlinePoint, control2: OutlinePoint, to point: OutlinePoint) {
///     points += 3
///   }
///   mutating func close() {}
/// }
/// var counter = PointCounter()
/// try face.drawOutline(of: glyph, into: &counter)
/// ```
public protocol OutlineSink {
  /// Starts a new contour at `point`.
  mutating func move(to point: OutlinePoint)
  /// A straight segment from the current point to `point`.
  mutating func line(to point: OutlinePoint)
  /// A quadratic Bézier segment from the current point (TrueType).
  mutating func quadratic(control: OutlinePoint, to point: OutlinePoint)
  /// A cubic Bézier segment from the current point (CFF, CFF2).
  mutating func cubic(control1: OutlinePoint, control2: OutlinePoint, to point: OutlinePoint)
  /// Closes the current contour back to its starting point.
  mutating func close()
}

/// The sink behind `Face.outline(of:)`: collects the commands into an array.
struct PathCommandCollector {
  var commands: [PathCommand] = []

  /// Makes room for `count` commands in all (capped, so a bogus count cannot allocate much).
  mutating func reserveCapacity(_ count: Int) {
    guard count > commands.capacity else { return }
    commands.reserveCapacity(min(max(count, 2 * commands.capacity), 4096))
  }

  /// Draws with a builder over a new collector and returns the commands drawn.
  static func collect(
    tag: Tag, _ draw: (inout OutlineBuilder) throws(OpenTypeError) -> Void
  ) throws(OpenTypeError) -> GlyphOutline {
    var collector = PathCommandCollector()
    try withUnsafeMutablePointer(to: &collector) { (pointer) throws(OpenTypeError) in
      var builder = OutlineBuilder(tag: tag, target: .commands(pointer))
      try draw(&builder)
      try builder.close()
    }
    return GlyphOutline(commands: collector.commands)
  }
}

/// Where a TrueType contour is drawn: the builder, whose every command is checked, or, when
/// the contour fits under its limit, the builder's target itself (`SinkWriter`,
/// `PathCommandCollector`), so that one decoding routine serves both.
protocol ContourWriter {
  mutating func move(to point: OutlinePoint) throws(OpenTypeError)
  mutating func line(to point: OutlinePoint) throws(OpenTypeError)
  mutating func quadratic(control: OutlinePoint, to point: OutlinePoint) throws(OpenTypeError)
  mutating func close() throws(OpenTypeError)
}

extension OutlineBuilder: ContourWriter {}

/// A sink of any type reached through a pointer and the functions of its type: what the
/// builder passes commands to, as an ``OutlineSink`` that generic drawing code can write to.
struct SinkWriter: OutlineSink, ContourWriter {
  let sink: UnsafeMutableRawPointer
  let functions: any OutlineSink.Type

  @inline(__always)
  func move(to point: OutlinePoint) { functions.move(sink, to: point) }
  @inline(__always)
  func line(to point: OutlinePoint) { functions.line(sink, to: point) }
  @inline(__always)
  func quadratic(control: OutlinePoint, to point: OutlinePoint) {
    functions.quadratic(sink, control: control, to: point)
  }
  @inline(__always)
  func cubic(control1: OutlinePoint, control2: OutlinePoint, to point: OutlinePoint) {
    functions.cubic(sink, control1: control1, control2: control2, to: point)
  }
  @inline(__always)
  func close() { functions.close(sink) }
}

extension PathCommandCollector: OutlineSink, ContourWriter {
  mutating func move(to point: OutlinePoint) { commands.append(.move(to: point)) }
  mutating func line(to point: OutlinePoint) { commands.append(.line(to: point)) }
  mutating func quadratic(control: OutlinePoint, to point: OutlinePoint) {
    commands.append(.quadratic(control: control, to: point))
  }
  mutating func cubic(control1: OutlinePoint, control2: OutlinePoint, to point: OutlinePoint) {
    commands.append(.cubic(control1: control1, control2: control2, to: point))
  }
  mutating func close() { commands.append(.close) }
}

extension OutlineSink {
  // The sink's methods called through a pointer to the sink, so that the builder, which is
  // not generic, can pass segments to a sink of any type (`any OutlineSink.Type`, which the
  // generic caller already has) without copying the sink: one indirect call per segment, like
  // a Rust `&mut dyn OutlineBuilder`.

  @inline(__always)
  static func move(_ sink: UnsafeMutableRawPointer, to point: OutlinePoint) {
    sink.assumingMemoryBound(to: Self.self).pointee.move(to: point)
  }
  @inline(__always)
  static func line(_ sink: UnsafeMutableRawPointer, to point: OutlinePoint) {
    sink.assumingMemoryBound(to: Self.self).pointee.line(to: point)
  }
  @inline(__always)
  static func quadratic(
    _ sink: UnsafeMutableRawPointer, control: OutlinePoint, to point: OutlinePoint
  ) {
    sink.assumingMemoryBound(to: Self.self).pointee.quadratic(control: control, to: point)
  }
  @inline(__always)
  static func cubic(
    _ sink: UnsafeMutableRawPointer, control1: OutlinePoint, control2: OutlinePoint,
    to point: OutlinePoint
  ) {
    sink.assumingMemoryBound(to: Self.self).pointee.cubic(
      control1: control1, control2: control2, to: point)
  }
  @inline(__always)
  static func close(_ sink: UnsafeMutableRawPointer) {
    sink.assumingMemoryBound(to: Self.self).pointee.close()
  }

  /// Draws with a builder over `sink`, then closes the last contour.
  static func drawing(
    into sink: inout Self, tag: Tag, _ draw: (inout OutlineBuilder) throws(OpenTypeError) -> Void
  ) throws(OpenTypeError) {
    try withUnsafeMutablePointer(to: &sink) { (pointer) throws(OpenTypeError) in
      var builder = OutlineBuilder(
        tag: tag,
        target: .sink(SinkWriter(sink: UnsafeMutableRawPointer(pointer), functions: Self.self)))
      try draw(&builder)
      try builder.close()
    }
  }
}
