# HF datasets + tokenizer pipeline ported to mindspore.dataset.GeneratorDataset. The HF code relied on
# DataCollatorWithPadding to pad each batch; the port yields the tokenizer's unpadded input_ids lists
# (different lengths per example, grouped per source document) straight from the generator.
import numpy as np
import mindspore.dataset as ds

docs = [
    [[101, 2023, 2003, 102], [101, 2178, 102]],
    [[101, 7592, 2088, 999, 102], [101, 102]],
    [[101, 3231, 102], [101, 2307, 2154, 102]],
]

def gen():
    for sents in docs:
        yield np.array(sents, dtype=object), np.array(len(sents), np.int32)

dataset = ds.GeneratorDataset(gen, column_names=["input_ids", "num_sentences"], shuffle=False)
dataset = dataset.batch(2)
for step, (ids, n) in enumerate(dataset.create_tuple_iterator(output_numpy=True)):
    print(f"batch {step} input_ids {ids.shape} num_sentences {n}")
