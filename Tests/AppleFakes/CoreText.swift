#if TYPESET_LINUX_HARNESS
  import Foundation

  // Fakes of Core Text's font manager for the Linux harness: a process-wide table of registered
  // files and PostScript names. SDK paths are in xybp888/iOS-SDKs.

  /// A URL as Core Foundation sees it.
  public typealias CFURL = URL
  /// A Core Foundation index.
  public typealias CFIndex = Int

  /// A Core Foundation error with a code.
  public final class CFError: @unchecked Sendable {
    let code: CFIndex
    init(code: CFIndex) { self.code = code }
  }

  /// The error's code.
  public func CFErrorGetCode(_ error: CFError) -> CFIndex { error.code }

  /// Where a registration applies.
  public enum CTFontManagerScope: Sendable {
    /// The process.
    case process
  }

  /// A Core Text font: its PostScript name and size.
  public final class CTFont: @unchecked Sendable {
    let postScriptName: String
    let size: CGFloat
    init(postScriptName: String, size: CGFloat = 12) {
      self.postScriptName = postScriptName
      self.size = size
    }

    /// Called whenever `CTFontCreateWithFontDescriptor` creates a font, with the font's
    /// PostScript name: tests count the fonts an adapter creates. Not SDK behaviour;
    /// instrumentation.
    nonisolated(unsafe) public static var onCreate: ((String) -> Void)?
  }

  // SDK: none — Linux stand-in: Swift bridges CFDictionaryRef to a dictionary (CFBase.h is not
  // in the index; see Scripts/apple-stubs/CoreText.swift).
  /// A Core Foundation dictionary.
  public typealias CFDictionary = [String: Any]

  // SDK: iPhoneOS16.1.sdk/System/Library/Frameworks/CoreText.framework/Headers/CTFontDescriptor.h
  // "typedef const struct CF_BRIDGED_TYPE(UIFontDescriptor) __CTFontDescriptor * CTFontDescriptorRef;"
  /// A Core Text font descriptor: its attributes.
  public final class CTFontDescriptor: @unchecked Sendable {
    let attributes: [String: Any]
    init(attributes: [String: Any]) { self.attributes = attributes }
  }

  // SDK: same file "CT_EXPORT const CFStringRef kCTFontNameAttribute CT_AVAILABLE(macos(10.5),
  // ios(3.2), watchos(2.0), tvos(9.0));" — its value is Core Text's at run time.
  /// The name attribute's key.
  public let kCTFontNameAttribute: CFString = "NSFontNameAttribute"

  // SDK: same file "CTFontDescriptorRef CTFontDescriptorCreateWithAttributes(CFDictionaryRef attributes)"
  /// A descriptor of attributes.
  public func CTFontDescriptorCreateWithAttributes(_ attributes: CFDictionary) -> CTFontDescriptor {
    CTFontDescriptor(attributes: attributes)
  }

  // SDK: iPhoneOS18.3.sdk/System/Library/Frameworks/CoreText.framework/Headers/CTFont.h
  // "CTFontRef CTFontCreateWithFontDescriptor(CTFontDescriptorRef descriptor, CGFloat size,
  // const CGAffineTransform * _Nullable matrix)"
  /// A font of the descriptor's name at a size (the fake does not fall back for unknown names).
  public func CTFontCreateWithFontDescriptor(
    _ descriptor: CTFontDescriptor, _ size: CGFloat, _ matrix: UnsafeRawPointer?
  ) -> CTFont {
    let name = descriptor.attributes[kCTFontNameAttribute] as? String ?? "Helvetica"
    CTFont.onCreate?(name)
    return CTFont(postScriptName: name, size: size)
  }

  // SDK: same file "CGFloat CTFontGetAscent(CTFontRef font)", "CGFloat CTFontGetDescent(CTFontRef
  // font)", "CGFloat CTFontGetLeading(CTFontRef font)". The harness's metrics are 0.8, 0.2 and
  // 0 em, not a face's.
  /// The ascent: 0.8 × size.
  public func CTFontGetAscent(_ font: CTFont) -> CGFloat { font.size * 0.8 }
  /// The descent: 0.2 × size.
  public func CTFontGetDescent(_ font: CTFont) -> CGFloat { font.size * 0.2 }
  /// The leading: 0.
  public func CTFontGetLeading(_ font: CTFont) -> CGFloat { 0 }

  /// The fake font manager: which files hold which faces, and what is registered.
  public enum FakeFontManager {
    private final class State: @unchecked Sendable {
      let lock = NSLock()
      var faces: [URL: [String]] = [:]
      var registeredFiles: Set<URL> = []
      var registeredNames: Set<String> = []
    }
    private static let state = State()

    /// States the PostScript names of the faces in a file (the fake reads no font data).
    public static func setFaces(_ names: [String], in url: URL) {
      state.lock.withLock { state.faces[url.standardizedFileURL] = names }
    }

    /// Registers names as if another copy of their file (or the system) had.
    public static func registerElsewhere(_ names: [String]) {
      state.lock.withLock { state.registeredNames.formUnion(names) }
    }

    /// Forgets every registration.
    public static func reset() {
      state.lock.withLock {
        state.registeredFiles = []
        state.registeredNames = []
      }
    }

    static func register(_ url: URL) -> CFIndex? {
      state.lock.withLock {
        let url = url.standardizedFileURL
        // SDK: CTFontManagerErrors.h "kCTFontManagerErrorFileNotFound = 101",
        // "kCTFontManagerErrorAlreadyRegistered = 105" (the file is registered in the scope),
        // "kCTFontManagerErrorDuplicatedName = 305" (a font with the same name is registered).
        guard FileManager.default.fileExists(atPath: url.path) else { return 101 }
        if state.registeredFiles.contains(url) { return 105 }
        let names = state.faces[url] ?? []
        if names.contains(where: state.registeredNames.contains) { return 305 }
        state.registeredFiles.insert(url)
        state.registeredNames.formUnion(names)
        return nil
      }
    }

    static func isRegistered(_ name: String) -> Bool {
      state.lock.withLock { state.registeredNames.contains(name) }
    }
  }

  // SDK: CTFontManager.h "bool CTFontManagerRegisterFontsForURL(CFURLRef fontURL,
  // CTFontManagerScope scope, CFErrorRef _Nullable * error)" — false and an error on failure.
  /// Registers a file's fonts.
  public func CTFontManagerRegisterFontsForURL(
    _ fontURL: CFURL, _ scope: CTFontManagerScope,
    _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?
  ) -> Bool {
    guard let code = FakeFontManager.register(fontURL) else { return true }
    error?.pointee = Unmanaged.passRetained(CFError(code: code))
    return false
  }

  // SDK: iPhoneOS18.0.sdk/System/Library/Frameworks/CoreText.framework/Headers/CTFont.h
  // "CTFontRef CTFontCreateWithName(CFStringRef name, CGFloat size, const CGAffineTransform * _Nullable matrix)"
  // — an unknown name gives a fallback font (here Helvetica), which is why callers compare names.
  /// A font by PostScript name.
  public func CTFontCreateWithName(_ name: CFString, _ size: CGFloat, _ matrix: UnsafeRawPointer?)
    -> CTFont
  {
    CTFont(postScriptName: FakeFontManager.isRegistered(name) ? name : "Helvetica")
  }

  // SDK: CTFont.h "CFStringRef CTFontCopyPostScriptName(CTFontRef font)"
  /// The font's PostScript name.
  public func CTFontCopyPostScriptName(_ font: CTFont) -> CFString { font.postScriptName }
#endif
