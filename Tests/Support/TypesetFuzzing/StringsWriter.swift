import Typeset
import TypesetTools

/// Writes strings, as read by `StringsFile.parse(_:file:)`, back in each format it reads, so
/// that reading the text again gives the same keys and texts.
///
/// The reader replaces format specifiers with sample digits and `%%` with `%`, so the writer
/// doubles every `%`: the text it read back is the text it wrote. Only the fuzzer's round trip
/// uses it.
///
/// ```swift
/// let strings = try StringsFile.parse(bytes, file: "Localizable.strings")
/// let text = StringsWriter.appleStrings(strings)
/// try StringsFile.parse(Array(text.utf8), file: "again.strings")  // the same keys and texts
/// ```
public enum StringsWriter {
  /// Apple's `.strings` format: `"key" = "value";` per string, quotes and backslashes escaped.
  public static func appleStrings(_ strings: [AuditString]) -> String {
    var text = ""
    for string in strings {
      text +=
        quotedForStrings(string.key ?? "") + " = " + quotedForStrings(escapedPercent(string.text))
        + ";\n"
    }
    return text
  }

  /// A String Catalog with one localization per string.
  ///
  /// The reader names a string `key [language]`; the name is split at its last ` [`, which
  /// reads back to the same name whatever the key and language contain.
  public static func stringCatalog(_ strings: [AuditString]) -> String {
    var entries: [String] = []
    for string in strings {
      let name = string.key ?? ""
      var key = name
      var language = "?"
      if name.hasSuffix("]"), let open = name.range(of: " [", options: .backwards) {
        key = String(name[..<open.lowerBound])
        language = String(name[open.upperBound...].dropLast())
      }
      entries.append(
        "    \(JSONText.quoted(key)): { \"localizations\": { \(JSONText.quoted(language)): "
          + "{ \"stringUnit\": { \"state\": \"translated\", \"value\": "
          + "\(JSONText.quoted(escapedPercent(string.text))) } } } }")
    }
    return "{\n  \"sourceLanguage\": \"en\",\n  \"strings\": {\n"
      + entries.joined(separator: ",\n") + "\n  },\n  \"version\": \"1.0\"\n}\n"
  }

  /// A JSON array of strings.
  public static func jsonArray(_ strings: [AuditString]) -> String {
    "[" + strings.map { JSONText.quoted(escapedPercent($0.text)) }.joined(separator: ", ") + "]\n"
  }

  /// Plain text, one string per line, after an empty first line (so that a text starting
  /// with U+FEFF is not read as the file's byte order mark).
  public static func plainText(_ strings: [AuditString]) -> String {
    "\n" + strings.map { escapedPercent($0.text) + "\n" }.joined()
  }

  /// `text` with every `%` doubled (by character, as the reader compares them).
  static func escapedPercent(_ text: String) -> String {
    var result = ""
    for character in text {
      result.append(character)
      if character == "%" { result.append("%") }
    }
    return result
  }

  /// `text` in double quotes, with a backslash before every quote and backslash. Public API
  /// only: the development package (Development/) builds this library too.
  static func quotedForStrings(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      if scalar == "\"" || scalar == "\\" { result += "\\" }
      result.unicodeScalars.append(scalar)
    }
    return result + "\""
  }
}
