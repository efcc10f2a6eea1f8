import DynamicType

/// Resolved fonts by style and environment, shared by every copy of a ``Typography``.
///
/// The key holds only what changes the result (style, platform, effective category, Bold
/// Text), so the override and range of an environment cost nothing. A lookup hashes the key
/// and reads the dictionary under the lock: it does not allocate. The iOS resolutions made
/// while checking a typography are also kept in a ``ResolutionTable``, which is read without a
/// lock.
final class ResolutionCache: @unchecked Sendable {
  struct Key: Hashable {
    let style: StyleName
    let platform: Platform
    let category: ContentSizeCategory
    let boldText: Bool
  }

  private let lock = Lock()
  private var fonts: [Key: ResolvedFont] = [:]

  func value(for key: Key) -> ResolvedFont? {
    lock.withLock { fonts[key] }
  }

  func store(_ font: ResolvedFont, for key: Key) {
    lock.withLock { fonts[key] = font }
  }
}
