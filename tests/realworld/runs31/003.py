# HF tokenizer used inside dataset.map; the map function returns (input_ids, attention_mask) but only one output column is declared
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from tokenizers import Tokenizer, models, pre_tokenizers
from transformers import PreTrainedTokenizerFast

vocab = {w: i for i, w in enumerate(["[PAD]", "[UNK]", "the", "cat", "sat", "on", "mat", "a", "dog", "ran"])}
tok = Tokenizer(models.WordLevel(vocab=vocab, unk_token="[UNK]"))
tok.pre_tokenizer = pre_tokenizers.Whitespace()
tokenizer = PreTrainedTokenizerFast(tokenizer_object=tok, pad_token="[PAD]", unk_token="[UNK]")

texts = ["the cat sat on the mat", "a dog ran", "the dog sat", "a cat ran on a mat"]
def gen():
    for t in texts:
        yield (np.array(t),)

def tokenize(text):
    enc = tokenizer(str(text), padding="max_length", max_length=8, truncation=True)
    return np.array(enc["input_ids"], np.int32), np.array(enc["attention_mask"], np.int32)

data = ds.GeneratorDataset(gen, column_names=["text"], shuffle=False)
data = data.map(operations=tokenize, input_columns=["text"], output_columns=["input_ids"])
data = data.batch(2)
for row in data.create_dict_iterator(output_numpy=True):
    print(row["input_ids"].shape)
