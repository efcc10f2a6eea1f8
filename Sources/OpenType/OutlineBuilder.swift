/// Passes path commands on while a glyph is decoded, opening and closing contours and
/// bounding the work.
///
/// Charstrings and composite glyphs can describe enormous outlines from a few bytes, so the
/// builder refuses to pass on more than ``maximumCommands`` commands and throws instead. The
/// commands go either into an array (`Face.outline(of:)`) or to a caller's ``OutlineSink``
/// (`Face.drawOutline(of:into:)`), both through pointers that are valid only while one outline
/// is drawn (see `PathCommandCollector.collect(tag:_:)` and
/// `OutlineSink.drawing(into:tag:_:)`), so that neither is copied. A TrueType contour that
/// fits under the limit goes to the target directly (``directTarget(forAtMost:)``).
struct OutlineBuilder {
  /// The most commands one glyph may produce; far above any real glyph.
  static let maximumCommands = 500_000

  /// Where the commands go.
  enum Target {
    /// Appended to an array.
    case commands(UnsafeMutablePointer<PathCommandCollector>)
    /// Passed to a caller's sink, through the functions of its type.
    case sink(SinkWriter)
  }

  let tag: Tag
  /// Where the commands go.
  private let target: Target
  /// The number of commands passed on so far.
  private(set) var commandCount = 0
  private var contourOpen = false
  private(set) var current = OutlinePoint(x: 0, y: 0)

  init(tag: Tag, target: Target) {
    self.tag = tag
    self.target = target
  }

  /// Makes room for `count` commands in all when they are collected into an array.
  func reserveCapacity(_ count: Int) {
    if case .commands(let collector) = target { collector.pointee.reserveCapacity(count) }
  }

  /// Where a whole contour of at most `count` commands can be written without the per-command
  /// checks: the builder's target, or `nil` when the commands might not fit under
  /// ``maximumCommands`` or a contour is open, and the contour must go through the builder.
  /// After writing, call ``didWriteContour(commands:endingAt:)``.
  @inline(__always)
  func directTarget(forAtMost count: Int) -> Target? {
    guard !contourOpen, count <= Self.maximumCommands - commandCount else { return nil }
    return target
  }

  /// Accounts for a closed contour of `commands` commands written to ``directTarget(forAtMost:)``,
  /// whose last segment ended at `point`.
  @inline(__always)
  mutating func didWriteContour(commands: Int, endingAt point: OutlinePoint) {
    commandCount += commands
    current = point
  }

  @inline(__always)
  private mutating func pass(_ command: PathCommand) throws(OpenTypeError) {
    guard commandCount < Self.maximumCommands else {
      throw .limitExceeded(tag, reason: "outline has more than \(Self.maximumCommands) commands")
    }
    commandCount += 1
    switch target {
    case .commands(let collector):
      collector.pointee.commands.append(command)
    case .sink(let writer):
      switch command {
      case .move(let point): writer.move(to: point)
      case .line(let point): writer.line(to: point)
      case .quadratic(let control, let point): writer.quadratic(control: control, to: point)
      case .cubic(let control1, let control2, let point):
        writer.cubic(control1: control1, control2: control2, to: point)
      case .close: writer.close()
      }
    }
  }

  @inline(__always)
  mutating func move(to point: OutlinePoint) throws(OpenTypeError) {
    try close()
    try pass(.move(to: point))
    contourOpen = true
    current = point
  }

  @inline(__always)
  mutating func line(to point: OutlinePoint) throws(OpenTypeError) {
    try openIfNeeded()
    try pass(.line(to: point))
    current = point
  }

  @inline(__always)
  mutating func quadratic(control: OutlinePoint, to point: OutlinePoint) throws(OpenTypeError) {
    try openIfNeeded()
    try pass(.quadratic(control: control, to: point))
    current = point
  }

  @inline(__always)
  mutating func cubic(
    _ control1: OutlinePoint, _ control2: OutlinePoint, _ point: OutlinePoint
  ) throws(OpenTypeError) {
    try openIfNeeded()
    try pass(.cubic(control1: control1, control2: control2, to: point))
    current = point
  }

  /// Closes the open contour, if any.
  @inline(__always)
  mutating func close() throws(OpenTypeError) {
    if contourOpen {
      try pass(.close)
      contourOpen = false
    }
  }

  /// A drawing command without a preceding move starts at the current point (Type 2 rule).
  @inline(__always)
  private mutating func openIfNeeded() throws(OpenTypeError) {
    if !contourOpen {
      try pass(.move(to: current))
      contourOpen = true
    }
  }
}
