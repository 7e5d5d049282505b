# Tokenisation map ported from HF datasets .map(); column named "text" in the HF code, "sentence" in the data
import numpy as np
import mindspore.dataset as ds

sentences = ["the cat sat", "a dog barked loudly", "hello world"]
vocab = {w: i for i, w in enumerate(sorted({w for s in sentences for w in s.split()}))}

def gen():
    for s in sentences:
        yield (np.array(s),)

def tokenize(text):
    return np.array([vocab[w] for w in str(text).split()], dtype=np.int32)

data = ds.GeneratorDataset(gen, column_names=["sentence"], shuffle=False)
data = data.map(operations=tokenize, input_columns=["text"], output_columns=["input_ids"])
for row in data.create_dict_iterator(output_numpy=True):
    print(row)
