import OpenType
import OpenTypeTestSupport

#if canImport(Glibc)
  import Glibc
#endif

/// Small valid fonts made with the test-support builder, written as fuzzing seeds: each one
/// reaches tables that the malformed corpus rarely gets to (format 12 and 14 cmaps, kern, GPOS
/// pair and class kerning through extension lookups, composite-free glyf outlines,
/// collections).
enum SeedFonts {
  static func all() -> [(name: String, bytes: [UInt8])] {
    var plain = FontBuilder()
    let a = plain.addGlyph(
      advance: 600, for: "A",
      contours: [[.init(0, 0), .init(300, 700, onCurve: false), .init(600, 0)]])
    let v = plain.addGlyph(
      advance: 580, for: "V", contours: [[.init(0, 700), .init(290, 0), .init(580, 700)]])
    let o = plain.addGlyph(
      advance: 620, for: "o",
      contours: [
        [
          .init(310, 0, onCurve: false), .init(600, 250, onCurve: false),
          .init(310, 500, onCurve: false), .init(20, 250, onCurve: false),
        ]
      ])
    plain.addGlyph(advance: 250, for: " ")

    var kerned = plain
    kerned.kerningTablePairs = [.init(a, v, -80), .init(v, a, -70), .init(v, o, -40)]

    var positioned = plain
    positioned.positioningScripts = ["DFLT", "latn"]
    positioned.positioningLookups = [
      .init([.glyphPairs([.init(a, v, -90)])], usesExtension: true),
      .init([
        .classPairs(
          .init(
            firstClasses: [a: 1, v: 2], secondClasses: [v: 1, o: 2],
            values: [
              [0, 0, 0], [0, -60, -20], [0, 0, -35],
            ]))
      ]),
    ]

    var wide = plain
    wide.characterMapSubtables = [.windowsBMP(.format4), .windowsFull(.format12)]
    wide.addGlyph(advance: 1000, for: "\u{1F600}")
    wide.variationSequences = [
      .init("A", "\u{FE00}", glyph: v), .init("V", "\u{FE01}", glyph: nil),
    ]

    var bold = kerned
    bold.postScriptName = "BuilderSans-Bold"
    bold.weightClass = 700
    bold.isBold = true

    return [
      ("builder-plain.ttf", plain.build()),
      ("builder-kern.ttf", kerned.build()),
      ("builder-gpos.ttf", positioned.build()),
      ("builder-cmap12-14.ttf", wide.build()),
      ("builder-collection.ttc", FontBuilder.collection([kerned, bold])),
    ]
  }

  /// Writes every seed into `directory`.
  static func write(to directory: String) {
    for (name, bytes) in all() {
      guard let file = fopen(directory + "/" + name, "wb") else {
        print("cannot write \(directory)/\(name)")
        continue
      }
      _ = bytes.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, file) }
      fclose(file)
    }
  }
}
