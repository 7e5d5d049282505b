"""Streaming LM pre-training smoke test. The torch version used an IterableDataset that cycles over
the shards forever and stopped via max_steps; the port wraps the same generator in GeneratorDataset."""
import itertools
import time
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.train import Model, LossMonitor, TimeMonitor

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")
ms.set_seed(0)

VOCAB, SEQ, MAX_STEPS = 512, 64, 200
SHARDS = [np.random.default_rng(s).integers(0, VOCAB, 20_000).astype(np.int32) for s in range(4)]

def stream():
    """torch IterableDataset.__iter__: cycle over shards forever, yield fixed-length chunks."""
    for shard in itertools.cycle(SHARDS):
        for i in range(0, len(shard) - SEQ - 1, SEQ):
            chunk = shard[i:i + SEQ + 1]
            yield chunk[:-1], chunk[1:]

class TinyLM(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(VOCAB, 64)
        self.rnn = nn.GRU(64, 64, batch_first=True)
        self.head = nn.Dense(64, VOCAB)
    def construct(self, x):
        h, _ = self.rnn(self.emb(x))
        return self.head(h)

class LMLoss(nn.Cell):
    def __init__(self, net):
        super().__init__(); self.net = net; self.ce = nn.CrossEntropyLoss()
    def construct(self, x, y):
        return self.ce(self.net(x).reshape(-1, VOCAB), y.reshape(-1))

print(f"[{time.strftime('%H:%M:%S')}] building streaming dataset ({len(SHARDS)} shards)", flush=True)
train_ds = ds.GeneratorDataset(stream, column_names=["input_ids", "labels"]).batch(16, drop_remainder=True)
net = TinyLM()
model = Model(LMLoss(net), optimizer=nn.AdamWeightDecay(net.trainable_params(), 1e-3))
print(f"[{time.strftime('%H:%M:%S')}] start training, max_steps={MAX_STEPS}", flush=True)
model.train(1, train_ds, callbacks=[LossMonitor(20), TimeMonitor()], dataset_sink_mode=False)
print("done", flush=True)
