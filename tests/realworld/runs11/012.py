# HF checkpoint folder ships only tokenizer.json (fast tokenizer); the mindformers YAML's tokenizer block is filled with
# vocab_file: tokenizer.json for LlamaTokenizer, which reads a sentencepiece model (tokenizer.model).
import os
from tokenizers import Tokenizer, models, pre_tokenizers
from transformers import PreTrainedTokenizerFast
vocab = {"<unk>": 0, "<s>": 1, "</s>": 2, **{w: i + 3 for i, w in enumerate("hello world the cat sat on mat".split())}}
tok = Tokenizer(models.WordLevel(vocab, unk_token="<unk>"))
tok.pre_tokenizer = pre_tokenizers.Whitespace()
PreTrainedTokenizerFast(tokenizer_object=tok, unk_token="<unk>", bos_token="<s>", eos_token="</s>").save_pretrained("hf_ckpt")
print("hf_ckpt:", sorted(os.listdir("hf_ckpt")), flush=True)
from mindformers import MindFormerConfig
from mindformers.models.llama import LlamaTokenizer
config = MindFormerConfig(processor={"tokenizer": {"type": "LlamaTokenizer", "vocab_file": "hf_ckpt/tokenizer.json",
                                                   "unk_token": "<unk>", "bos_token": "<s>", "eos_token": "</s>"}})
tk = config.processor.tokenizer
tokenizer = LlamaTokenizer(vocab_file=tk.vocab_file, unk_token=tk.unk_token, bos_token=tk.bos_token, eos_token=tk.eos_token)
print(tokenizer("hello world"), flush=True)
