import TypesetCLI

