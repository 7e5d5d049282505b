"""Resume fine-tuning of an intent classifier from the checkpoint of a previous run.
The new label set adds 3 intents (12 -> 15)."""
import os
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.train import Model, LossMonitor, CheckpointConfig, ModelCheckpoint

ms.set_seed(11)
rng = np.random.default_rng(11)

class IntentNet(nn.Cell):
    def __init__(self, vocab=300, dim=48, num_intents=12):
        super().__init__()
        self.embed = nn.Embedding(vocab, dim)
        self.encoder = nn.Dense(dim, dim, activation="tanh")
        self.classifier = nn.Dense(dim, num_intents)
    def construct(self, ids):
        h = self.embed(ids).mean(axis=1)
        return self.classifier(self.encoder(h))

def make_ds(n, classes):
    ids = rng.integers(0, 300, size=(n, 16)).astype(np.int32)
    y = rng.integers(0, classes, size=n).astype(np.int32)
    return ds.NumpySlicesDataset({"input_ids": ids, "label": y}, shuffle=True).batch(32)

# ---- stage 1: original training run (12 intents) ----
if not os.path.exists("ckpt_intent/intent-2_8.ckpt"):
    net = IntentNet(num_intents=12)
    model = Model(net, nn.CrossEntropyLoss(), nn.Adam(net.trainable_params(), 1e-3))
    cb = ModelCheckpoint(prefix="intent", directory="ckpt_intent", config=CheckpointConfig(save_checkpoint_steps=8))
    model.train(2, make_ds(256, 12), callbacks=[LossMonitor(4), cb], dataset_sink_mode=False)

# ---- stage 2: continue on the extended label set ----
NUM_INTENTS = 15
net = IntentNet(num_intents=NUM_INTENTS)
ms.load_checkpoint("ckpt_intent/intent-2_8.ckpt", net=net, strict_load=False)
print("resumed from ckpt_intent/intent-2_8.ckpt")
model = Model(net, nn.CrossEntropyLoss(), nn.Adam(net.trainable_params(), 5e-4))
model.train(2, make_ds(320, NUM_INTENTS), callbacks=[LossMonitor(4)], dataset_sink_mode=False)
