#if HarfBuzz
  import CHarfBuzz
  import OpenType

  /// A HarfBuzz font made from a face's bytes at a variation location, at a scale of one unit
  /// per font unit. The face's bytes stay alive as long as the font. Both the measuring
  /// `TextShaper` and `GlyphShapingFont` shape with it.
  final class HarfBuzzFont: @unchecked Sendable {
    // HarfBuzz fonts are immutable after set-up and safe to shape with from several threads.
    /// The `hb_font_t`, owned by this object (destroyed with it).
    let font: OpaquePointer
    private let data: FontData

    init(face: Face, location: [String: Double]) {
      data = face.data
      let index = (try? FontFile(data: face.data))?.faceOffsets.firstIndex(of: face.offset) ?? 0
      let blob = data.withUnsafeBytes { bytes in
        hb_blob_create(
          bytes.baseAddress?.assumingMemoryBound(to: CChar.self), UInt32(bytes.count),
          HB_MEMORY_MODE_READONLY, nil, nil)
      }
      let hbFace = hb_face_create(blob, UInt32(index))
      font = hb_font_create(hbFace)
      hb_face_destroy(hbFace)
      hb_blob_destroy(blob)
      let variations = location.sorted { $0.key < $1.key }.map { tag, value in
        hb_variation_t(tag: hb_tag_from_string(tag, -1), value: Float(value))
      }
      if !variations.isEmpty {
        hb_font_set_variations(font, variations, UInt32(variations.count))
      }
    }

    deinit { hb_font_destroy(font) }

    /// HarfBuzz's script of each script (by table index).
    static let scripts: [hb_script_t] = UnicodeTables.scriptCodes.map {
      hb_script_from_string($0, -1)
    }

    /// A HarfBuzz buffer, reused for the runs of one text.
    final class Buffer {
      let buffer: OpaquePointer?
      init() { buffer = hb_buffer_create() }
      deinit { hb_buffer_destroy(buffer) }
    }

    /// Shapes one run of `codepoints` (the rest is context) with default features in `buffer`.
    func shape(_ codepoints: UnsafeBufferPointer<UInt32>, run: TextRun, in reused: Buffer) -> (
      advance: Int, glyphs: Int, notdef: Int
    ) {
      let buffer = reused.buffer
      hb_buffer_clear_contents(buffer)
      hb_buffer_add_utf32(
        buffer, codepoints.baseAddress, Int32(codepoints.count), UInt32(run.range.lowerBound),
        Int32(run.range.count))
      hb_buffer_set_direction(buffer, run.isRightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
      hb_buffer_set_script(buffer, Self.scripts[Int(run.script.index)])
      hb_buffer_set_language(buffer, hb_language_get_default())
      hb_shape(font, buffer, nil, 0)
      var count: UInt32 = 0
      let infos = hb_buffer_get_glyph_infos(buffer, &count)
      let positions = hb_buffer_get_glyph_positions(buffer, &count)
      var advance = 0
      var notdef = 0
      for index in 0..<Int(count) {
        advance += Int(positions?[index].x_advance ?? 0)
        if infos?[index].codepoint == 0 { notdef += 1 }
      }
      return (advance, Int(count), notdef)
    }
  }
#endif
