import Typeset

/// Reads a property list (XML or binary) into the same tree the JSON parser makes, so that a
/// typography file can be written in either form with one structure. Neither reader uses
/// Foundation.
///
/// XML property lists are read by ``XMLPropertyListParser``, which keeps the line and column of
/// every value, so their diagnostics have positions as JSON's do. Binary property lists
/// (`bplist00`) are read by ``BinaryPropertyListReader``; they have no lines, so their
/// diagnostics name paths only, and a malformed one is reported with the byte offset of the
/// problem. Dates and data have no place in a typography file and are reported as such by
/// validation (they read as strings describing their type).
enum PropertyListReader {
  /// Why a property list could not be read, and where (XML only).
  struct ReadError: Error, Hashable, Sendable {
    let message: String
    var location: SourceLocation?
  }

  static func parse(_ bytes: [UInt8]) throws(ReadError) -> ConfigNode {
    guard bytes.starts(with: Array("bplist".utf8)) else {
      do {
        return try XMLPropertyListParser.parse(bytes)
      } catch {
        throw ReadError(
          message: "not a valid XML property list: \(error.message)", location: error.location)
      }
    }
    do {
      return try BinaryPropertyListReader.parse(bytes)
    } catch {
      throw ReadError(
        message:
          "not a valid binary property list: \(error.message); a binary property list has no "
          + "lines to point at: write the typography as JSON or an XML property list "
          + "(`plutil -convert xml1 FILE` on a Mac) to see where")
    }
  }
}
