import Foundation

/// Seed inputs written in code, beside the repository's examples that `Scripts/fuzz.sh`
/// copies: each reaches a part of its parser that the examples do not (every scaling, category
/// overrides, property lists, escapes, String Catalog variations, Tokens Studio sets and
/// references, modes).
///
/// ```swift
/// for seed in FuzzSeeds.typography() { write(seed.bytes, to: dir + "/" + seed.name) }
/// ```
public enum FuzzSeeds {
  /// A named input.
  public typealias Seed = (name: String, bytes: [UInt8])

  /// Typography files (JSON, XML and binary property lists) over the fonts of ``FuzzFonts``.
  public static func typography() -> [Seed] {
    var seeds: [Seed] = [("every-feature.json", Array(everyFeature.utf8))]
    seeds.append(("minimal.json", Array(minimal.utf8)))
    if let object = try? JSONSerialization.jsonObject(with: Data(everyFeature.utf8)) {
      for (name, format) in [
        ("every-feature.plist", PropertyListSerialization.PropertyListFormat.xml),
        ("every-feature-binary.plist", .binary),
      ] {
        if let data = try? PropertyListSerialization.data(
          fromPropertyList: object, format: format, options: 0)
        {
          seeds.append((name, Array(data)))
        }
      }
    }
    return seeds
  }

