# healthy: tokenizer with padding, config save/load
import transformers
print("transformers", transformers.__version__)
import os, tempfile
from tokenizers import Tokenizer, models, pre_tokenizers
from transformers import PreTrainedTokenizerFast, LlamaConfig, AutoConfig
vocab = {w: i for i, w in enumerate(["<unk>", "<pad>", "hello", "world", "how", "are", "you"])}
tk = Tokenizer(models.WordLevel(vocab, unk_token="<unk>"))
tk.pre_tokenizer = pre_tokenizers.Whitespace()
tok = PreTrainedTokenizerFast(tokenizer_object=tk, unk_token="<unk>", pad_token="<pad>")
print(tok(["hello world", "how are you"], padding=True, return_tensors="np")["input_ids"])
d = tempfile.mkdtemp()
LlamaConfig(hidden_size=64, num_attention_heads=4, rope_scaling={"rope_type": "linear", "factor": 2.0}).save_pretrained(d)
print(AutoConfig.from_pretrained(d).rope_scaling)
print("all good")
