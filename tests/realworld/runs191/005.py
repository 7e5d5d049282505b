"""Streaming pre-training data for a tiny masked-LM, ported from a torch IterableDataset
(the torch Trainer stopped on max_steps, so the stream just cycles over the shards)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds
from mindspore.train import Model, LossMonitor, TimeMonitor

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(0)
V, L, MASK_ID = 500, 32, 1

SHARDS = [np.random.default_rng(s).integers(2, V, size=(200, L)).astype(np.int32) for s in range(4)]

class TokenStream:
    """iterates over shards forever, like the torch IterableDataset with itertools.cycle"""
    def __iter__(self):
        rng = np.random.default_rng(0)
        while True:
            for shard in SHARDS:
                for row in shard[rng.permutation(len(shard))]:
                    labels = row.copy()
                    m = rng.random(L) < 0.15
                    inp = np.where(m, MASK_ID, row).astype(np.int32)
                    labels = np.where(m, row, -100).astype(np.int32)
                    yield inp, labels

stream = ds.GeneratorDataset(TokenStream(), ["input_ids", "labels"]).batch(16, drop_remainder=True)

class TinyMLM(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(V, 64)
        self.enc = nn.TransformerEncoderLayer(64, 4, 128, batch_first=True)
        self.head = nn.Dense(64, V)
    def construct(self, ids):
        return self.head(self.enc(self.emb(ids)))

class MLMLoss(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.ce = nn.CrossEntropyLoss(ignore_index=-100)
    def construct(self, ids, labels):
        return self.ce(self.net(ids).reshape(-1, V), labels.reshape(-1))

net = TinyMLM()
model = Model(MLMLoss(net), optimizer=nn.AdamWeightDecay(net.trainable_params(), 5e-4))
print("starting pre-training: 2 epochs", flush=True)
model.train(2, stream, callbacks=[LossMonitor(20), TimeMonitor()], dataset_sink_mode=False)
ms.save_checkpoint(net, "tiny_mlm.ckpt")
print("saved tiny_mlm.ckpt")
