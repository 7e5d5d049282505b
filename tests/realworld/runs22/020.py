# Tokenised sentences of different lengths batched without padding (torch collate_fn dropped in the port)
import numpy as np
import mindspore.dataset as ds

sentences = ["the cat sat on the mat", "hello world", "a much longer sentence with many more tokens in it", "short"]
vocab = {w: i + 1 for i, w in enumerate(sorted({w for s in sentences for w in s.split()}))}

def gen():
    for _ in range(4):
        for s in sentences:
            yield (np.array([vocab[w] for w in s.split()], dtype=np.int32),)

dataset = ds.GeneratorDataset(gen, column_names=["input_ids"], shuffle=False)
dataset = dataset.batch(batch_size=4)
for i, batch in enumerate(dataset.create_tuple_iterator(output_numpy=True)):
    print("batch", i, batch[0].shape)
