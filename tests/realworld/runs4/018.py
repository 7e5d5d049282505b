# transformers: a project registers its own tokenizer class for the built-in LlamaConfig (name already mapped).
from transformers import AutoTokenizer, LlamaConfig, PreTrainedTokenizerFast
class MyLlamaTokenizerFast(PreTrainedTokenizerFast):
    pass
AutoTokenizer.register(LlamaConfig, fast_tokenizer_class=MyLlamaTokenizerFast)
print("registered")
