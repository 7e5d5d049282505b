"""Intent classifier, class-balanced loss ported from our PyTorch repo (losses/balanced_ce.py).
The batch's label histogram re-weights the cross entropy. Runs in GRAPH_MODE for speed."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from mindspore.train import Model, LossMonitor
import mindspore.dataset as ds

ms.set_seed(6)
np.random.seed(6)
ms.set_context(mode=ms.GRAPH_MODE)

NUM_INTENTS = 6
DIM = 48


class BalancedCrossEntropy(nn.LossBase):
    def __init__(self, num_classes):
        super().__init__()
        self.num_classes = num_classes

    def construct(self, logits, labels):
        # histogram of the labels in this batch (torch: torch.bincount(labels))
        counts = {}
        for l in labels.tolist():
            counts[l] = counts.get(l, 0) + 1
        freq = [counts.get(c, 0) for c in range(self.num_classes)]
        w = Tensor(freq, ms.float32)
        w = (w.sum() / (w + 1.0)) / self.num_classes
        return ops.cross_entropy(logits, labels, weight=w)


class IntentNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.body = nn.SequentialCell([nn.Dense(DIM, 96), nn.ReLU(), nn.Dropout(p=0.1), nn.Dense(96, NUM_INTENTS)])

    def construct(self, x):
        return self.body(x)


# skewed intent distribution, sentence embeddings from the upstream encoder
probs = np.array([0.4, 0.25, 0.15, 0.1, 0.06, 0.04])
y = np.random.choice(NUM_INTENTS, 1500, p=probs).astype(np.int32)
protos = np.random.randn(NUM_INTENTS, DIM).astype(np.float32)
x = protos[y] + 0.8 * np.random.randn(1500, DIM).astype(np.float32)
train = ds.NumpySlicesDataset({"emb": x, "intent": y}, shuffle=True).batch(50, drop_remainder=True)

net = IntentNet()
model = Model(net, BalancedCrossEntropy(NUM_INTENTS), nn.AdamWeightDecay(net.trainable_params(), 1e-3))
model.train(4, train, callbacks=[LossMonitor(10)], dataset_sink_mode=False)
