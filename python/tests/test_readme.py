# The README's Python example, run as it is written there (from the source folder), must print what the
# README says it prints: the text is taken from README.md itself, so that the two cannot drift apart.
import re
import subprocess
import sys


def readme_example(source_dir):
    """The first ```python block of README.md's "### Python" section and the ```text block after it."""
    text = (source_dir / "README.md").read_text()
    section = text[text.index("\n### Python\n"):]
    code = re.search(r"```python\n(.*?)```\n", section, re.S)
    output = re.compile(r"```text\n(.*?)```\n", re.S).search(section, code.end())
    return code.group(1), output.group(1)


def test_the_readme_example_prints_what_the_readme_says(source_dir):
    code, expected = readme_example(source_dir)
    assert "gcnkit.Machine(" in code and "launch(" in code
    run = subprocess.run([sys.executable, "-c", code], cwd=source_dir, capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stderr
    assert run.stdout == expected
