extension String {
  /// Whether every byte of the text's UTF-8 is ASCII and passes `test` (`true` for an empty
  /// text): a quick first check that a name needs no conversion.
  ///
  /// Read from the UTF-8 buffer by index: going through the characters costs many times as
  /// much in a debug build, where most of the tests run (a typography of 20,000 styles makes
  /// a class name, a token name and a Swift name of each).
  package func allBytesAreASCII(where test: (UInt8) -> Bool) -> Bool {
    var text = self
    return text.withUTF8 { bytes in
      var index = 0
      while index < bytes.count {
        let byte = bytes[index]
        guard byte < 0x80, test(byte) else { return false }
        index += 1
      }
      return true
    }
  }
}

extension UInt8 {
  /// Whether the byte is an ASCII letter or digit.
  package var isASCIILetterOrDigit: Bool {
    (0x30...0x39).contains(self) || (0x41...0x5A).contains(self) || (0x61...0x7A).contains(self)
  }
}
