/// Placeholder until the font builder lands.
public enum OpenTypeTestSupportPlaceholder {}
