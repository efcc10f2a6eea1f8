import DynamicType
import Typeset
import TypesetLoader

extension TokenImporter {
  // MARK: Reading one typography token

  mutating func read(_ token: Token) -> Values? {
    let path = token.name + ".$value"
    guard let value = dereference(token.value, path: path) else { return nil }
    guard case .object(let members) = value.kind else {
      collector.error(
        .wrongType, FieldPath(tokenPath: path),
        "a typography value must be an object (found \(value.shortDescription))",
        at: value.location)
      return nil
    }
    var fields: [String: ConfigNode] = [:]
    for member in members { fields[member.key] = member.value }
    let errorsBefore = collector.diagnostics.count { $0.severity == .error }

    var family: String?
    if let node = fields["fontFamily"], let resolved = dereference(node, path: "\(path).fontFamily")
    {
      family = fontFamily(resolved, path: "\(path).fontFamily")
    }
    guard let sizeNode = fields["fontSize"] else {
      collector.error(
        .missingKey, FieldPath(tokenPath: path), "missing fontSize: a style needs a size",
        at: value.location)
      return nil
    }
    guard let resolvedSize = dereference(sizeNode, path: "\(path).fontSize"),
      let size = length(resolvedSize, path: "\(path).fontSize", fontSize: nil)
    else { return nil }
    // The engine's range for a point size, as a typography file's `size` has.
    if collector.refuse(
      size, outside: ValueRange.pointSize, at: FieldPath(tokenPath: "\(path).fontSize"),
      location: sizeNode.location)
    {
      return nil
    }
    var italic = false
    var weight: FontWeight?
    if let node = fields["fontWeight"], let resolved = dereference(node, path: "\(path).fontWeight")
    {
      (weight, italic) = fontWeight(resolved, path: "\(path).fontWeight")
    }
    if let node = fields["fontStyle"], let resolved = dereference(node, path: "\(path).fontStyle") {
      switch resolved.stringValue?.lowercased() {
      case "italic", "oblique": italic = true
      case "normal": break
      default:
        collector.error(
          .unknownName, FieldPath(tokenPath: "\(path).fontStyle"),
          "must be normal, italic or oblique (found \(resolved.shortDescription))",
          at: resolved.location)
      }
    }
    var lineHeight: Double?
    if let node = fields["lineHeight"], let resolved = dereference(node, path: "\(path).lineHeight")
    {
      lineHeight = self.lineHeight(resolved, path: "\(path).lineHeight", fontSize: size)
    }
    var tracking: Double?
    if let node = fields["letterSpacing"],
      let resolved = dereference(node, path: "\(path).letterSpacing")
    {
      if resolved.stringValue?.lowercased() == "normal" {
        tracking = 0
      } else if let points = length(resolved, path: "\(path).letterSpacing", fontSize: size) {
        tracking = rounded(points / size * 1000, to: 1e-6)
      }
    }
    let known = [
      "fontFamily", "fontSize", "fontWeight", "fontStyle", "lineHeight", "letterSpacing",
    ]
    for member in members where !known.contains(member.key) {
      let neutral = ["none", "0", "0px", "0%", "normal", "original"]
      if let text = member.value.stringValue, neutral.contains(text.lowercased()) { continue }
      if case .number(0) = member.value.kind { continue }
      collector.warning(
        .ignoredValue, FieldPath(tokenPath: "\(path).\(member.key)"),
        "a typography file has no \(member.key) (found \(member.value.shortDescription)); ignored",
        at: member.value.location)
    }
    let errorsAfter = collector.diagnostics.count { $0.severity == .error }
    guard errorsAfter == errorsBefore else { return nil }
    return Values(
      family: family, size: size, weight: weight, italic: italic,
      lineHeight: lineHeight.map { rounded($0, to: 1e-6) }, tracking: tracking)
  }

  /// The family a `fontFamily` value names: a name, the first of a CSS font stack
  /// (`"Brand Sans, sans-serif"`) or the first of a list; `nil` after an error.
  mutating func fontFamily(_ node: ConfigNode, path: String) -> String? {
    let name: String
    switch node.kind {
    case .string(let stack):
      // A CSS font stack: the first family is the brand font.
      name =
        stack.split(separator: ",", omittingEmptySubsequences: false).first.map(String.init)
        ?? stack
    case .array(let elements):
      guard let first = elements.first, let text = dereference(first, path: path)?.stringValue
      else {
        collector.error(
          .emptyValue, FieldPath(tokenPath: path), "must list at least one family name",
          at: node.location)
        return nil
      }
      name = text
    default:
      collector.error(
        .wrongType, FieldPath(tokenPath: path),
        "must be a family name or a list of them (found \(node.shortDescription))",
        at: node.location)
      return nil
    }
    // As in CSS, the spaces around a name and a pair of quotes wrapping it are not part of it:
    // "  'Brand Sans'" is Brand Sans, in a list as in a stack, by the rule the typography decoder
    // holds family names to (`FontFamily.normalizedName`). (Kept in a list, "  Brand Sans"
    // became a family of its own, which the export then wrote without the spaces.) A name in a
    // list is whole: ["A, B"] names the family "A, B", which the export writes so.
    var normalized = FontFamily.normalizedName(name)
    // A reference that spaces, quotes or a font stack hid ("{font.family.sans} ",
    // "{font.family.sans}, serif" in Typeset's own export, where such strings are values) is
    // that reference, as it is once the family is exported as a token (found by the tokens
    // fuzz target, `crash-family-reference-behind-a-space.json`).
    var passes = 0
    while Self.isWholeReference(normalized) {
      passes += 1
      guard passes <= 16 else {
        collector.error(
          .circularReference, FieldPath(tokenPath: path), "the reference \(normalized) is circular",
          at: node.location)
        return nil
      }
      let reference = ConfigNode(kind: .string(normalized), location: node.location)
      guard let target = dereference(reference, path: path) else { return nil }
      guard let text = target.stringValue else {
        collector.error(
          .wrongType, FieldPath(tokenPath: path),
          "\(normalized) must lead to a family name (found \(target.shortDescription))",
          at: node.location)
        return nil
      }
      normalized = FontFamily.normalizedName(text)
    }
    guard !normalized.isEmpty else {
      collector.error(
        .wrongType, FieldPath(tokenPath: path),
        "must name a font family (found \(node.shortDescription))", at: node.location)
      return nil
    }
    return normalized
  }

