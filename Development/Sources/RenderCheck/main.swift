// Rasterises every glyph of a font with TypesetRender, for the scripts in Scripts/render/.
//
//   RenderCheck dump FONT PIXELS OUTPUT   every glyph's bitmap, for the FreeType comparison
//   RenderCheck bench FONT PIXELS RUNS    seconds to rasterise every glyph, one line per run
//                                          (process CPU time, the clock ftbench reads)
//
// The dump is a sequence of records, little-endian int32s: glyph, left, top, width, height,
// then width × height coverage bytes; left and top place the bitmap relative to the glyph's
// origin (x right, y down), as FreeType's bitmap_left and -bitmap_top do.

import OpenType
import OpenTypeTestSupport
import TypesetRender

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

func fail(_ message: String) -> Never {
  let bytes = Array("RenderCheck: \(message)\n".utf8)
  _ = write(2, bytes, bytes.count)
  exit(64)
}

func readFile(_ path: String) -> [UInt8] {
  guard let bytes = FileBytes.read(path) else { fail("cannot open \(path)") }
  return bytes
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count == 4, let pixels = Double(arguments[2]) else {
  fail("usage: RenderCheck dump FONT PIXELS OUTPUT | bench FONT PIXELS RUNS")
}
let face: Face
do {
  face = try FontFile(bytes: readFile(arguments[1])).face(at: 0)
} catch {
  fail("\(arguments[1]): \(error)")
}
var outlines: [(Int, GlyphOutline)] = []
for index in 0..<face.numberOfGlyphs {
  if let outline = try? face.outline(of: GlyphID(rawValue: UInt16(index))) {
    outlines.append((index, outline))
  }
}

switch arguments[0] {
case "dump":
  var output: [UInt8] = []
  func append(_ value: Int) {
    let bits = UInt32(bitPattern: Int32(value))
    output += [0, 8, 16, 24].map { UInt8(truncatingIfNeeded: bits >> UInt32($0)) }
  }
  for (index, outline) in outlines {
    guard
      let bitmap = GlyphBitmap(
        outline: outline, unitsPerEm: face.unitsPerEm, pixelsPerEm: pixels)
    else { continue }
    append(index)
    append(bitmap.left)
    append(bitmap.top)
    append(bitmap.mask.width)
    append(bitmap.mask.height)
    output += bitmap.mask.values
  }
  guard let file = fopen(arguments[3], "wb") else { fail("cannot write \(arguments[3])") }
  _ = fwrite(output, 1, output.count, file)
  fclose(file)
case "bench":
  guard let runs = Int(arguments[3]), runs > 0 else { fail("RUNS must be a positive integer") }
  // ftbench times with CLOCK_PROCESS_CPUTIME_ID, so on a loaded machine neither side counts
  // the time other processes hold the CPU.
  func cpuSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }
  var checksum = 0
  for _ in 0..<runs {
    let start = cpuSeconds()
    for (_, outline) in outlines {
      if let bitmap = GlyphBitmap(
        outline: outline, unitsPerEm: face.unitsPerEm, pixelsPerEm: pixels)
      {
        checksum &+= Int(bitmap.mask.values.count)
      }
    }
    print("\(cpuSeconds() - start) \(outlines.count)")
  }
  if checksum == 42 { print("") }  // keeps the work observable
default:
  fail("unknown mode \(arguments[0]); use dump or bench")
}
