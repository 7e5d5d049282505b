# dataset.map with a python function that returns a dict instead of arrays
# HF-style tokenize function (returns a dict) reused in a MindSpore dataset map.
import numpy as np
import mindspore.dataset as ds
texts = ["hello world", "a second line", "third"]
def gen():
    for t in texts:
        yield (np.array(t),)
def tokenize(text):
    ids = [ord(c) % 100 for c in str(text)]
    return {"input_ids": np.array(ids, np.int32), "attention_mask": np.ones(len(ids), np.int32)}
data = ds.GeneratorDataset(gen, column_names=["text"], shuffle=False)
data = data.map(operations=tokenize, input_columns=["text"], output_columns=["input_ids", "attention_mask"])
for row in data.create_dict_iterator(output_numpy=True):
    print(row["input_ids"].shape)
