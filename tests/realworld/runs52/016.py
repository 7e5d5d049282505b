# Dynamic-padding collate from a MindSpore 1.x fine-tuning repo (the project had been ported from torch to
# MindSpore 1.8 two years ago); now run on the current MindSpore
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn

ms.set_context(mode=ms.PYNATIVE_MODE)
rng = np.random.default_rng(16)
data = [(rng.integers(1, 100, size=int(rng.integers(4, 20))).astype(np.int32), np.int32(i % 2)) for i in range(256)]
def gen():
    for ids, y in data:
        yield ids, y

def pad_collate(input_ids, label, batch_info):
    L = max(len(x) for x in input_ids)
    ids = np.zeros((len(input_ids), L), np.int32)
    mask = np.zeros((len(input_ids), L), np.float32)
    for i, x in enumerate(input_ids):
        ids[i, :len(x)] = x; mask[i, :len(x)] = 1
    return ids, mask, np.array(label, np.int32)

train = ds.GeneratorDataset(gen, ["input_ids", "label"], shuffle=True)
train = train.batch(16, input_columns=["input_ids", "label"], output_columns=["input_ids", "attention_mask", "label"],
                    column_order=["input_ids", "attention_mask", "label"], per_batch_map=pad_collate)
for step, (ids, mask, y) in enumerate(train.create_tuple_iterator()):
    print(step, ids.shape, mask.shape, y.shape)
