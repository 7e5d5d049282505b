# Data arguments kept in a JSON data config written for the HF run (padding/truncation strings), passed to the
# tokenizer call of the MindSpore data pipeline.
import json
from tokenizers import Tokenizer, models, pre_tokenizers, normalizers
from transformers import PreTrainedTokenizerFast
words = ["[PAD]", "[UNK]", "[CLS]", "[SEP]"] + "the a movie was great bad plot acting boring fun".split()
tk = Tokenizer(models.WordLevel(vocab={w: i for i, w in enumerate(words)}, unk_token="[UNK]"))
tk.normalizer = normalizers.Lowercase()
tk.pre_tokenizer = pre_tokenizers.Whitespace()
tokenizer = PreTrainedTokenizerFast(tokenizer_object=tk, pad_token="[PAD]", unk_token="[UNK]",
                                    cls_token="[CLS]", sep_token="[SEP]")
with open("data_config.json", "w") as f:
    json.dump({"max_seq_length": 16, "padding": "max_len", "truncation": True}, f)
data_args = json.load(open("data_config.json"))
texts = ["The movie was great fun", "boring plot", "the acting was bad"]
enc = tokenizer(texts, padding=data_args["padding"], truncation=data_args["truncation"],
                max_length=data_args["max_seq_length"], return_tensors="np")
print(enc["input_ids"].shape)
