"""Evaluate a digit classifier from the 'pretrained' checkpoint saved by the training job."""
import os
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds

ms.set_seed(3)
ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
rng = np.random.default_rng(3)
C, F = 10, 64
centers = rng.normal(size=(C, F)).astype(np.float32) * 2
def make(n):
    y = rng.integers(0, C, n).astype(np.int32)
    return (centers[y] + rng.normal(size=(n, F)).astype(np.float32)), y
Xtr, ytr = make(2000); Xte, yte = make(500)


class DigitNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Dense(F, 128); self.fc2 = nn.Dense(128, C); self.act = nn.ReLU()
    def construct(self, x):
        return self.fc2(self.act(self.fc1(x)))


CKPT = "/home/user/project/digitnet_pretrained.ckpt"
# ---- training job (run earlier by a teammate): saves the TrainOneStepCell ----
if not os.path.exists(CKPT):
    net = DigitNet()
    train_net = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()),
                                    nn.Adam(net.trainable_params(), 1e-3))
    train_net.set_train()
    data = ds.NumpySlicesDataset({"x": Xtr, "y": ytr}, shuffle=True).batch(64)
    for ep in range(3):
        for x, y in data.create_tuple_iterator():
            l = train_net(x, y)
        print(f"[train] epoch {ep} loss {l.asnumpy():.4f}")
    ms.save_checkpoint(train_net, CKPT)

# ---- evaluation script ----
class DigitClassifier(nn.Cell):
    """Inference wrapper: backbone + softmax probabilities."""
    def __init__(self):
        super().__init__()
        self.backbone = DigitNet()
        self.softmax = nn.Softmax(axis=-1)
    def construct(self, x):
        return self.softmax(self.backbone(x))


model = DigitClassifier()
param_dict = ms.load_checkpoint(CKPT)
ms.load_param_into_net(model, param_dict)
print(f"Loaded pretrained weights from {CKPT} ({len(param_dict)} tensors in file)")
model.set_train(False)
test = ds.NumpySlicesDataset({"x": Xte, "y": yte}, shuffle=False).batch(100)
correct = total = 0
for x, y in test.create_tuple_iterator():
    pred = model(x).argmax(axis=1)
    correct += int((pred == y).sum().asnumpy()); total += y.shape[0]
print(f"Test accuracy: {correct / total:.4f} ({correct}/{total})")
