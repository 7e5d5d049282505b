"""Evaluate a classifier checkpoint: training used a wrapper Cell, evaluation rebuilds the bare backbone."""
import os
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

ms.set_seed(5)
ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")

rng = np.random.default_rng(5)
W = rng.normal(size=(12, 3))
X = rng.normal(size=(900, 12)).astype(np.float32)
Y = (X @ W).argmax(1).astype(np.int32)
Xtr, Ytr, Xte, Yte = X[:700], Y[:700], X[700:], Y[700:]


def build():
    return nn.SequentialCell(nn.Dense(12, 32), nn.Tanh(), nn.Dense(32, 3))


class Classifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.backbone = build()

    def construct(self, x):
        return self.backbone(x)


# ---------- stage 1: train and save (train.py) ----------
net = Classifier()
train_net = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()), nn.Adam(net.trainable_params(), 1e-2))
train_net.set_train()
for epoch in range(5):
    for b in range(0, 700, 50):
        loss = train_net(Tensor(Xtr[b:b + 50]), Tensor(Ytr[b:b + 50]))
acc = (net(Tensor(Xte)).asnumpy().argmax(1) == Yte).mean()
print(f"[train] final loss {loss.asnumpy():.4f}, test acc {acc:.3f}")
os.makedirs("ckpt", exist_ok=True)
ms.save_checkpoint(train_net, "ckpt/cls_best.ckpt")
print("[train] saved ckpt/cls_best.ckpt")

# ---------- stage 2: evaluate the saved checkpoint (eval.py, standalone inference model) ----------
class InferenceNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Dense(12, 32)
        self.act = nn.Tanh()
        self.fc2 = nn.Dense(32, 3)

    def construct(self, x):
        return self.fc2(self.act(self.fc1(x)))


eval_net = InferenceNet()
param_dict = ms.load_checkpoint("ckpt/cls_best.ckpt")
print("[eval] checkpoint keys:", [k for k in param_dict][:4], "...")
not_loaded, _ = ms.load_param_into_net(eval_net, param_dict)
print("[eval] params not loaded:", not_loaded)
eval_net.set_train(False)
pred = eval_net(Tensor(Xte)).asnumpy().argmax(1)
print(f"[eval] restored model test acc {(pred == Yte).mean():.3f}")
