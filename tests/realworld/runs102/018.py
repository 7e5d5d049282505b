"""Keyword-spotting MLP on MFCC-like features. Checkpoint policy copied from our HF Trainer setup:
save every 50 steps and keep only the last 2 checkpoints."""
import numpy as np
import mindspore as ms
from mindspore import nn
from mindspore.train import Model, ModelCheckpoint, LossMonitor, TimeMonitor
import mindspore.dataset as ds

ms.set_seed(18)
np.random.seed(18)
ms.set_context(mode=ms.GRAPH_MODE)

N_KEYWORDS, N_MFCC, FRAMES = 8, 13, 20
y = np.random.randint(0, N_KEYWORDS, 2000).astype(np.int32)
templates = np.random.randn(N_KEYWORDS, N_MFCC * FRAMES).astype(np.float32)
x = (templates[y] + 1.5 * np.random.randn(2000, N_MFCC * FRAMES)).astype(np.float32)
train = ds.NumpySlicesDataset({"mfcc": x, "label": y}, shuffle=True).batch(40, drop_remainder=True)

net = nn.SequentialCell([nn.Dense(N_MFCC * FRAMES, 128), nn.ReLU(), nn.Dropout(p=0.2),
                         nn.Dense(128, 64), nn.ReLU(), nn.Dense(64, N_KEYWORDS)])
model = Model(net, nn.CrossEntropyLoss(), nn.Adam(net.trainable_params(), 1e-3), metrics={"acc"})

ckpt_cb = ModelCheckpoint(prefix="kws", directory="ckpt_018", save_checkpoint_steps=50, keep_checkpoint_max=2)
model.train(3, train, callbacks=[LossMonitor(25), TimeMonitor(), ckpt_cb], dataset_sink_mode=False)
