# Tokenizer folder converted by hand: tokenizer_config.json says "padding_side": "Left" (capitalised, copied from a UI field).
import json, os
from tokenizers import Tokenizer, models, pre_tokenizers
from transformers import AutoTokenizer, PreTrainedTokenizerFast
vocab = {"[PAD]": 0, "[UNK]": 1, "<s>": 2, "</s>": 3}
for w in "the model is trained on cpu with mindspore and a small corpus of text".split():
    vocab.setdefault(w, len(vocab))
tok = Tokenizer(models.WordLevel(vocab=vocab, unk_token="[UNK]"))
tok.pre_tokenizer = pre_tokenizers.Whitespace()
fast = PreTrainedTokenizerFast(tokenizer_object=tok, pad_token="[PAD]", unk_token="[UNK]", bos_token="<s>", eos_token="</s>")
fast.save_pretrained("tok_sft")
cfg_path = os.path.join("tok_sft", "tokenizer_config.json")
cfg = json.load(open(cfg_path))
cfg["padding_side"] = "Left"
cfg["model_max_length"] = 512
json.dump(cfg, open(cfg_path, "w"), indent=2)
print("loading tokenizer from ./tok_sft for SFT batching", flush=True)
tokenizer = AutoTokenizer.from_pretrained("./tok_sft")
batch = tokenizer(["the model is trained", "on cpu"], padding=True, return_tensors="np")
print(batch["input_ids"])
