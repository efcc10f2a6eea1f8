/// The state of the app-wide install: whether the platform's methods were exchanged, and which
/// typography the replacements answer with.
///
/// The exchange happens once and is never undone. Undoing it while another thread is inside a
/// replacement would make that thread's call of the "original" land in the replacement again,
/// recursing until the stack overflows. Instead every replacement asks ``substitution``: with
/// nothing installed it calls the original implementation at once, so ``uninstall()`` only
/// clears the typography.
///
/// ```swift
/// let state = AppWideInstall()
/// state.install(typography) { exchangeMethods() }  // exchanges: the first install
/// state.uninstall()                               // replacements now call the originals
/// state.install(typography) { exchangeMethods() }  // does not exchange again
/// ```
///
/// Every method is safe to call from any thread; ``install(_:exchange:)`` is atomic: of
/// concurrent first installs, exactly one runs `exchange`, and none returns before it has run.
public final class AppWideInstall: @unchecked Sendable {
  /// Guards `current`; never held while `exchange` runs.
  private let lock = Lock()
  /// Guards `exchanged` and serialises the exchange. A replacement never takes it: while the
  /// methods are being exchanged the platform may already call a replacement (from a class's
  /// `+initialize`, say), which reads ``substitution`` (still `nil`) and calls the original.
  private let exchangeLock = Lock()
  private var exchanged = false
  private var current: InstalledSubstitution?

  /// Creates a state with nothing installed and nothing exchanged.
  public init() {}

  /// Installs `typography`, replacing any installed one.
  ///
  /// - Parameters:
  ///   - typography: The typography the replacements answer with from now on.
  ///   - exchange: Exchanges the platform's methods with the replacements; run once in the
  ///     life of the state, by the first install, before the typography is published.
  /// - Returns: The substitution now installed.
  @discardableResult
  public func install(_ typography: Typography, exchange: () -> Void) -> InstalledSubstitution {
    let installed = InstalledSubstitution(typography: typography)
    exchangeLock.withLock {
      guard !exchanged else { return }
      exchange()
      exchanged = true
    }
    lock.withLock { current = installed }
    return installed
  }

  /// Clears the installed typography: the replacements call the originals from now on. The
  /// methods stay exchanged.
  public func uninstall() {
    lock.withLock { current = nil }
  }

  /// What a replacement answers with, or `nil` when nothing is installed (then it calls the
  /// original).
  public var substitution: InstalledSubstitution? { lock.withLock { current } }

  /// Whether the methods have been exchanged (by the first install; it stays true).
  public var isExchanged: Bool { exchangeLock.withLock { exchanged } }
}