  /// A weight as a number or a name; Tokens Studio's names may end in "Italic".
  mutating func fontWeight(_ node: ConfigNode, path: String) -> (FontWeight?, Bool) {
    switch node.kind {
    case .number(let value):
      if collector.refuse(
        value, outside: ValueRange.weight, at: FieldPath(tokenPath: path),
        shownAs: node.shortDescription, location: node.location)
      {
        return (nil, false)
      }
      guard let weight = FontWeight(rawValue: Int(value)) else { return (nil, false) }
      return (weight, false)
    case .string(let text):
      var words = text.lowercased()
      var italic = false
      for marker in ["italic", "oblique"] where words.includes(marker) {
        italic = true
        words = words.replacingEvery(marker, with: "")
      }
      words = words.trimming(" -_")
      if words.isEmpty { return (.regular, italic) }
      let key = words.filter { !"-_ ".contains($0) }
      if key == "extrablack" || key == "ultrablack" { return (FontWeight(rawValue: 950), italic) }
      guard let weight = FontWeight(parsing: key) else {
        let names = FontWeight.named.compactMap(\.name)
        collector.error(
          .unknownName, FieldPath(tokenPath: path),
          "unknown weight \"\(text)\"" + SpellingSuggestion.didYouMean(words, among: names)
            + " (a number from 1 to 1000 or a name such as Regular, Semi Bold or Bold Italic)",
          at: node.location)
        return (nil, italic)
      }
      return (weight, italic)
    default:
      collector.error(
        .wrongType, FieldPath(tokenPath: path),
        "must be a number or a weight name (found \(node.shortDescription))",
        at: node.location)
      return (nil, false)
    }
  }

  /// A line height in points: a DTCG number is a ratio to the font size, `%` and `em` too;
  /// `px`, `pt`, `rem` and unitless strings (Tokens Studio) are lengths; `auto` is Apple's.
  mutating func lineHeight(_ node: ConfigNode, path: String, fontSize: Double) -> Double? {
    if case .number(let ratio) = node.kind {
      guard ratio > 0 else {
        collector.error(
          .outOfRange, FieldPath(tokenPath: path),
          "must be greater than 0 (found \(node.shortDescription))", at: node.location)
        return nil
      }
      // A ratio of 4 or more is no line height anyone sets: a Tokens Studio file that wrote
      // pixels as a number. Typeset's own export writes ratios only (a 1 pt style on 22 pt
      // leading is 22), so its files are read as the spec says.
      if ratio >= 4, !isTypesetExport {
        collector.warning(
          .ignoredValue, FieldPath(tokenPath: path),
          "a DTCG lineHeight number is a ratio to the font size; \(node.shortDescription) is read as pixels",
          at: node.location)
        return ratio
      }
      return ratio * fontSize
    }
    if let text = node.stringValue?.lowercased(), text == "auto" || text == "normal" { return nil }
    guard let points = length(node, path: path, fontSize: fontSize, percentOf: fontSize) else {
      return nil
    }
    guard points > 0 else {
      collector.error(
        .outOfRange, FieldPath(tokenPath: path),
        "must be greater than 0 (found \(node.shortDescription))", at: node.location)
      return nil
    }
    return points
  }

  /// A length in points from a number (pixels), a string with a unit, or a DTCG dimension.
  mutating func length(
    _ node: ConfigNode, path: String, fontSize: Double?, percentOf base: Double? = nil
  ) -> Double? {
    let number: Double
    let unit: String
    switch node.kind {
    case .number(let value):
      return value
    case .string(let text):
      let trimmed = text.trimming(" ")
      let digits = trimmed.prefix { "+-.0123456789eE".contains($0) }
      guard let value = Double(digits) else {
        collector.error(
          .wrongType, FieldPath(tokenPath: path),
          "\"\(text)\" is not a length (a number with px, pt, rem, em or %)",
          at: node.location)
        return nil
      }
      number = value
      unit = String(trimmed.dropFirst(digits.count)).trimming(" ").lowercased()
    case .object(let members):
      let value = members.first { $0.key == "value" }?.value
      let unitNode = members.first { $0.key == "unit" }?.value
      guard case .number(let amount)? = value?.kind, let unitText = unitNode?.stringValue else {
        collector.error(
          .missingKey, FieldPath(tokenPath: path),
          "a dimension needs a number \"value\" and a \"unit\" (px or rem)",
          at: node.location)
        return nil
      }
      number = amount
      unit = unitText.lowercased()
    default:
      collector.error(
        .wrongType, FieldPath(tokenPath: path), "must be a length (found \(node.shortDescription))",
        at: node.location)
      return nil
    }
    switch unit {
    case "", "px", "pt": return number
    case "rem": return number * 16
    case "em" where fontSize != nil: return number * fontSize!
    case "%" where fontSize != nil: return number / 100 * (base ?? fontSize!)
    default:
      collector.error(
        .unknownName, FieldPath(tokenPath: path),
        "the unit \"\(unit)\" cannot be mapped to points (use px, pt, rem"
          + (fontSize == nil ? ")" : ", em or %)"), at: node.location)
      return nil
    }
  }
}
