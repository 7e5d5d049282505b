# tokenizer folder prepared for batched left-padded generation
import json, os
from tokenizers import Tokenizer, models, pre_tokenizers
from transformers import PreTrainedTokenizerFast, AutoTokenizer
d = "ckpt/tok_pad"; os.makedirs(d, exist_ok=True)
vocab = {"<unk>":0,"<pad>":1,"</s>":2}
for w in "the cat sat on mat a dog ran fast".split(): vocab[w] = len(vocab)
tk = Tokenizer(models.WordLevel(vocab, unk_token="<unk>")); tk.pre_tokenizer = pre_tokenizers.Whitespace()
PreTrainedTokenizerFast(tokenizer_object=tk, unk_token="<unk>", eos_token="</s>", pad_token="<pad>").save_pretrained(d)
c = json.load(open(f"{d}/tokenizer_config.json")); c["padding_side"] = "Left"
json.dump(c, open(f"{d}/tokenizer_config.json","w"), indent=2)
tok = AutoTokenizer.from_pretrained(d)
print(tok(["the cat sat", "a dog ran fast on the mat"], padding=True, return_tensors="np"))
