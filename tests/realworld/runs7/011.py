# HF tokenizer used inside a MindSpore dataset map: map hands the column over as a numpy array (dtype <U...),
# not as a Python str, and the tokenizer rejects it.
import numpy as np, mindspore.dataset as ds
from tokenizers import Tokenizer, models, pre_tokenizers
from transformers import PreTrainedTokenizerFast
words = ["[PAD]", "[UNK]", "the", "cat", "sat", "on", "mat", "a", "dog", "ran"]
tk = Tokenizer(models.WordLevel({w: i for i, w in enumerate(words)}, unk_token="[UNK]"))
tk.pre_tokenizer = pre_tokenizers.Whitespace()
tok = PreTrainedTokenizerFast(tokenizer_object=tk, pad_token="[PAD]", unk_token="[UNK]")
texts = ["the cat sat on the mat", "a dog ran", "the dog sat"]
data = ds.NumpySlicesDataset({"text": texts}, shuffle=False)
def encode(text):
    enc = tok(text, padding="max_length", max_length=8, truncation=True)
    return np.array(enc["input_ids"], np.int32)
data = data.map(encode, input_columns=["text"], output_columns=["input_ids"])
for row in data.create_dict_iterator(output_numpy=True):
    print(row["input_ids"])
