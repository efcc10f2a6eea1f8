/// A font weight on the 1–1000 scale of CSS and of the OpenType `usWeightClass` field.
///
/// The nine named weights use the names of `UIFont.Weight`, so ``ultraLight`` is 100 and
/// ``thin`` is 200 (CSS calls these thin and extra-light). Other values, such as 350 for a
/// variable font, are valid weights without a name.
///
/// ```swift
/// FontWeight.regular.boldTextWeight  // .semibold (600)
/// FontWeight(parsing: "SemiBold")    // .semibold
/// ```
public struct FontWeight: RawRepresentable, Hashable, Comparable, Sendable {
  /// The numeric weight, 1…1000 (400 is regular, 700 bold).
  public let rawValue: Int

  /// A weight from its number; `nil` outside 1…1000.
  public init?(rawValue: Int) {
    guard (1...1000).contains(rawValue) else { return nil }
    self.rawValue = rawValue
  }

  /// A weight from any number, clamped to 1…1000: what generated code passes for a weight it
  /// checked, so that construction cannot fail.
  ///
  /// ```swift
  /// FontWeight(clamping: 450).rawValue   // 450
  /// FontWeight(clamping: 1200).rawValue  // 1000
  /// ```
  public init(clamping value: Int) {
    rawValue = min(max(value, 1), 1000)
  }

  private init(known value: Int) {
    self.rawValue = value
  }

  /// 100, `UIFont.Weight.ultraLight` (CSS thin, hairline).
  public static let ultraLight = FontWeight(known: 100)
  /// 200, `UIFont.Weight.thin` (CSS extra-light).
  public static let thin = FontWeight(known: 200)
  /// 300, `UIFont.Weight.light`.
  public static let light = FontWeight(known: 300)
  /// 400, `UIFont.Weight.regular` (CSS normal).
  public static let regular = FontWeight(known: 400)
  /// 500, `UIFont.Weight.medium`.
  public static let medium = FontWeight(known: 500)
  /// 600, `UIFont.Weight.semibold` (CSS semi-bold, demi-bold).
  public static let semibold = FontWeight(known: 600)
  /// 700, `UIFont.Weight.bold`.
  public static let bold = FontWeight(known: 700)
  /// 800, `UIFont.Weight.heavy` (CSS extra-bold).
  public static let heavy = FontWeight(known: 800)
  /// 900, `UIFont.Weight.black`.
  public static let black = FontWeight(known: 900)

  /// The nine named weights, lightest first.
  public static let named: [FontWeight] = [
    .ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black,
  ]

  /// The `UIFont.Weight` name of a named weight, or `nil` for other values.
  public var name: String? {
    switch rawValue {
    case 100: "ultraLight"
    case 200: "thin"
    case 300: "light"
    case 400: "regular"
    case 500: "medium"
    case 600: "semibold"
    case 700: "bold"
    case 800: "heavy"
    case 900: "black"
    default: nil
    }
  }

  /// The value of the matching `UIFont.Weight` constant (`regular` is 0, `bold` 0.4).
  ///
  /// Weights between two named weights are interpolated linearly, which is how Core Text maps
  /// the numeric weights of variable fonts.
  public var uiFontWeight: Double {
    // UIFont.Weight constants for 100…900 (UIKit headers).
    let table: [Double] = [-0.8, -0.6, -0.4, 0, 0.23, 0.3, 0.4, 0.56, 0.62]
    let clamped = min(max(rawValue, 100), 900)
    let lower = (clamped - 100) / 100
    let fraction = Double((clamped - 100) % 100) / 100
    guard lower < table.count - 1 else { return table[table.count - 1] }
    return table[lower] + (table[lower + 1] - table[lower]) * fraction
  }

  /// The weight the system font takes when the Bold Text accessibility setting is on.
  ///
  /// Apple's rule for the system font: the three lightest weights (up to light, 300) move up
  /// 100, every heavier weight moves up 200, and nothing goes past black (900). Regular becomes
  /// semibold; semibold becomes heavy. Source: YMatterType's `accessibilityBoldWeight(for:)`,
  /// after Apple's documented behaviour (see `dynamic-type.json`, `observations.boldText`).
  /// A weight already past black stays as it is: Bold Text never makes text lighter.
  public var boldTextWeight: FontWeight {
    let step = rawValue <= FontWeight.light.rawValue ? 100 : 200
    let bolder = min(rawValue + step, FontWeight.black.rawValue)
    return FontWeight(known: max(bolder, rawValue))
  }

  /// Orders weights from light to heavy.
  public static func < (lhs: FontWeight, rhs: FontWeight) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}

extension FontWeight {
  /// Reads a weight from a number (`"600"`) or a name in Apple's or CSS's vocabulary.
  ///
  /// Apple's names take precedence where the two disagree: `thin` is 200, as in
  /// `UIFont.Weight.thin`; CSS's `hairline` reads as 100 and `extraLight` as 200.
  ///
  /// - Parameter text: The weight's number or name, in any letter case.
  /// - Returns: The weight, or `nil` when the text names none.
  public init?(parsing text: String) {
    if let number = Int(text) {
      self.init(rawValue: number)
      return
    }
    let key = text.lowercased().filter { !"-_ ".contains($0) }
    let names: [String: FontWeight] = [
      "ultralight": .ultraLight, "hairline": .ultraLight,
      "thin": .thin, "extralight": .thin,
      "light": .light,
      "regular": .regular, "normal": .regular, "book": .regular, "roman": .regular,
      "medium": .medium,
      "semibold": .semibold, "demibold": .semibold,
      "bold": .bold,
      "heavy": .heavy, "extrabold": .heavy, "ultrabold": .heavy,
      "black": .black,
    ]
    guard let weight = names[key] else { return nil }
    self = weight
  }
}

extension FontWeight: CustomStringConvertible {
  /// The name and number (`semibold (600)`), or the number alone for an unnamed weight.
  public var description: String {
    if let name { return "\(name) (\(rawValue))" }
    return String(rawValue)
  }
}

extension FontWeight {
  /// The named weight nearest to a `UIFont.Weight` value (`0` regular, `0.4` bold); a value
  /// halfway between two named weights reads as the heavier one.
  ///
  /// The inverse of ``FontWeight/uiFontWeight`` for the nine named weights.
  public init(uiFontWeight value: Double) {
    // No distance to NaN is smaller than another: the full scan this replaces kept regular.
    guard !value.isNaN else {
      self = .regular
      return
    }
    // The named weights' UIKit values rise with the weight, so the distance falls to the
    // nearest one and then only grows: stop there. A tie goes to the heavier weight.
    var best = 0
    var distance = Double.infinity
    for (index, named) in Self.namedUIFontWeights.enumerated() {
      let difference = abs(named - value)
      guard difference <= distance else { break }
      best = index
      distance = difference
    }
    self = Self.named[best]
  }

  /// The `UIFont.Weight` values of the named weights, 100 to 900.
  private static let namedUIFontWeights: [Double] = FontWeight.named.map(\.uiFontWeight)
}
