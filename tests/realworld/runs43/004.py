# Mistake: preprocessing copied from an HF GLUE/SST-2 script maps the tokenizer over the
# column "sentence", but this CSV-derived dataset names its text column "text"; the
# MindSpore map op's input_columns refers to a column that does not exist.
import numpy as np
import mindspore.dataset as ds

texts = ["a great movie", "boring and slow", "loved it", "not worth it"] * 8
labels = [1, 0, 1, 0] * 8
vocab = {w: i + 1 for i, w in enumerate(sorted({w for t in texts for w in t.split()}))}

def tokenize(text):
    ids = [vocab.get(w, 0) for w in str(text).split()][:8]
    return np.array(ids + [0] * (8 - len(ids)), np.int32)

def gen():
    for t, l in zip(texts, labels):
        yield np.array(t), np.array(l, np.int32)

dataset = ds.GeneratorDataset(gen, column_names=["text", "label"])
dataset = dataset.map(operations=tokenize, input_columns=["sentence"], output_columns=["input_ids"])
dataset = dataset.batch(4)
for batch in dataset.create_dict_iterator(output_numpy=True):
    print(batch["input_ids"].shape, batch["label"])
