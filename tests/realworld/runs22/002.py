# Dataset generator ported from a torch Dataset that returns (input_ids, attention_mask, labels)
import numpy as np
import mindspore.dataset as ds

class TextPairs:
    def __init__(self, n=32, seq=16):
        self.ids = np.random.randint(0, 1000, (n, seq)).astype(np.int32)

    def __getitem__(self, i):
        ids = self.ids[i]
        return ids, np.ones_like(ids), ids.copy()

    def __len__(self):
        return len(self.ids)

dataset = ds.GeneratorDataset(TextPairs(), column_names=["input_ids", "labels"], shuffle=True)
dataset = dataset.batch(4, drop_remainder=True)
for step, batch in enumerate(dataset.create_dict_iterator(num_epochs=1, output_numpy=True)):
    print(step, {k: v.shape for k, v in batch.items()})
