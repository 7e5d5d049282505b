# Classifier compiled once with set_inputs for speed (the shape the HF tokenizer produced with
# padding="max_length", max_length=128); the data collator was then switched to DataCollatorWithPadding-style
# padding to the longest sequence of each batch.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")
rng = np.random.default_rng(0)

class Classifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(2000, 64)
        self.fc = nn.Dense(64, 3)
    def construct(self, input_ids, attention_mask):
        x = self.emb(input_ids) * attention_mask[..., None]
        x = x.sum(1) / attention_mask.sum(1, keepdims=True)
        return self.fc(x)

net = Classifier()
net.set_inputs(Tensor(shape=[None, 128], dtype=ms.int32), Tensor(shape=[None, 128], dtype=ms.float32))

def collate(batch_lengths):
    longest = int(max(batch_lengths))
    ids = np.zeros((len(batch_lengths), longest), np.int32)
    mask = np.zeros((len(batch_lengths), longest), np.float32)
    for i, n in enumerate(batch_lengths):
        ids[i, :n] = rng.integers(1, 2000, n)
        mask[i, :n] = 1
    return Tensor(ids), Tensor(mask)

for step in range(3):
    lengths = rng.integers(20, 100, size=16)
    ids, mask = collate(lengths)
    logits = net(ids, mask)
    print(f"step {step} batch {tuple(ids.shape)} logits {tuple(logits.shape)}", flush=True)
