# Pretrain a classifier, save it, then evaluate it with the refactored model class
import os
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.PYNATIVE_MODE)
rng = np.random.default_rng(0)

class Classifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.encoder = nn.SequentialCell(nn.Dense(20, 64), nn.ReLU(), nn.Dense(64, 32), nn.ReLU())
        self.head = nn.Dense(32, 3)
    def construct(self, x):
        return self.head(self.encoder(x))

# ---- stage 1: pretraining (saved the training wrapper, as in the tutorial)
X = rng.normal(size=(300, 20)).astype(np.float32)
W = rng.normal(size=(20, 3)).astype(np.float32)
Y = (X @ W).argmax(1).astype(np.int32)
net = Classifier()
loss_fn = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
train_net = nn.TrainOneStepCell(nn.WithLossCell(net, loss_fn), nn.Adam(net.trainable_params(), 1e-2))
train_net.set_train()
for step in range(200):
    loss = train_net(ms.Tensor(X), ms.Tensor(Y))
print(f"pretrain final loss {float(loss.asnumpy()):.4f}")
ms.save_checkpoint(train_net, "/home/user/project/pretrained_006.ckpt")

# ---- stage 2: evaluation code after a refactor (encoder renamed to backbone to match the new repo layout)
class ClassifierV2(nn.Cell):
    def __init__(self):
        super().__init__()
        self.backbone = nn.SequentialCell(nn.Dense(20, 64), nn.ReLU(), nn.Dense(64, 32), nn.ReLU())
        self.head = nn.Dense(32, 3)
    def construct(self, x):
        return self.head(self.backbone(x))

model = ClassifierV2()
params = ms.load_checkpoint("/home/user/project/pretrained_006.ckpt")
not_loaded, _ = ms.load_param_into_net(model, params)
print("params not loaded:", not_loaded)
model.set_train(False)
pred = model(ms.Tensor(X)).asnumpy().argmax(1)
print(f"eval accuracy: {(pred == Y).mean():.3f}")
