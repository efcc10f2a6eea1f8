import OpenType
import TypesetTools

/// Everything `inspect --dump` adds to a face's JSON, for comparison with other tools
/// (`Scripts/conformance`): the whole character map, every advance and every outline.
///
/// - `cmap`: `[[codePoint, glyph], …]` for every Unicode scalar the face maps to a glyph other
///   than `.notdef`, in code point order.
/// - `advances`: the advance of every glyph, in glyph order (`null` when the face has none); at
///   a `--location`, with the 'HVAR' delta there (not rounded).
/// - `outlines`: every glyph's outline at the default location (or at the `--location`, which
///   only CFF2 outlines follow) as one string of SVG-like
///   commands in font units, y up: `M x y`, `L x y`, `Q cx cy x y`, `C c1x c1y c2x c2y x y`,
///   `Z`; `""` for an empty glyph, `"error: …"` when the glyph cannot be read, `null` for a face
///   without outlines.
/// - `variationSequences`: `[[codePoint, selector, glyph, kind], …]` for every sequence the
///   'cmap' format 14 subtable records (default UVS ranges expanded), in the subtable's order:
///   `glyph` is what `Face.glyph(for:variationSelector:)` returns (`null` for none), `kind` is
///   `"default"` or `"glyph"` as the subtable's lookup says (`null` when the lookup misses the
///   recorded sequence); `[]` without such a subtable.
/// - `styleAttributes`: the 'STAT' table (see ``styleAttributes()``), `null` without one.
package struct FaceDump {
  package let face: Face
  /// The design-space location of advances and outlines; `nil` for the default one.
  package let location: [Tag: Double]?

  /// The members to append to the face's JSON object.
  package func members() -> [(String, JSONValue)] {
    [
      ("cmap", characterMap()), ("variationSequences", variationSequences()),
      ("styleAttributes", styleAttributes()), ("advances", advances()),
      ("outlines", outlines()),
    ]
  }

  private func characterMap() -> JSONValue {
    var entries: [JSONValue] = []
    for value in UInt32(0)...0x10_FFFF {
      guard let scalar = Unicode.Scalar(value), let glyph = face.glyph(for: scalar),
        glyph != .notDefined
      else { continue }
      entries.append(.array([.number(Double(value)), .number(Double(glyph.rawValue))]))
    }
    return .array(entries)
  }

  private func variationSequences() -> JSONValue {
    guard let table = face.characterMap?.variationSequences else { return .array([]) }
    var entries: [JSONValue] = []
    table.forEachSequence { sequence in
      var glyph: GlyphID?
      if let scalar = Unicode.Scalar(sequence.code),
        let selector = Unicode.Scalar(sequence.selector)
      {
        glyph = face.glyph(for: scalar, variationSelector: selector)
      }
      let kind: JSONValue =
        switch table.mapping(for: sequence.code, selector: sequence.selector) {
        case .useDefault: .string("default")
        case .glyph: .string("glyph")
        case nil: .null
        }
      entries.append(
        .array([
          .number(Double(sequence.code)), .number(Double(sequence.selector)),
          .optional(glyph.map { Double($0.rawValue) }), kind,
        ]))
    }
    return .array(entries)
  }

  /// ``location`` normalised for the face once, rather than for every glyph; empty for the
  /// default location.
  private var coordinates: [Double] {
    location.map(face.normalizedCoordinates(for:)) ?? []
  }

  private func advances() -> JSONValue {
    let coordinates = coordinates
    return .array(
      (0..<face.numberOfGlyphs).map { index in
        .optional(
          face.advance(of: GlyphID(rawValue: UInt16(index)), normalizedCoordinates: coordinates))
      })
  }

  private func outlines() -> JSONValue {
    guard face.outlineFormat != nil else { return .null }
    let coordinates = coordinates
    return .array(
      (0..<face.numberOfGlyphs).map { index in
        do throws(OpenTypeError) {
          let outline = try face.outline(
            of: GlyphID(rawValue: UInt16(index)), normalizedCoordinates: coordinates)
          return .string(Self.path(outline))
        } catch {
          return .string("error: \(error)")
        }
      })
  }

  /// The outline as `M x y L x y … Z`.
  package static func path(_ outline: GlyphOutline) -> String {
    var parts: [String] = []
    func add(_ command: String, _ points: OutlinePoint...) {
      parts.append(command)
      for point in points {
        parts.append(NumberFormatting.json(point.x))
        parts.append(NumberFormatting.json(point.y))
      }
    }
    for command in outline.commands {
      switch command {
      case .move(let point): add("M", point)
      case .line(let point): add("L", point)
      case .quadratic(let control, let point): add("Q", control, point)
      case .cubic(let control1, let control2, let point): add("C", control1, control2, point)
      case .close: add("Z")
      }
    }
    return parts.joined(separator: " ")
  }
}
