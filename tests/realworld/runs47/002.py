import os
import numpy as np
import mindspore as ms
from tokenizers import Tokenizer, models, pre_tokenizers
from transformers import PreTrainedTokenizerFast

ms.set_device("CPU")
vocab = {"[PAD]": 0, "[UNK]": 1, "[CLS]": 2, "[SEP]": 3}
for w in "the cat sat on a mat dog ran fast".split():
    vocab[w] = len(vocab)
tk = Tokenizer(models.WordLevel(vocab, unk_token="[UNK]"))
tk.pre_tokenizer = pre_tokenizers.Whitespace()
tok = PreTrainedTokenizerFast(tokenizer_object=tk, pad_token="[PAD]", unk_token="[UNK]",
                              cls_token="[CLS]", sep_token="[SEP]")
tok.save_pretrained("tok_002")
tok = PreTrainedTokenizerFast.from_pretrained("tok_002")
sents = ["the cat sat on a mat", "the dog ran fast"]
# torch code used return_tensors="pt"; switched to "ms" for MindSpore
enc = tok(sents, padding=True, return_tensors="ms")
print(enc["input_ids"].shape)
