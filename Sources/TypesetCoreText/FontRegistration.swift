#if canImport(CoreText) || TYPESET_LINUX_HARNESS
  import Foundation
  import Typeset
  #if TYPESET_LINUX_HARNESS
    import AppleFakes
  #else
    import CoreText
  #endif

  /// Registers a typography's font files with Core Text for the running process, so that
  /// `UIFont`, `NSFont` and SwiftUI's `Font.custom` find its faces by PostScript name.
  ///
  /// Call it once at launch, before any font is created:
  ///
  /// ```swift
  /// let typography = try TypographyDocument.load(contentsOf: path)
  /// try FontRegistration.register(typography, in: .main)
  /// ```
  ///
  /// Registering the same files again is harmless, and so is a file whose fonts are registered
  /// already from another copy (Core Text's duplicated-name error) when every face the
  /// typography expects from it is then found by its PostScript name. The files are found in `bundle` by their
  /// path in the typography file (`Fonts/Serif-Bold.ttf` is the resource `Serif-Bold.ttf` in
  /// the bundle's `Fonts` folder, or at its top level); pass `Bundle.module` for fonts shipped
  /// in a Swift package.
  public enum FontRegistration {
    /// Registers every font file of `typography` and checks that every face is available.
    ///
    /// - Parameters:
    ///   - typography: The typography whose files to register.
    ///   - bundle: The bundle holding the files.
    /// - Returns: The URLs registered.
    /// - Throws: ``FontRegistrationError`` for the first file that is missing or that Core Text
    ///   rejects, or when a face's PostScript name is still not available afterwards.
    @discardableResult
    public static func register(_ typography: Typography, in bundle: Bundle)
      throws(FontRegistrationError) -> [URL]
    {
      var urls: [URL] = []
      for resource in typography.fontResources {
        let url =
          bundle.url(
            forResource: resource.name, withExtension: resource.extension,
            subdirectory: resource.subdirectory)
          ?? bundle.url(forResource: resource.name, withExtension: resource.extension)
        guard let url else { throw .missingFile(resource) }
        var error: Unmanaged<CFError>?
        let succeeded = CTFontManagerRegisterFontsForURL(url as CFURL, .process, &error)
        let code = error.map { CFErrorGetCode($0.takeRetainedValue()) }
        let outcome = FontRegistrationOutcome(
          succeeded: succeeded, errorCode: code, postScriptNames: resource.postScriptNames,
          isAvailable: isAvailable(postScriptName:))
        if case .failed(let failure) = outcome { throw .rejected(resource, failure) }
        urls.append(url)
      }
      let missing = typography.missingPostScriptNames(isAvailable: isAvailable(postScriptName:))
      guard missing.isEmpty else { throw .unavailable(postScriptNames: missing) }
      return urls
    }

    /// Whether Core Text creates a font with exactly this PostScript name (it substitutes a
    /// fallback font for an unknown name, so the name is compared).
    public static func isAvailable(postScriptName: String) -> Bool {
      let font = CTFontCreateWithName(postScriptName as CFString, 12, nil)
      return (CTFontCopyPostScriptName(font) as String) == postScriptName
    }
  }

  /// Why ``FontRegistration/register(_:in:)`` failed.
  public enum FontRegistrationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The bundle has no such file.
    case missingFile(FontResource)
    /// Core Text rejected the file.
    case rejected(FontResource, FontRegistrationFailure)
    /// The files were registered but these faces cannot be created: the PostScript names in
    /// the typography file do not match the fonts.
    case unavailable(postScriptNames: [String])

    /// A one-line explanation.
    public var description: String {
      switch self {
      case .missingFile(let resource): "\(resource.file): not in the bundle"
      case .rejected(let resource, let failure): "\(resource.file): \(failure)"
      case .unavailable(let names):
        "no font named \(names.joined(separator: ", ")) after registration; check postScriptName"
      }
    }
  }
#endif
