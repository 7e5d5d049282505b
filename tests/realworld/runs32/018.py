# BERT-style WordPiece vocab from the HF checkpoint (vocab.txt) used with the MindSpore text ops
# instead of the HF tokenizer.
import numpy as np
import mindspore.dataset as ds
from mindspore.dataset import text

vocab_tokens = ["[PAD]", "[UNK]", "[CLS]", "[SEP]", "the", "movie", "was", "great", "bad", "plot"]
with open("vocab.txt", "w") as f:
    f.write("\n".join(vocab_tokens) + "\n")
vocab = text.Vocab.from_file("vocab.txt")

sentences = ["the movie was great", "the plot was bad", "the soundtrack was great"]
dataset = ds.NumpySlicesDataset({"sentence": sentences}, shuffle=False)
dataset = dataset.map(operations=[text.WhitespaceTokenizer(), text.Lookup(vocab)], input_columns="sentence")
for row in dataset.create_dict_iterator(output_numpy=True):
    print(row["sentence"])
