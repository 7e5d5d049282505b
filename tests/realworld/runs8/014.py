# Tokenizer folder exported on the data-prep machine with a newer `tokenizers` release, whose tokenizer.json uses a
# normalizer type the installed tokenizers 0.22 does not know; AutoTokenizer on the training host reads it.
import json, os
from tokenizers import Tokenizer, models, pre_tokenizers
from transformers import AutoTokenizer
os.makedirs("tok", exist_ok=True)
vocab = {"<pad>": 0, "<unk>": 1, "<s>": 2, "</s>": 3, **{w: i + 4 for i, w in enumerate("hello world this is a test".split())}}
t = Tokenizer(models.WordLevel(vocab, unk_token="<unk>"))
t.pre_tokenizer = pre_tokenizers.Whitespace()
t.save("tok/tokenizer.json")
spec = json.load(open("tok/tokenizer.json"))
spec["version"] = "1.0"
spec["normalizer"] = {"type": "UnicodeScripts", "scripts": ["Latin", "Han"], "fold_width": True}  # written by the newer release
json.dump(spec, open("tok/tokenizer.json", "w"), indent=2)
json.dump({"tokenizer_class": "PreTrainedTokenizerFast", "pad_token": "<pad>", "unk_token": "<unk>",
           "bos_token": "<s>", "eos_token": "</s>", "model_max_length": 512}, open("tok/tokenizer_config.json", "w"))
tokenizer = AutoTokenizer.from_pretrained("tok")
print(tokenizer("hello world"))