  /// Strings files of every format the audit reads.
  public static func strings() -> [Seed] {
    [
      (
        "escapes.strings",
        Array(
          #"""
          /* A comment */ "plain" = "Add to basket";
          // another comment
          unquoted_key.1 = "Tab\there, \"quoted\", \\ back, \U00E9\u00FC, line\nbreak";
          "format" = "%d items for %1$@, %.1f%% off, %lld left, %";
          "multi
          line" = "x";
          """#.utf8)
      ),
      (
        "utf16.strings",
        [0xFF, 0xFE]
          + Array(#""k" = "Grüße";"#.utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
      ),
      (
        "catalog.xcstrings",
        Array(
          #"""
          { "sourceLanguage": "en", "version": "1.0", "strings": {
            "Add %lld items": { "localizations": {
              "en": { "variations": { "plural": {
                "one": { "stringUnit": { "state": "translated", "value": "Add %lld item" } },
                "other": { "stringUnit": { "state": "translated", "value": "Add %lld items" } } } } },
              "de": { "stringUnit": { "state": "translated", "value": "%lld Artikel hinzufügen" } } } },
            "Checkout": {},
            "": { "comment": "empty" },
            "device": { "localizations": { "en": { "variations": { "device": {
              "iphone": { "stringUnit": { "value": "Tap" } }, "mac": { "stringUnit": { "value": "Click" } } } } } } }
          } }
          """#.utf8)
      ),
      ("array.json", Array(#"["One", "Two %@", "Thr\u00e9e\n", ""]"#.utf8)),
      ("lines.txt", Array("First line\r\n  second\t\n\n%d third\u{2028}fourth\n".utf8)),
    ]
  }

  /// Design-token files: DTCG with references and modes, Tokens Studio with sets.
  public static func tokens() -> [Seed] {
    var seeds: [Seed] = [
      (
        "dtcg.tokens.json",
        Array(
          #"""
          { "font": { "family": { "serif": { "$type": "fontFamily", "$value": "Fuzz Sans" } },
                      "size": { "body": { "$type": "dimension", "$value": { "value": 17, "unit": "px" } } } },
            "typography": { "$type": "typography",
              "body": { "$value": { "fontFamily": "{font.family.serif}", "fontWeight": 400,
                "fontSize": "{font.size.body}", "lineHeight": 1.3, "letterSpacing": { "value": -0.2, "unit": "px" } } },
              "headline": { "$value": { "fontFamily": "Fuzz Sans", "fontWeight": "bold",
                "fontSize": "1.0625rem", "lineHeight": "22px", "letterSpacing": "-1%" } },
              "Price Tag": { "$value": { "fontFamily": ["Fuzz Sans", "sans-serif"], "fontWeight": 900,
                "fontSize": "20pt", "lineHeight": "120%", "textCase": "uppercase" } } } }
          """#.utf8)
      ),
      (
        "categories.tokens.json",
        Array(
          #"""
          { "typography": { "body": { "$type": "typography",
            "xSmall": { "$value": { "fontFamily": "Fuzz Sans", "fontSize": 14, "fontWeight": 400 } },
            "large": { "$value": { "fontFamily": "Fuzz Sans", "fontSize": 17, "fontWeight": 400 } },
            "AX3": { "$value": { "fontFamily": "Fuzz Sans", "fontSize": 40, "fontWeight": 400 } } } } }
          """#.utf8)
      ),
      (
        "modes.tokens.json",
        Array(
          #"""
          { "large": { "typography": { "title": { "$type": "typography",
              "$value": { "fontFamily": "Fuzz Sans", "fontSize": 28, "fontWeight": 700 } } } },
            "accessibilityExtraLarge": { "typography": { "title": { "$type": "typography",
              "$value": { "fontFamily": "Fuzz Sans", "fontSize": 44, "fontWeight": 700 } } } } }
          """#.utf8)
      ),
      (
        "tokens-studio.json",
        Array(
          #"""
          { "core": { "fontFamilies": { "brand": { "value": "Brand Sans", "type": "fontFamilies" } },
                      "fontSize": { "body": { "value": "17", "type": "fontSizes" } } },
            "semantic": {
              "Body": { "value": { "fontFamily": "{fontFamilies.brand}", "fontWeight": "Regular",
                "fontSize": "{fontSize.body}", "lineHeight": "130%", "letterSpacing": "-2%",
                "paragraphSpacing": "0", "textCase": "none" }, "type": "typography" },
              "Headline": { "value": { "fontFamily": "Brand Sans", "fontWeight": "Semi Bold Italic",
                "fontSize": "17px", "lineHeight": "22", "letterSpacing": "0" }, "type": "typography" },
              "Caption 1": { "value": { "fontFamily": "Brand Sans", "fontWeight": "Light",
                "fontSize": "0.75rem", "lineHeight": "AUTO" }, "type": "typography" } },
            "$themes": [], "$metadata": { "tokenSetOrder": ["core", "semantic"] } }
          """#.utf8)
      ),
    ]
    // Typeset's own export, which embeds the typography in its extension; written short,
    // since the fuzzer cuts inputs to 8 KB and an export has a token for every text style and
    // category (45 KB).
    seeds.append(("typeset-export.tokens.json", Array(typesetExport.utf8)))
    return seeds
  }

  /// Tokens in the form of Typeset's export, with the typography in `$extensions`, for two
  /// styles at two categories (an export has all of them).
  static let typesetExport = #"""
    { "$description": "Typography tokens written by typeset-cli",
      "$extensions": { "org.typeset": { "typography": {
        "families": { "Fuzz Sans": { "faces": [
          { "file": "Fonts/Sans-Regular.ttf", "postScriptName": "FuzzSans-Regular", "weight": 400 },
          { "file": "Fonts/Sans-Bold.ttf", "postScriptName": "FuzzSans-Bold", "weight": 700 } ] } },
        "styles": { "headline": { "weight": 700, "tracking": -10 },
          "price": { "relativeTo": "body", "size": 20, "leading": 24,
            "categories": { "accessibility3": { "size": 40 } } } } } } },
      "font": { "family": { "$type": "fontFamily", "Fuzz Sans": { "$value": "Fuzz Sans" } } },
      "typography": { "$type": "typography",
        "headline": { "$description": "headline: Fuzz Sans 17 pt on 22 pt at large",
          "large": { "$value": { "fontFamily": "{font.family.Fuzz Sans}",
            "fontSize": { "value": 17, "unit": "px" }, "fontWeight": 700,
            "lineHeight": 1.2941176470588236, "letterSpacing": { "value": -0.17, "unit": "px" } } } },
        "price": { "$description": "price: Fuzz Sans 20 pt on 24 pt at large",
          "large": { "$value": { "fontFamily": "{font.family.Fuzz Sans}",
            "fontSize": { "value": 20, "unit": "px" }, "fontWeight": 400, "lineHeight": 1.2,
            "letterSpacing": { "value": 0, "unit": "px" } } },
          "accessibility3": { "$value": { "fontFamily": "{font.family.Fuzz Sans}",
            "fontSize": { "value": 40, "unit": "px" }, "fontWeight": 400, "lineHeight": 1.2,
            "letterSpacing": { "value": 0, "unit": "px" } } } } } }
    """#

  static let minimal = #"""
    { "families": { "Fuzz Sans": { "faces": [ { "file": "Fonts/Sans-Regular.ttf" } ] } } }
    """#

  static let everyFeature = #"""
    {
      "families": {
        "Fuzz Sans": { "faces": [
          { "file": "Fonts/Sans-Regular.ttf" },
          { "file": "Fonts/Sans-Italic.ttf", "postScriptName": "FuzzSans-Italic", "italic": true },
          { "file": "Fonts/Sans-Bold.ttf", "postScriptName": "FuzzSans-Bold", "weight": 700 },
          { "file": "Fonts/Sans-Black.ttf", "postScriptName": "FuzzSans-Black", "weight": "black" } ] },
        "Unchecked": { "faces": [
          { "file": "Fonts/Missing.ttf", "postScriptName": "Missing-Regular", "weight": 400,
            "axes": { "wght": { "min": 100, "default": 400, "max": 900 }, "opsz": { "min": 8, "default": 14, "max": 32 } } } ] },
        "DejaVu": { "faces": [
          { "file": "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", "postScriptName": "DejaVuSans", "weight": 400 } ] }
      },
      "defaults": { "family": "Fuzz Sans", "scaling": "fontMetrics", "tracking": "system",
        "minimumSize": 9, "maximumSize": 90 },
      "styles": {
        "largeTitle": { "weight": "heavy", "scaling": "systemSizes" },
        "title1": { "family": "Unchecked", "weight": 500 },
        "title2": { "scaling": { "strategy": "table", "sizes": [20, 20, 21, 22, 23, 25, 27, 31, 36, 42, 47, 52] } },
        "headline": { "weight": "semibold", "tracking": -10, "normalize": "xHeight" },
        "body": { "size": 17.5, "leading": 23.25, "categories": {
          "xSmall": { "size": 14, "leading": 18, "weight": 300 }, "accessibility5": { "tracking": 3 } } },
        "footnote": { "italic": true, "scaling": { "strategy": "table", "preset": "ios7" } },
        "caption2": { "family": "DejaVu", "tracking": "none", "scaling": "fixed" },
        "price": { "relativeTo": "body", "weight": "bold", "size": 20,
          "scaling": { "strategy": "stepped", "step": 1.5 }, "maximumSize": 34 },
        "Label \"quoted\"": { "relativeTo": "caption1", "normalize": "capHeight", "minimumSize": 11 }
      }
    }
    """#
}
