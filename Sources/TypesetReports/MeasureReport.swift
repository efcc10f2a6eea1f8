import ArgumentParsing
import TypesetShaping
import TypesetTools

/// What `typeset-cli measure` prints: each face's measurement of one text, and its lines at a
/// width when one was given, as a text report or JSON.
package struct MeasureReport {
  /// One face's measurement.
  package struct Entry {
    /// The face's PostScript name, or `?`.
    package let name: String
    /// The file it came from.
    package let path: String
    /// The text measured with the face.
    package let measurement: ShapedMeasurement
    /// The width the lines were broken at, and the lines, when a width was given.
    package let lines: (width: Double, lines: [ShapedLine])?

    /// An entry of the report.
    package init(
      name: String, path: String, measurement: ShapedMeasurement,
      lines: (width: Double, lines: [ShapedLine])?
    ) {
      self.name = name
      self.path = path
      self.measurement = measurement
      self.lines = lines
    }
  }

  /// The text measured.
  package let measuredText: String
  /// The point size it was measured at.
  package let pointSize: Double
  /// The variation location, by axis tag (padded tags as the font spells them).
  package let location: [String: Double]
  /// The files in the order given, each with its faces' entries.
  package let files: [(path: String, entries: [Entry])]

  /// A report of `files`' measurements of `text` at `pointSize` and `location`.
  package init(
    text: String, pointSize: Double, location: [String: Double],
    files: [(path: String, entries: [Entry])]
  ) {
    self.measuredText = text
    self.pointSize = pointSize
    self.location = location
    self.files = files
  }

  /// Why some widths may be wrong: what the text needs that this build cannot shape.
  package var needs: Set<ShapingNeed> {
    Set(files.flatMap { $0.entries.flatMap(\.measurement.needs) })
  }

  /// The location's axes in tag order, each tag without the spaces that pad it to four.
  private var sortedLocation: [(String, Double)] {
    location.sorted { $0.key < $1.key }.map { ($0.key.trimmingTrailingSpaces(), $0.value) }
  }

  /// The report for people: each face's width and glyphs, then its lines.
  package func text() -> String {
    var table = ""
    for file in files {
      for entry in file.entries {
        let measurement = entry.measurement
        table += "\(entry.name) (\(entry.path)) at "
        table += "\(NumberFormatting.compact(pointSize, decimals: 2)) pt"
        if !location.isEmpty {
          table +=
            ", "
            + sortedLocation.map { "\($0) \(NumberFormatting.compact($1, decimals: 2))" }
            .joined(separator: ", ")
        }
        table += "\n  width \(NumberFormatting.compact(measurement.width, decimals: 2)) pt, "
        table += "\(measurement.glyphCount) glyphs"
        if measurement.missingGlyphs > 0 { table += " (\(measurement.missingGlyphs) missing)" }
        table += measurement.isShaped ? ", shaped\n" : ", not shaped\n"
        if let (width, lines) = entry.lines {
          table += "  \(NumberFormatting.count(lines.count, "line")) at "
          table += "\(NumberFormatting.compact(width, decimals: 2)) pt:\n"
          for line in lines {
            table +=
              "    " + NumberFormatting.compact(line.width, decimals: 2).leftPadding(toLength: 8)
            table += "  \(line.text)\n"
          }
        }
      }
    }
    return table
  }

  /// The report as JSON: the text, size and location, how it was shaped, and each file's faces.
  package func json() -> JSONValue {
    let needs = needs
    return .object([
      ("text", .string(measuredText)), ("pointSize", .number(pointSize)),
      ("location", .object(sortedLocation.map { ($0, .number($1)) })),
      ("shaped", .bool(TextShaper.isShapingAvailable)),
      ("shaper", .string(TextShaper.isShapingAvailable ? "harfbuzz" : "builtin")),
      (
        "needsShaping",
        needs.isEmpty
          ? .null
          : .object([
            ("reasons", .array(needs.sorted().map { .string($0.rawValue) })),
            ("trait", .string("HarfBuzz")),
          ])
      ),
      (
        "files",
        .array(
          files.map { file in
            .object([
              ("file", .string(file.path)), ("faces", .array(file.entries.map(Self.json))),
            ])
          })
      ),
    ])
  }

  /// One face's measurement as JSON.
  private static func json(_ entry: Entry) -> JSONValue {
    let measurement = entry.measurement
    var members: [(String, JSONValue)] = [
      ("postScriptName", .string(entry.name)), ("width", .number(measurement.width)),
      ("glyphCount", .number(Double(measurement.glyphCount))),
      ("missingGlyphs", .number(Double(measurement.missingGlyphs))),
      ("direction", .string(measurement.paragraphLevel % 2 == 1 ? "rtl" : "ltr")),
      (
        "runs",
        .array(
          measurement.runs.map { run in
            .object([
              ("start", .number(Double(run.range.lowerBound))),
              ("end", .number(Double(run.range.upperBound))),
              ("script", .string(run.script.code)), ("level", .number(Double(run.level))),
            ])
          })
      ),
      ("needsShaping", .array(measurement.needs.sorted().map { .string($0.rawValue) })),
    ]
    if let (_, lines) = entry.lines {
      members.append(
        (
          "lines",
          .array(
            lines.map { line in
              .object([
                ("text", .string(line.text)), ("width", .number(line.width)),
                ("start", .number(Double(line.range.lowerBound))),
                ("end", .number(Double(line.range.upperBound))),
              ])
            })
        ))
    }
    return .object(members)
  }
}
