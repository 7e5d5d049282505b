"""Inference/eval script for a review-rating classifier. The checkpoint was written by the training
script (v1 of the model code); the model class was later refactored (classifier -> head) when it was
ported to match the torch repo's naming. Loads with mindspore.load_checkpoint(ckpt, net)."""
import os
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.train import Model, Accuracy, LossMonitor

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")

CKPT = "/home/user/project/rating_cls_v1.ckpt"
VOCAB, SEQ, NCLS = 400, 16, 10

rng = np.random.default_rng(12)
def make(n):
    y = rng.integers(0, NCLS, n).astype(np.int32)
    ids = rng.integers(NCLS + 1, VOCAB, (n, SEQ)).astype(np.int32)
    ids[:, rng.integers(0, SEQ)] = y + 1
    ids[:, 3] = y + 1
    return ids, y

class RatingNetV1(nn.Cell):                 # training-time code
    def __init__(self):
        super().__init__()
        self.embedding = nn.Embedding(VOCAB, 48)
        self.encoder = nn.Dense(48, 48)
        self.classifier = nn.Dense(48, NCLS)
    def construct(self, ids):
        return self.classifier(nn.ReLU()(self.encoder(self.embedding(ids))).mean(axis=1))

class RatingNet(nn.Cell):                   # current code (refactored)
    def __init__(self):
        super().__init__()
        self.embedding = nn.Embedding(VOCAB, 48)
        self.encoder = nn.Dense(48, 48)
        self.head = nn.Dense(48, NCLS)
    def construct(self, ids):
        return self.head(nn.ReLU()(self.encoder(self.embedding(ids))).mean(axis=1))

xtr, ytr = make(1500); xte, yte = make(300)
if not os.path.exists(CKPT):                 # the earlier training run
    v1 = RatingNetV1()
    m = Model(v1, nn.CrossEntropyLoss(), nn.Adam(v1.trainable_params(), 3e-3))
    m.train(4, ds.NumpySlicesDataset({"ids": xtr, "label": ytr}, shuffle=True).batch(50), dataset_sink_mode=False)
    ms.save_checkpoint(v1, CKPT)

net = RatingNet()
ms.load_checkpoint(CKPT, net)
print(f"loaded {CKPT}")
model = Model(net, nn.CrossEntropyLoss(), metrics={"accuracy": Accuracy()})
test_ds = ds.NumpySlicesDataset({"ids": xte, "label": yte}, shuffle=False).batch(100)
print("test metrics:", model.eval(test_ds, dataset_sink_mode=False))
