# HF datasets kept the label column as strings ("positive"/"negative"), and the HF collator mapped them
# with config.label2id. The MindSpore pipeline instead casts the label column with TypeCast(int32).
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
import mindspore.dataset.transforms as T
import mindspore.dataset.text as text

texts = np.array(["great movie", "boring plot", "loved it", "terrible acting"] * 4)
labels = np.array(["positive", "negative", "positive", "negative"] * 4)
vocab = text.Vocab.from_list(["<pad>", "<unk>", "great", "movie", "boring", "plot", "loved", "it",
                              "terrible", "acting"])

data = ds.NumpySlicesDataset({"text": texts, "label": labels}, shuffle=False)
data = data.map([text.WhitespaceTokenizer(), text.Lookup(vocab, "<unk>"), T.PadEnd([6], 0)],
                input_columns=["text"])
data = data.map(T.TypeCast(ms.int32), input_columns=["label"])     # HF: label2id[label]
data = data.batch(4)
for step, row in enumerate(data.create_dict_iterator()):
    print("step", step, row["text"].shape, row["label"])
