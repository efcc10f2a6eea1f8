/// Collects path commands while a glyph is decoded, closing contours and bounding the work.
///
/// Charstrings and composite glyphs can describe enormous outlines from a few bytes, so the
/// builder refuses to grow past ``maximumCommands`` and throws instead.
struct OutlineBuilder {
  /// The most commands one glyph may produce; far above any real glyph.
  static let maximumCommands = 500_000

  let tag: Tag
  private(set) var commands: [PathCommand] = []
  private var contourOpen = false
  private(set) var current = OutlinePoint(x: 0, y: 0)

  /// A builder for `tag`'s glyphs, with room for `expectedCommands` commands before it grows.
  init(tag: Tag, expectedCommands: Int = 32) {
    self.tag = tag
    commands.reserveCapacity(min(max(expectedCommands, 0), 4096))
  }

  /// The number of commands so far.
  var commandCount: Int { commands.count }

  /// Makes room for `count` commands in all (capped, so a bogus count cannot allocate much).
  mutating func reserveCapacity(_ count: Int) {
    guard count > commands.capacity else { return }
    commands.reserveCapacity(min(max(count, 2 * commands.capacity), 4096))
  }

  private mutating func append(_ command: PathCommand) throws(OpenTypeError) {
    guard commands.count < Self.maximumCommands else {
      throw .limitExceeded(tag, reason: "outline has more than \(Self.maximumCommands) commands")
    }
    commands.append(command)
  }

  mutating func move(to point: OutlinePoint) throws(OpenTypeError) {
    try close()
    try append(.move(to: point))
    contourOpen = true
    current = point
  }

  mutating func line(to point: OutlinePoint) throws(OpenTypeError) {
    try openIfNeeded()
    try append(.line(to: point))
    current = point
  }

  mutating func quadratic(control: OutlinePoint, to point: OutlinePoint) throws(OpenTypeError) {
    try openIfNeeded()
    try append(.quadratic(control: control, to: point))
    current = point
  }

  mutating func cubic(
    _ control1: OutlinePoint, _ control2: OutlinePoint, _ point: OutlinePoint
  ) throws(OpenTypeError) {
    try openIfNeeded()
    try append(.cubic(control1: control1, control2: control2, to: point))
    current = point
  }

  /// Closes the open contour, if any.
  mutating func close() throws(OpenTypeError) {
    if contourOpen {
      try append(.close)
      contourOpen = false
    }
  }

  /// A drawing command without a preceding move starts at the current point (Type 2 rule).
  private mutating func openIfNeeded() throws(OpenTypeError) {
    if !contourOpen {
      try append(.move(to: current))
      contourOpen = true
    }
  }

  /// The finished outline, its last contour closed.
  mutating func finish() throws(OpenTypeError) -> GlyphOutline {
    try close()
    return GlyphOutline(commands: commands)
  }
}
