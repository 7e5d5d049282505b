import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from tokenizers import Tokenizer, models, pre_tokenizers
from transformers import PreTrainedTokenizerFast

vocab = {"[PAD]": 0, "[UNK]": 1}
for w in "good bad movie great awful plot acting fine".split():
    vocab[w] = len(vocab)
tk = Tokenizer(models.WordLevel(vocab, unk_token="[UNK]"))
tk.pre_tokenizer = pre_tokenizers.Whitespace()
tok = PreTrainedTokenizerFast(tokenizer_object=tk, pad_token="[PAD]", unk_token="[UNK]")

texts = ["good movie", "bad plot", "great acting", "awful movie fine"]
labels = [1, 0, 1, 0]
dataset = ds.NumpySlicesDataset({"text": texts, "label": labels}, shuffle=False)

def tokenize(text):
    return tok(str(text), padding="max_length", max_length=8, truncation=True)

dataset = dataset.map(tokenize, input_columns=["text"])
dataset = dataset.batch(2)
for batch in dataset.create_dict_iterator(output_numpy=True):
    print(batch)
