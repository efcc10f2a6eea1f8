/// An opaque 8-bit sRGB colour with an alpha used when painting.
public struct Color: Hashable, Sendable {
  /// Red, 0…255.
  public var red: UInt8
  /// Green, 0…255.
  public var green: UInt8
  /// Blue, 0…255.
  public var blue: UInt8
  /// Opacity when painted, 0…1.
  public var alpha: Double

  /// A colour from its components.
  public init(red: UInt8, green: UInt8, blue: UInt8, alpha: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// A colour from a hexadecimal RGB value such as `0x1D1D1F`.
  public init(hex: UInt32, alpha: Double = 1) {
    self.init(
      red: UInt8((hex >> 16) & 0xFF), green: UInt8((hex >> 8) & 0xFF), blue: UInt8(hex & 0xFF),
      alpha: alpha)
  }

  /// White.
  public static let white = Color(hex: 0xFFFFFF)
  /// Black.
  public static let black = Color(hex: 0x000000)

  /// `#rrggbb`, for SVG and CSS.
  public var hexString: String {
    let digits = Array("0123456789abcdef")
    var text = "#"
    for component in [red, green, blue] {
      text.append(digits[Int(component >> 4)])
      text.append(digits[Int(component & 0xF)])
    }
    return text
  }
}
