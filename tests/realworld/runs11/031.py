# HF checkpoint folder ships tokenizer.json (fast tokenizer) and a tokenizer_config.json naming LlamaTokenizer; the
# port loads it with mindformers' slow LlamaTokenizer.from_pretrained, which needs the sentencepiece tokenizer.model.
import json, os
from tokenizers import Tokenizer, models, pre_tokenizers
vocab = {"<unk>": 0, "<s>": 1, "</s>": 2, **{w: i + 3 for i, w in enumerate("hello world the cat sat on mat".split())}}
tok = Tokenizer(models.WordLevel(vocab, unk_token="<unk>"))
tok.pre_tokenizer = pre_tokenizers.Whitespace()
os.makedirs("llama_tiny_hf", exist_ok=True)
tok.save("llama_tiny_hf/tokenizer.json")
with open("llama_tiny_hf/tokenizer_config.json", "w") as f:
    json.dump({"tokenizer_class": "LlamaTokenizer", "unk_token": "<unk>", "bos_token": "<s>", "eos_token": "</s>",
               "add_bos_token": True}, f)
print("llama_tiny_hf:", sorted(os.listdir("llama_tiny_hf")), flush=True)
from mindformers.models.llama import LlamaTokenizer
tokenizer = LlamaTokenizer.from_pretrained("llama_tiny_hf")
print(tokenizer("hello world"), flush=True)
