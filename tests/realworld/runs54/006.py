# Imbalanced intent classifier ported from PyTorch. The torch loss looked up a per-class weight
# from a dict for the batch's majority class: w = self.class_weights[int(labels[0])]
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(0)

counts = {0: 900, 1: 80, 2: 20}
total = sum(counts.values())
CLASS_WEIGHTS = {c: total / (len(counts) * n) for c, n in counts.items()}
print("class weights:", CLASS_WEIGHTS)


class IntentClassifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.mlp = nn.SequentialCell([nn.Dense(24, 48), nn.ReLU(), nn.Dense(48, 3)])
        self.class_weights = CLASS_WEIGHTS
        self.ce = nn.CrossEntropyLoss()

    def construct(self, feats, labels):
        logits = self.mlp(feats)
        w = self.class_weights[labels[0]]
        return self.ce(logits, labels) * w


model = IntentClassifier()
opt = nn.SGD(model.trainable_params(), learning_rate=0.05, momentum=0.9)
train = nn.TrainOneStepCell(model, opt)
rng = np.random.default_rng(0)
for step in range(20):
    labels = rng.choice(3, size=32, p=[0.9, 0.08, 0.02]).astype(np.int32)
    feats = (rng.standard_normal((32, 24)) + labels[:, None]).astype(np.float32)
    loss = train(ms.Tensor(feats), ms.Tensor(labels))
    print(f"step {step:02d} weighted loss {loss}")
