"""The modules of extract_vmem_facts.py (the vector-memory oracle), by stage; see its docstring."""
