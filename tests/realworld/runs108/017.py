# Transfer learning: load the pretrained 3-class MLP backbone, freeze it, then put a new 5-class head on it
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_seed(8)

class Net(nn.Cell):
    def __init__(self, n_cls):
        super().__init__()
        self.backbone = nn.SequentialCell(nn.Dense(12, 64), nn.ReLU())
        self.head = nn.Dense(64, n_cls)
    def construct(self, x):
        return self.head(self.backbone(x))

net = Net(3)
pre = ms.load_checkpoint("/home/user/project/mlp_3cls.ckpt")   # written by the baseline run (SequentialCell names)
ms.load_param_into_net(net, {"backbone.0.weight": pre["0.weight"], "backbone.0.bias": pre["0.bias"]})
for p in net.backbone.get_parameters():
    p.requires_grad = False
opt = nn.Momentum(net.trainable_params(), learning_rate=0.05, momentum=0.9)
print("trainable:", [p.name for p in opt.parameters])
net.head = nn.Dense(64, 5)                                # new task has 5 classes

rng = np.random.default_rng(8)
centers = rng.normal(scale=3.0, size=(5, 12)).astype(np.float32)
y = rng.integers(0, 5, size=1000).astype(np.int32)
x = (centers[y] + rng.normal(size=(1000, 12))).astype(np.float32)
loss_fn = nn.CrossEntropyLoss()
grad_fn = ms.value_and_grad(lambda a, b: loss_fn(net(a), b), None, opt.parameters)
for epoch in range(5):
    losses = []
    for i in range(0, 800, 40):
        loss, g = grad_fn(ms.Tensor(x[i:i + 40]), ms.Tensor(y[i:i + 40])); opt(g)
        losses.append(float(loss.asnumpy()))
    acc = float((net(ms.Tensor(x[800:])).argmax(1).asnumpy() == y[800:]).mean())
    print(f"epoch {epoch}: train_loss={np.mean(losses):.4f} val_acc={acc:.3f}", flush=True)
