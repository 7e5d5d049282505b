# tokenizer block points tokenizer_file at tokenizer_config.json (the first *.json next to the weights) instead of
# tokenizer.json; LlamaTokenizerFast hands the file to the tokenizers library.
import os
from tokenizers import Tokenizer, models, pre_tokenizers
from transformers import PreTrainedTokenizerFast
vocab = {"<unk>": 0, "<s>": 1, "</s>": 2, **{w: i + 3 for i, w in enumerate("hello world the cat sat on mat".split())}}
tok = Tokenizer(models.WordLevel(vocab, unk_token="<unk>"))
tok.pre_tokenizer = pre_tokenizers.Whitespace()
PreTrainedTokenizerFast(tokenizer_object=tok, unk_token="<unk>", bos_token="<s>", eos_token="</s>").save_pretrained("hf_ckpt")
files = sorted(f for f in os.listdir("hf_ckpt") if f.endswith(".json"))
print("hf_ckpt json files:", files, flush=True)
from mindformers.models.llama import LlamaTokenizerFast
tokenizer = LlamaTokenizerFast(tokenizer_file=os.path.join("hf_ckpt", files[-1]), unk_token="<unk>", bos_token="<s>",
                               eos_token="</s>")
print(tokenizer("hello world"), flush=True)
