/// A table the reader had to ignore or cut short, with why and what the face lacks because of
/// it: what a tool reports so that a damaged font is not mistaken for one without characters,
/// outlines or advances.
///
/// ```swift
/// for problem in face.tableProblems { print("warning: \(problem)") }
/// // warning: 'cmap' ignored (the table extends past the end of the file): no character maps to a glyph
/// ```
public struct TableProblem: Hashable, Sendable, CustomStringConvertible {
  /// The table.
  public let tag: Tag
  /// Whether the table is ignored as a whole (`true`) or read only in part (`false`).
  public let isIgnored: Bool
  /// What is wrong with the table.
  public let reason: String
  /// What the face lacks because of it, such as `no character maps to a glyph`.
  public let consequence: String

  /// Creates a problem report.
  public init(tag: Tag, isIgnored: Bool, reason: String, consequence: String) {
    self.tag = tag
    self.isIgnored = isIgnored
    self.reason = reason
    self.consequence = consequence
  }

  /// One line: `'cmap' ignored (reason): consequence`.
  public var description: String {
    "'\(tag)' \(isIgnored ? "ignored" : "cut short") (\(reason)): \(consequence)"
  }

  /// What a face lacks when the table `tag` is ignored.
  static func consequence(ofIgnoring tag: Tag) -> String {
    switch tag.description {
    case "cmap": "no character maps to a glyph"
    case "hmtx": "no glyph has an advance"
    case "glyf", "loca", "CFF ", "CFF2": "no glyph has an outline"
    case "name": "the face has no names"
    case "OS/2": "the typographic and Windows metrics, x-height, cap height and classes are unknown"
    case "post": "the italic angle, underline and fixed pitch are unknown"
    case "kern", "GPOS": "its kerning is not applied"
    case "fvar": "the face is read as static"
    case "gvar", "HVAR", "MVAR", "avar": "it does not vary"
    default: "the table is not used"
    }
  }
}

extension OpenTypeError {
  /// The error's text without the table's name when it names it already
  /// (`the table extends past the end of the file` instead of `malformed 'cmap' table: …`).
  var reasonText: String {
    switch self {
    case .malformedTable(_, let reason), .limitExceeded(_, let reason): reason
    default: description
    }
  }
}

extension Face {
  /// The tables of the face that the reader ignores or reads only in part, in tag order:
  /// every table whose directory record points past the end of the file, every table of
  /// ``unreadableTables``, an outline table that cannot be parsed (a `loca` format other than
  /// 0 or 1 included), and a `loca` table too short for every glyph. Empty for a well-formed
  /// font. Computed on each call.
  ///
  /// A damaged required table (`head`, `hhea`, `maxp`) is not here: opening the face throws.
  public var tableProblems: [TableProblem] {
    var problems: [Tag: TableProblem] = [:]
    func ignored(_ tag: Tag, _ reason: String) {
      guard problems[tag] == nil else { return }
      problems[tag] = TableProblem(
        tag: tag, isIgnored: true, reason: reason,
        consequence: TableProblem.consequence(ofIgnoring: tag))
    }
    for record in tableDirectory.records where !record.isInsideFile {
      ignored(record.tag, "the table extends past the end of the file")
    }
    for (tag, error) in unreadableTables { ignored(tag, error.reasonText) }
    let format = fontHeader.indexToLocationFormat
    if format != 0, format != 1, tableDirectory.record(for: IndexToLocation.tag) != nil {
      ignored(
        IndexToLocation.tag,
        "'head' gives indexToLocFormat \(format), which is neither 0 (16-bit offsets) nor 1 "
          + "(32-bit offsets)")
    }
    // Outlines: 'glyf' with 'loca', or CFF. A face listing neither has none to report.
    let listsTrueType =
      tableDirectory.record(for: GlyphData.tag) != nil
      || tableDirectory.record(for: IndexToLocation.tag) != nil
    if outlineFormat != nil, case .failure(let error) = outlineTable {
      let tag: Tag =
        switch error {
        case .malformedTable(let tag, _), .unsupportedVersion(let tag, _),
          .limitExceeded(let tag, _), .missingTable(let tag):
          tag
        default: outlineFormat == .trueType ? GlyphData.tag : CompactFontFormat.tag
        }
      ignored(tag, error.reasonText)
    } else if listsTrueType, outlineFormat == nil || outlineFormat == .trueType,
      problems[GlyphData.tag] == nil, problems[IndexToLocation.tag] == nil
    {
      if tableDirectory.record(for: IndexToLocation.tag) == nil {
        ignored(GlyphData.tag, "the face has no 'loca' table to locate its glyphs")
      } else if tableDirectory.record(for: GlyphData.tag) == nil {
        ignored(IndexToLocation.tag, "the face has no 'glyf' table")
      }
    }
    if outlineFormat == .trueType, problems[IndexToLocation.tag] == nil,
      let loca = tableReader(for: IndexToLocation.tag),
      let locations = try? IndexToLocation.Layout(
        start: loca.offset, length: loca.remaining,
        indexToLocFormat: fontHeader.indexToLocationFormat, numberOfGlyphs: numberOfGlyphs),
      locations.numberOfGlyphs < numberOfGlyphs
    {
      let size = fontHeader.indexToLocationFormat == 1 ? 4 : 2
      let located = locations.numberOfGlyphs
      problems[IndexToLocation.tag] = TableProblem(
        tag: IndexToLocation.tag, isIgnored: false,
        reason:
          "\(loca.remaining) bytes locate \(located) of the \(numberOfGlyphs) glyphs, which need "
          + "\((numberOfGlyphs + 1) * size)",
        consequence: located + 1 == numberOfGlyphs
          ? "glyph \(located) has no outline"
          : "glyphs \(located) to \(numberOfGlyphs - 1) have no outline")
    }
    return problems.values.sorted { $0.tag < $1.tag }
  }
}
