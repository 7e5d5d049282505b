# tokenizer_config.json values filled from environment variables by the deploy script
import json, os
from tokenizers import Tokenizer, models, pre_tokenizers
from transformers import PreTrainedTokenizerFast, AutoTokenizer
d = "ckpt/tok_env"; os.makedirs(d, exist_ok=True)
vocab = {"<unk>":0,"<pad>":1,"</s>":2}
for w in "one two three four five six seven eight nine ten".split(): vocab[w] = len(vocab)
tk = Tokenizer(models.WordLevel(vocab, unk_token="<unk>")); tk.pre_tokenizer = pre_tokenizers.Whitespace()
PreTrainedTokenizerFast(tokenizer_object=tk, unk_token="<unk>", eos_token="</s>", pad_token="<pad>").save_pretrained(d)
c = json.load(open(f"{d}/tokenizer_config.json")); c["model_max_length"] = os.environ.get("SEQ_LEN", "4096")
json.dump(c, open(f"{d}/tokenizer_config.json","w"), indent=2)
tok = AutoTokenizer.from_pretrained(d)
batch = tok(["one two three", "four five six seven"], truncation=True, padding=True)
print(batch["input_ids"])
