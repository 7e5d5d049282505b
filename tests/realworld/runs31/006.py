# Static input shapes declared with set_inputs (max_length=32), but the batches come from dynamic padding (HF DataCollatorWithPadding habit)
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")

class Encoder(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(1000, 32)
        self.fc = nn.Dense(32, 2)
    def construct(self, ids):
        return self.fc(self.emb(ids).mean(1))

def collate(seqs, pad_id=0):  # pads to the longest sequence in the batch
    L = max(len(s) for s in seqs)
    return np.array([s + [pad_id] * (L - len(s)) for s in seqs], np.int32)

net = Encoder()
net.set_inputs(ms.Tensor(shape=[4, 32], dtype=ms.int32))
rng = np.random.default_rng(0)
for step in range(3):
    seqs = [list(rng.integers(1, 1000, rng.integers(20, 33))) for _ in range(4)]
    ids = collate(seqs)
    print("step", step, "batch shape", ids.shape, "logits", net(ms.Tensor(ids)).shape)
