# Project tokenizer for a Llama-derived model, registered the way the HF port did it
# (AutoTokenizer.register(LlamaConfig, ...)) but now against the MindFormers auto classes.
from mindformers import AutoTokenizer, LlamaConfig
from mindformers.models.llama import LlamaTokenizer

class DomainLlamaTokenizer(LlamaTokenizer):
    """Llama tokenizer with extra chemistry tokens."""
    extra_tokens = ["<smiles>", "</smiles>"]

AutoTokenizer.register(LlamaConfig, slow_tokenizer_class=DomainLlamaTokenizer)
print("registered", DomainLlamaTokenizer.__name__)
