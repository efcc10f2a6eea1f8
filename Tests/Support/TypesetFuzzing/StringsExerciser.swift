import TypesetTools

/// Runs bytes through every reader of `StringsFile` (Apple `.strings`, String Catalogs
/// `.xcstrings`, JSON arrays and plain text), for the fuzzer and for replaying the files it
/// found.
///
/// Beyond "no crash": a file a reader accepts, written back in the same format
/// (``StringsWriter``) and read again, gives the same keys and texts, in the same order.
///
/// ```swift
/// let checksum = StringsExerciser.exercise(bytes)
/// ```
public enum StringsExerciser {
  /// The formats, by the file name that chooses the reader, with their writers.
  static let formats: [(file: String, write: @Sendable ([AuditString]) -> String)] = [
    ("Localizable.strings", StringsWriter.appleStrings),
    ("Localizable.xcstrings", StringsWriter.stringCatalog),
    ("strings.json", StringsWriter.jsonArray),
    ("strings.txt", StringsWriter.plainText),
  ]

  /// Reads `bytes` in every format, checks the round trip of what is accepted and returns a
  /// checksum of the results.
  public static func exercise(_ bytes: [UInt8]) -> UInt64 {
    var checksum = FuzzChecksum()
    for format in formats {
      let strings: [AuditString]
      do {
        strings = try StringsFile.parse(bytes, file: format.file)
      } catch {
        FuzzFailure.require(!error.reason.isEmpty, "\(format.file): an error without a reason")
        checksum.add(error.reason)
        continue
      }
      for string in strings {
        checksum.add(string.text)
        checksum.add(string.key ?? "")
        checksum.add(string.line ?? -1)
      }
      let text = format.write(strings)
      let again: [AuditString]
      do {
        again = try StringsFile.parse(Array(text.utf8), file: format.file)
      } catch {
        FuzzFailure.require(
          false, "\(format.file): the written strings do not read: \(error)\n\(text)")
        continue
      }
      let before = strings.map { Entry(key: $0.key, text: $0.text) }
      let after = again.map { Entry(key: $0.key, text: $0.text) }
      FuzzFailure.require(
        before == after,
        "\(format.file): the round trip changed the strings:\n\(before)\n\(after)\n\(text)")
    }
    return checksum.value
  }

  /// What the round trip keeps: the key and the text (lines move).
  struct Entry: Equatable, CustomStringConvertible {
    let key: String?
    let text: String

    var description: String {
      "\(key.map { "\($0.debugDescription) = " } ?? "")\(text.debugDescription)"
    }
  }
}
