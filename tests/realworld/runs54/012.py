# Inference port of a torch classifier whose forward ran the encoder in half precision when the input
# features are small enough (manual autocast with an overflow guard):  if x.abs().max() < 60000: x = x.half()
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(0)


class AudioClassifier(nn.Cell):
    def __init__(self, d=40, n_cls=5):
        super().__init__()
        self.encoder = nn.SequentialCell([nn.Dense(d, 64), nn.ReLU(), nn.Dense(64, 64)])
        self.head = nn.Dense(64, n_cls)

    def construct(self, feats):
        if feats.abs().max() < 60000:
            feats = feats.astype(ms.float16)
        h = self.encoder(feats.astype(ms.float32))
        return self.head(h.mean(1))


model = AudioClassifier()
model.set_train(False)
feats = ms.Tensor(np.random.randn(3, 50, 40).astype(np.float32))
probs = ops.softmax(model(feats), -1)
print("predicted classes:", probs.argmax(-1))
