import ArgumentParsing
import OpenType

extension FaceReport {
  /// The face for people: one `label  value` line per fact, then the text table.
  package func textLines() -> [String] {
    func value(_ number: Int?) -> String { number.map(String.init) ?? "—" }
    var rows: [(String, String)] = [
      ("PostScript name", face.postScriptName ?? "—"),
      ("family", face.familyName ?? "—"),
      ("subfamily", face.subfamilyName ?? "—"),
    ]
    if let family = face.typographicFamilyName {
      rows.append(("typographic family", family))
    }
    if let subfamily = face.typographicSubfamilyName {
      rows.append(("typographic subfamily", subfamily))
    }
    rows += [
      ("full name", face.fullName ?? "—"),
      ("weight class", String(face.weightClass.rawValue)),
      ("width class", String(face.widthClass.rawValue)),
      ("style", styleDescription),
      ("units per em", String(face.unitsPerEm)),
      (
        "hhea", "ascender \(face.ascender), descender \(face.descender), line gap \(face.lineGap)"
      ),
      (
        "typo",
        "ascender \(value(face.typographicAscender)), descender "
          + "\(value(face.typographicDescender)), line gap \(value(face.typographicLineGap))"
      ),
      ("USE_TYPO_METRICS", face.usesTypographicMetrics ? "set" : "not set"),
      ("win", "ascent \(value(face.windowsAscent)), descent \(value(face.windowsDescent))"),
      ("cap height", value(face.capHeight)),
      ("x-height", value(face.xHeight)),
      ("glyphs", "\(face.numberOfGlyphs), outlines \(outlineFormatName ?? "none")"),
      ("kerning", kerningSourceNames.isEmpty ? "none" : kerningSourceNames.joined(separator: ", ")),
    ]
    for axis in face.variationAxes {
      let name = face.name(axis.nameID).map { " \($0)" } ?? ""
      rows.append(
        (
          "axis \(axis.tag)",
          "\(NumberFormatting.compact(axis.minimumValue, decimals: 3)) … "
            + "\(NumberFormatting.compact(axis.defaultValue, decimals: 3)) … "
            + "\(NumberFormatting.compact(axis.maximumValue, decimals: 3))\(name)"
            + (axis.isHidden ? " (hidden)" : "")
        ))
    }
    for instance in face.namedInstances {
      let coordinates = face.variationAxes.compactMap { axis in
        instance.coordinates[axis.tag].map {
          "\(axis.tag) \(NumberFormatting.compact($0, decimals: 3))"
        }
      }
      rows.append(
        (
          "instance",
          (face.name(instance.subfamilyNameID) ?? "?") + ": "
            + coordinates.joined(separator: ", ")
        ))
    }
    if let location {
      // The metrics at the location, with their MVAR deltas applied.
      let metrics = face.variationMetrics(at: location)
      func number(_ value: Double?) -> String {
        value.map { NumberFormatting.compact($0, decimals: 2) } ?? "—"
      }
      let coordinates = face.variationAxes.map { axis in
        "\(axis.tag) \(NumberFormatting.compact(location[axis.tag] ?? axis.defaultValue, decimals: 3))"
      }
      rows += [
        ("location", coordinates.joined(separator: ", ")),
        (
          "hhea there",
          "ascender \(number(metrics.ascender)), descender \(number(metrics.descender)), "
            + "line gap \(number(metrics.lineGap))"
        ),
        (
          "typo there",
          "ascender \(number(metrics.typographicAscender)), descender "
            + "\(number(metrics.typographicDescender)), line gap \(number(metrics.typographicLineGap))"
        ),
        (
          "win there",
          "ascent \(number(metrics.windowsAscent)), descent \(number(metrics.windowsDescent))"
        ),
        ("cap height there", number(metrics.capHeight)),
        ("x-height there", number(metrics.xHeight)),
      ]
    }
    let width = rows.map(\.0.count).max() ?? 0
    var lines = rows.map { label, text in
      label + String(repeating: " ", count: width - label.count + 2) + text
    }
    if !textEntries.isEmpty {
      lines.append("")
      lines.append(contentsOf: textTable())
    }
    return lines
  }

  private var styleDescription: String {
    var words: [String] = []
    if face.isBold { words.append("bold") }
    if face.isItalic { words.append("italic") }
    if face.isOblique { words.append("oblique") }
    if face.isMonospaced { words.append("monospaced") }
    if face.italicAngle != 0 {
      words.append("italic angle \(NumberFormatting.compact(face.italicAngle, decimals: 2))°")
    }
    return words.isEmpty ? "upright" : words.joined(separator: ", ")
  }

  /// `char  code point  glyph  advance  kerning`, one row per character of `--text`.
  private func textTable() -> [String] {
    let header = ["char", "code point", "glyph", "advance", "kerning"]
    var rows = [header]
    for entry in textEntries {
      let hex = String(entry.scalar.value, radix: 16, uppercase: true)
      let shown =
        entry.scalar.properties.generalCategory == .control ? "" : String(entry.scalar)
      rows.append([
        shown,
        "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex,
        entry.glyph.map { String($0.rawValue) } ?? "missing",
        entry.advance.map { NumberFormatting.compact($0, decimals: 2) } ?? "—",
        entry.kerning == 0 ? "" : String(entry.kerning),
      ])
    }
    let widths = header.indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
    return rows.map { row in
      row.indices.map { column in
        let cell = row[column]
        let padding = String(repeating: " ", count: widths[column] - cell.count)
        return column == 0 ? cell + padding : padding + cell
      }.joined(separator: "  ").trimmingTrailingSpaces()
    }
  }
}
