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

  /// A Core Text font: only its PostScript name.
  public final class CTFont: @unchecked Sendable {
    let postScriptName: String
    init(postScriptName: String) { self.postScriptName = postScriptName }
  }

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
